import { CatalogPage } from './CatalogPage';
import { useCatalogsT } from '../i18n';
import type { FieldSpec } from '../catalog/fields';

/** /sig/dependencias: the dependencias; a row opens its módulos. */
export function DependenciasPage() {
  const { t } = useCatalogsT();
  const fields = (): FieldSpec[] => [
    { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
    { name: 'siglas', label: t('field.siglas'), kind: 'text' },
    { name: 'titular', label: t('field.titular'), kind: 'text' },
    { name: 'telefono', label: t('field.telefono'), kind: 'tel' },
    { name: 'email', label: t('field.email'), kind: 'email' },
    { name: 'color', label: t('field.color'), kind: 'color' },
    { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
  ];
  return (
    <CatalogPage<'dependencias'>
      catalog="dependencias"
      title={t('dependencias.title')}
      subtitle={t('dependencias.subtitle')}
      newLabel={t('dependencias.new')}
      editLabel={(d) => t('common.editing', { name: d.nombre })}
      rowHref={(d) => `/sig/dependencias/${encodeURIComponent(d.id)}`}
      columns={[
        { header: t('field.siglas'), render: (d) => d.siglas },
        { header: t('field.titular'), render: (d) => d.titular },
        { header: t('field.telefono'), render: (d) => d.telefono },
        { header: t('field.email'), render: (d) => d.email },
      ]}
      fields={fields}
    />
  );
}
