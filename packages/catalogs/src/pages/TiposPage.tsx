import { Badge } from '@fluentui/react-components';

import type { FieldSpec } from '../catalog/fields';
import { useCatalogOptions } from '../catalog/useCatalogOptions';
import { useCatalogsT } from '../i18n';
import { CatalogPage } from './CatalogPage';

/** /sig/config/tiporeporte and /sig/config/tiposolicitud: the tipos, each attended by a dependencia. */
export function TiposPage({ catalog }: { catalog: 'tiposreporte' | 'tipossolicitud' }) {
  const { t } = useCatalogsT();
  const deps = useCatalogOptions('dependencias');
  const key = catalog === 'tiposreporte' ? 'tiposreporte' : 'tipossolicitud';
  const yesNo = (v: boolean) =>
    v ? (
      <Badge appearance="tint" color="success" shape="rounded">
        {t('common.yes')}
      </Badge>
    ) : (
      <Badge appearance="ghost" color="subtle" shape="rounded">
        {t('common.no')}
      </Badge>
    );
  const fields = (): FieldSpec[] => [
    { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
    { name: 'dependenciaId', label: t('field.dependencia'), kind: 'select', required: true, options: deps.options },
    { name: 'slaDias', label: t('field.slaDias'), kind: 'number', min: 0, max: 365, hint: t('hint.slaDias') },
    { name: 'color', label: t('field.color'), kind: 'color' },
    { name: 'icono', label: t('field.icono'), kind: 'text', hint: t('hint.icono') },
    { name: 'descripcion', label: t('field.descripcion'), kind: 'textarea' },
    { name: 'pideFoto', label: t('field.pideFoto'), kind: 'switch' },
    { name: 'publico', label: t('field.publico'), kind: 'switch', hint: t('hint.publico') },
    { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
  ];
  return (
    <CatalogPage<typeof catalog>
      key={catalog}
      catalog={catalog}
      title={t(`${key}.title`)}
      subtitle={t('tipos.subtitle')}
      newLabel={t(`${key}.new`)}
      editLabel={(x) => t('common.editing', { name: x.nombre })}
      columns={[
        { header: t('field.dependencia'), render: (x) => deps.nameOf(x.dependenciaId) },
        { header: t('field.slaDiasShort'), render: (x) => x.slaDias, numeric: true },
        { header: t('field.pideFoto'), render: (x) => yesNo(x.pideFoto) },
        { header: t('field.publico'), render: (x) => yesNo(x.publico) },
      ]}
      fields={fields}
    />
  );
}
