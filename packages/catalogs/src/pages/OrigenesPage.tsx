import type { FieldSpec } from '../catalog/fields';
import { useCatalogsT } from '../i18n';
import { CatalogPage } from './CatalogPage';

/** /sig/catalogo/origens: where reportes come from (teléfono, web, ventanilla…). */
export function OrigenesPage({ startCreating, editId }: { startCreating?: boolean; editId?: string }) {
  const { t } = useCatalogsT();
  const fields = (): FieldSpec[] => [
    { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
    { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
  ];
  return (
    <CatalogPage<'origenes'>
      catalog="origenes"
      title={t('origenes.title')}
      subtitle={t('origenes.subtitle')}
      newLabel={t('origenes.new')}
      editLabel={(o) => t('common.editing', { name: o.nombre })}
      startCreating={startCreating}
      startEditingId={editId}
      columns={[]}
      fields={fields}
    />
  );
}
