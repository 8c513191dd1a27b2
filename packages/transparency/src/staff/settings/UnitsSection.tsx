import { Badge, Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { notify, type TranspUnit } from '@sig/shared';
import { BusyButton, ConfirmDialog, Empty, LoadError, Loading, Section, apiErrorMessage, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { type FormEvent, useId, useState } from 'react';

import { useTranspT } from '../../i18n';
import { useBorrarUnidadMutation, useCrearUnidadMutation, useEditarUnidadMutation, useUnidadesQuery } from '../transpApi';

const useStyles = makeStyles({
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  inline: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'start' },
});

/** The units that work requests: add, rename, deactivate; one with requests is deactivated rather than deleted. */
export function UnitsSection({ canEdit }: { canEdit: boolean }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useTranspT();
  const id = useId();
  const units = useUnidadesQuery();
  const [create, creating] = useCrearUnidadMutation();
  const [edit] = useEditarUnidadMutation();
  const [remove] = useBorrarUnidadMutation();
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ unit: TranspUnit; nombre: string; error?: string } | null>(null);
  const [deleting, setDeleting] = useState<TranspUnit | null>(null);

  const fail = (x: unknown) => notify({ message: apiErrorMessage(x, t), variant: 'error' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) return setError(t('units.nombreRequired'));
    setError(null);
    try {
      await create({ nombre: nombre.trim() }).unwrap();
      setNombre('');
    } catch (x) {
      setError(apiErrorMessage(x, t));
    }
  };

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    if (!renaming.nombre.trim()) return setRenaming({ ...renaming, error: t('units.nombreRequired') });
    try {
      await edit({ id: renaming.unit.id, body: { nombre: renaming.nombre.trim(), version: renaming.unit.version } }).unwrap();
      setRenaming(null);
    } catch (x) {
      setRenaming({ ...renaming, error: apiErrorMessage(x, t) });
    }
  };

  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('units.title')}
      </Subtitle2>
      {units.isError ? (
        <LoadError message={apiErrorMessage(units.error, t)} onRetry={() => void units.refetch()} />
      ) : !units.data ? (
        <Loading />
      ) : units.data.items.length === 0 ? (
        <Empty>{t('units.empty')}</Empty>
      ) : (
        <div className={table.scroller}>
          <table className={table.table} aria-label={t('units.title')}>
            <thead>
              <tr>
                <th className={table.th}>{t('units.nombre')}</th>
                <th className={`${table.th} ${table.num}`}>{t('units.solicitudes')}</th>
                {canEdit && <th className={table.th}>{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {units.data.items.map((u) => (
                <tr key={u.id} className={table.row}>
                  <td className={table.td}>
                    {renaming?.unit.id === u.id ? (
                      <form className={s.inline} onSubmit={rename} noValidate>
                        <Field label={t('units.newName')} validationMessage={renaming.error} validationState={renaming.error ? 'error' : 'none'}>
                          <Input autoFocus value={renaming.nombre} onChange={(_, d) => setRenaming({ ...renaming, nombre: d.value })} maxLength={160} />
                        </Field>
                        <Button type="submit" appearance="primary">
                          {t('common.save')}
                        </Button>
                        <Button onClick={() => setRenaming(null)}>{t('common.cancel')}</Button>
                      </form>
                    ) : (
                      <>
                        {u.nombre}{' '}
                        {!u.activo && (
                          <Badge appearance="outline" color="subtle">
                            {t('units.inactive')}
                          </Badge>
                        )}
                      </>
                    )}
                  </td>
                  <td className={`${table.td} ${table.num}`}>{formatNumber(u.solicitudes)}</td>
                  {canEdit && (
                    <td className={table.td}>
                      <div className={s.actions}>
                        <Button size="small" onClick={() => setRenaming({ unit: u, nombre: u.nombre })} aria-label={t('units.renameOf', { name: u.nombre })}>
                          {t('units.rename')}
                        </Button>
                        <Button size="small" onClick={() => void edit({ id: u.id, body: { activo: !u.activo, version: u.version } }).unwrap().catch(fail)} aria-label={t(u.activo ? 'units.deactivateOf' : 'units.activateOf', { name: u.nombre })}>
                          {t(u.activo ? 'units.deactivate' : 'units.activate')}
                        </Button>
                        <Button size="small" appearance="subtle" onClick={() => setDeleting(u)} aria-label={t('units.deleteOf', { name: u.nombre })}>
                          {t('units.delete')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && (
        <form className={s.add} onSubmit={submit} noValidate aria-label={t('units.add')}>
          <Field label={t('units.nombre')} validationMessage={error} validationState={error ? 'error' : 'none'}>
            <Input value={nombre} onChange={(_, d) => setNombre(d.value)} maxLength={160} />
          </Field>
          <Field label={'\u00a0'}>
            <BusyButton type="submit" appearance="primary" busy={creating.isLoading}>
              {t('units.add')}
            </BusyButton>
          </Field>
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('units.deleteTitle')}
        body={deleting ? (deleting.solicitudes > 0 ? t('units.deleteBodyUsed', { name: deleting.nombre, count: deleting.solicitudes }) : t('units.deleteBody', { name: deleting.nombre })) : ''}
        confirmLabel={t('units.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          const r = await remove(deleting.id).unwrap();
          notify({ message: t(r.eliminada ? 'units.deleted' : 'units.deactivated', { name: deleting.nombre }), variant: 'success' });
        }}
        onClose={() => setDeleting(null)}
        describeError={(e) => apiErrorMessage(e, t)}
      />
    </Section>
  );
}
