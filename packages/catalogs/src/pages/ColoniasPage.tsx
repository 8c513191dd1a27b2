import type { FieldSpec } from '../catalog/fields';
import { useCatalogOptions } from '../catalog/useCatalogOptions';
import { useCatalogsT } from '../i18n';
import { CatalogPage } from './CatalogPage';

/** /sig/catalogo/colonias: the colonias with their código postal, zona and centre. */
export function ColoniasPage({ startCreating, editId }: { startCreating?: boolean; editId?: string }) {
  const { t } = useCatalogsT();
  const zonas = useCatalogOptions('zonas');
  const fields = (): FieldSpec[] => [
    { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
    { name: 'codigoPostal', label: t('field.codigoPostal'), kind: 'text', required: true, hint: t('hint.codigoPostal') },
    { name: 'zonaId', label: t('field.zona'), kind: 'select', options: zonas.options, emptyLabel: t('colonias.noZona') },
    { name: 'centroide', label: t('field.centroide'), kind: 'latlng', hint: t('hint.optional') },
    { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
  ];
  return (
    <CatalogPage<'colonias'>
      catalog="colonias"
      title={t('colonias.title')}
      subtitle={t('colonias.subtitle')}
      newLabel={t('colonias.new')}
      editLabel={(c) => t('common.editing', { name: c.nombre })}
      startCreating={startCreating}
      startEditingId={editId}
      columns={[
        { header: t('field.codigoPostal'), render: (c) => c.codigoPostal },
        { header: t('field.zona'), render: (c) => zonas.nameOf(c.zonaId) || '—' },
        { header: t('field.centroide'), render: (c) => (c.centroide ? `${c.centroide.lat}, ${c.centroide.lng}` : '—') },
      ]}
      fields={fields}
    />
  );
}
