import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { CATALOG_WRITE_PERMISSION, UserText, errorMessage, hasPermission, notify, useRole, type Dependencia, type Modulo } from '@sig/shared';
import { BackLink, LoadError, Loading, Page, RouterLink, Section } from '@sig/shared/staff-ui';
import { type ReactNode, useState } from 'react';

import { CatalogFormDialog } from '../catalog/CatalogFormDialog';
import { useCatalogsT } from '../i18n';
import { useCatalogItemQuery, useUpdateCatalogItemMutation } from '../catalogsApi';
import { moduloFields } from './DependenciaPage';

const useStyles = makeStyles({
  data: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const depHref = (id: string) => `/sig/dependencias/${encodeURIComponent(id)}`;

/** /sig/modulo/:id: one módulo, its data and its edit form; its dependencia's page lists the others. */
export function ModuloPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useCatalogsT();
  const canWrite = hasPermission(['admin', CATALOG_WRITE_PERMISSION.modulos], useRole());
  const mod = useCatalogItemQuery({ catalog: 'modulos', id });
  const m = mod.data as Modulo | undefined;
  const depId = m?.dependenciaId ?? '';
  const dep = useCatalogItemQuery({ catalog: 'dependencias', id: depId }, { skip: !depId });
  const [update] = useUpdateCatalogItemMutation();
  const [editing, setEditing] = useState(false);

  if (!m) {
    return (
      <Page title={t('modulos.one')} back={<BackLink href="/sig/dependencias" label={t('dependencias.title')} />}>
        {mod.isError ? <LoadError message={errorMessage(mod.error)} onRetry={() => void mod.refetch()} /> : <Loading />}
      </Page>
    );
  }
  const depName = (dep.data as Dependencia | undefined)?.nombre ?? '';
  const save = async (body: Record<string, unknown>) => {
    // the módulo's tag is invalidated: the page reads it again
    await update({ catalog: 'modulos', id: m.id, body: { ...body, dependenciaId: m.dependenciaId } }).unwrap();
    notify({ message: t('saved.updated'), variant: 'success' });
    setEditing(false);
  };
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className={s.term}>{label}</dt>
      <dd className={s.value}>{value || '—'}</dd>
    </>
  );

  return (
    <Page
      title={m.nombre}
      subtitle={depName ? t('modulo.of', { name: depName }) : undefined}
      back={<BackLink href={depHref(m.dependenciaId)} label={depName || t('dependencias.one')} />}
      actions={
        canWrite && (
          <Button appearance="primary" icon={<EditRegular />} onClick={() => setEditing(true)}>
            {t('modulo.edit')}
          </Button>
        )
      }
    >
      <Section>
        <dl className={s.data}>
          {row(t('field.direccion'), m.direccion && <UserText>{m.direccion}</UserText>)}
          {row(t('field.horario'), m.horario && <UserText>{m.horario}</UserText>)}
          {row(t('field.ubicacion'), m.ubicacion && <span dir="ltr">{`${m.ubicacion.lat}, ${m.ubicacion.lng}`}</span>)}
          <dt className={s.term}>{t('modulo.estado')}</dt>
          <dd className={s.value}>
            <Badge appearance="tint" color={m.activo ? 'success' : 'subtle'} shape="rounded">
              {m.activo ? t('field.activo') : t('list.inactive')}
            </Badge>
          </dd>
        </dl>
        <RouterLink href={depHref(m.dependenciaId)}>{t('modulo.others', { name: depName || t('dependencias.one') })}</RouterLink>
      </Section>
      {editing && (
        <CatalogFormDialog
          title={t('common.editing', { name: m.nombre })}
          fields={moduloFields(t)}
          item={m as unknown as Record<string, unknown>}
          onSubmit={save}
          onClose={() => setEditing(false)}
        />
      )}
    </Page>
  );
}
