import type { GeoPolygon } from '@sig/shared';
import { formatNumber } from '@sig/shared/staff-ui';

import type { FieldSpec } from '../catalog/fields';
import { useCatalogsT } from '../i18n';
import { CatalogPage } from './CatalogPage';

/** The corners of a polygon's outline (GeoJSON repeats the first position at the end). */
export const vertexCount = (p: GeoPolygon): number => Math.max(0, (p.coordinates[0]?.length ?? 0) - 1);

/** /sig/zonas: the zonas, their responsable and outline (drawn on the map, or typed as GeoJSON). */
export function ZonasPage() {
  const { t } = useCatalogsT();
  const fields = (): FieldSpec[] => [
    { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
    { name: 'responsable', label: t('field.responsable'), kind: 'text' },
    { name: 'poligono', label: t('field.poligono'), kind: 'polygon', hint: t('hint.poligono') },
    { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
  ];
  return (
    <CatalogPage<'zonas'>
      catalog="zonas"
      title={t('zonas.title')}
      subtitle={t('zonas.subtitle')}
      newLabel={t('zonas.new')}
      editLabel={(z) => t('common.editing', { name: z.nombre })}
      columns={[
        { header: t('field.responsable'), render: (z) => z.responsable },
        { header: t('field.poligono'), render: (z) => (z.poligono ? t('zonas.vertices', { count: vertexCount(z.poligono), n: formatNumber(vertexCount(z.poligono)) }) : t('zonas.noPolygon')) },
      ]}
      fields={fields}
    />
  );
}
