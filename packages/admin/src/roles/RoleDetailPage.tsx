import { Button, Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { errorMessage, navigate, notify, useSession } from '@sig/shared';
import { BackLink, ConfirmDialog, LoadError, Loading, Page, Section, formErrors } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { AuditTimeline } from '../components/AuditTimeline';
import { useAdminT } from '../i18n';
import { type AdminRole, type UpdateRoleBody, useDeleteRoleMutation, usePermissionsQuery, useRoleQuery, useUpdateRoleMutation } from '../adminApi';

const useStyles = makeStyles({
  groups: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: tokens.spacingHorizontalL },
  group: {
    margin: 0,
    minWidth: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  perm: { display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
  code: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  spaced: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** /config/roles/:id: rename, the permission editor grouped by product, delete, history. */
export function RoleDetailPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useAdminT();
  const actor = useSession((st) => st.role);
  const role = useRoleQuery(id);
  const catalogue = usePermissionsQuery();
  const [updateRole] = useUpdateRoleMutation();
  const [deleteRole] = useDeleteRoleMutation();
  const [nombre, setNombre] = useState('');
  const [perms, setPerms] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const nameId = useId('role-name');
  const permsId = useId('role-perms');

  // the form follows each answer of the server (first load and after saving), before it paints
  const [shown, setShown] = useState<AdminRole | null>(null);
  if (role.data && role.data !== shown) {
    setShown(role.data);
    setNombre(role.data.nombre);
    setPerms(role.data.permissions);
  }

  const back = <BackLink href="/config/roles/all" label={t('roles.back')} />;
  if (role.isError && !role.data) {
    return (
      <Page title={t('role.title')} back={back}>
        <LoadError message={errorMessage(role.error)} onRetry={() => void role.refetch()} />
      </Page>
    );
  }
  if (!role.data) {
    return (
      <Page title={t('role.title')} back={back}>
        <Loading />
      </Page>
    );
  }
  const r: AdminRole = role.data;
  const holds = (p: string) => actor.includes('admin') || actor.includes(p);
  const changes: UpdateRoleBody = {};
  if (nombre.trim() !== r.nombre) changes.nombre = nombre.trim();
  if (!sameSet(perms, r.permissions)) changes.permissions = perms;
  const dirty = Object.keys(changes).length > 0;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    if (nombre.trim().length < 2) {
      setErrors({ nombre: t('v.roleName') });
      return;
    }
    setErrors({});
    if (!dirty) return;
    setSaving(true);
    try {
      // the answer becomes this page's role (and so the form's), with no second read
      await updateRole({ id: r.id, body: changes }).unwrap();
      notify({ message: t('role.saved'), variant: 'success' });
    } catch (err) {
      const f = formErrors(err, ['nombre']);
      setErrors(f.fields);
      setGeneral(f.general);
    }
    setSaving(false);
  };

  const toggle = (p: string, on: boolean) => setPerms((list) => (on ? [...list, p] : list.filter((x) => x !== p)));

  return (
    <Page title={r.nombre} subtitle={t('role.usersCount', { n: r.users })} back={back}>
      <form onSubmit={(e) => void save(e)} noValidate className={s.spaced}>
        <Section labelledBy={nameId}>
          <Subtitle2 as="h2" id={nameId}>
            {t('role.data')}
          </Subtitle2>
          <Field label={t('field.nombre')} required validationMessage={errors.nombre}>
            <Input value={nombre} onChange={(_, d) => setNombre(d.value)} />
          </Field>
        </Section>

        <Section labelledBy={permsId}>
          <Subtitle2 as="h2" id={permsId}>
            {t('field.permissions')}
          </Subtitle2>
          <Caption1>{t('role.permissionsHint')}</Caption1>
          {catalogue.isError ? (
            <LoadError message={errorMessage(catalogue.error)} onRetry={() => void catalogue.refetch()} />
          ) : !catalogue.data ? (
            <Loading />
          ) : (
            <div className={s.groups}>
              {catalogue.data.groups.map((g) => (
                <fieldset key={g.product} className={s.group}>
                  <legend className={s.legend}>{t(`product.${g.product}`, { defaultValue: g.product })}</legend>
                  {g.permissions.map((p) => {
                    const checked = perms.includes(p.name);
                    // nobody grants what they do not hold; removing is always allowed
                    const locked = !checked && !r.permissions.includes(p.name) && !holds(p.name);
                    return (
                      <Checkbox
                        key={p.name}
                        checked={checked}
                        disabled={locked}
                        onChange={(_, d) => toggle(p.name, d.checked === true)}
                        label={
                          <span className={s.perm}>
                            <span>{t(`perm.${p.name}`, { defaultValue: p.description })}</span>
                            <Caption1 className={s.code}>
                              {p.name}
                              {locked ? ` · ${t('role.notYours')}` : ''}
                            </Caption1>
                          </span>
                        }
                      />
                    );
                  })}
                </fieldset>
              ))}
            </div>
          )}
        </Section>

        {general && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{general}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.actions}>
          <Button appearance="primary" type="submit" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving || !dirty}>
            {t('common.save')}
          </Button>
          {dirty && (
            <Button
              appearance="subtle"
              disabled={saving}
              onClick={() => {
                setNombre(r.nombre);
                setPerms(r.permissions);
              }}
            >
              {t('common.discard')}
            </Button>
          )}
          <Button icon={<DeleteRegular />} onClick={() => setDeleting(true)} disabled={saving}>
            {t('role.delete')}
          </Button>
        </div>
        {dirty && <Caption1>{t('role.renewalHint')}</Caption1>}
      </form>

      <AuditTimeline entity="role" id={r.id} />

      <ConfirmDialog
        open={deleting}
        title={t('role.deleteTitle', { name: r.nombre })}
        body={r.users > 0 ? t('role.deleteInUse', { n: r.users }) : t('role.deleteBody')}
        confirmLabel={t('role.delete')}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteRole(r.id).unwrap();
          notify({ message: t('role.deleted', { name: r.nombre }), variant: 'success' });
          navigate('/config/roles/all');
        }}
      />
    </Page>
  );
}
