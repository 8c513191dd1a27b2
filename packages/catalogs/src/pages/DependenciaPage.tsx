import { errorMessage, type Dependencia } from '@sig/shared';
import { BackLink, LoadError, Loading, Page, type Translate } from '@sig/shared/staff-ui';

import { CatalogSection } from '../catalog/CatalogSection';
import type { FieldSpec } from '../catalog/fields';
import { useCatalogsT } from '../i18n';
import { useCatalogItemQuery } from '../catalogsApi';

const back = '/sig/dependencias';

/** The form of a módulo, on its dependencia's page and on its own. */
export const moduloFields = (t: Translate): FieldSpec[] => [
  { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
  { name: 'direccion', label: t('field.direccion'), kind: 'text' },
  { name: 'horario', label: t('field.horario'), kind: 'text' },
  { name: 'ubicacion', label: t('field.ubicacion'), kind: 'latlng', hint: t('hint.optional') },
  { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
];

/** /sig/dependencias/:id: one dependencia and the CRUD of its módulos. */
export function DependenciaPage({ id }: { id: string }) {
  const { t } = useCatalogsT();
  const dep = useCatalogItemQuery({ catalog: 'dependencias', id });
  const backLink = <BackLink href={back} label={t('dependencias.title')} />;
  const d = dep.data as Dependencia | undefined;
  if (!d) {
    return (
      <Page title={t('dependencias.one')} back={backLink}>
        {dep.isError ? <LoadError message={errorMessage(dep.error)} onRetry={() => void dep.refetch()} /> : <Loading />}
      </Page>
    );
  }
  const fields = (): FieldSpec[] => moduloFields(t);
  return (
    <Page title={d.nombre} subtitle={[d.siglas, d.titular].filter(Boolean).join(' · ') || undefined} back={backLink}>
      <CatalogSection<'modulos'>
        catalog="modulos"
        caption={t('modulos.title', { name: d.nombre })}
        newLabel={t('modulos.new')}
        editLabel={(m) => t('common.editing', { name: m.nombre })}
        filter={{ dependenciaId: d.id }}
        fixed={{ dependenciaId: d.id }}
        columns={[
          { header: t('field.direccion'), render: (m) => m.direccion },
          { header: t('field.horario'), render: (m) => m.horario },
          { header: t('field.ubicacion'), render: (m) => (m.ubicacion ? `${m.ubicacion.lat}, ${m.ubicacion.lng}` : '—') },
        ]}
        fields={fields}
      />
    </Page>
  );
}
