import {
  Badge,
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ArrowSyncRegular, KeyResetRegular, MailRegular, PersonProhibitedRegular, SaveRegular } from '@fluentui/react-icons';
import { UserAvatar, errorMessage, hasPermission, isSafeImageUrl, notify, useRole, useSession } from '@sig/shared';
import { BackLink, CheckboxGroup, ConfirmDialog, LoadError, Loading, Page, Section, formErrors } from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useState } from 'react';

import { AuditTimeline } from '../components/AuditTimeline';
import { StatusBadge } from '../components/StatusBadge';
import { useAdminT } from '../i18n';
import {
  type AdminUser,
  type UpdateUserBody,
  useDisableUserMutation,
  useEnableUserMutation,
  useResendActivationMutation,
  useRolesQuery,
  useSendRecoveryMutation,
  useUpdateUserMutation,
  useUserQuery,
} from '../adminApi';

const useStyles = makeStyles({
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  identityText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  roles: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
  lockedHint: { display: 'block', color: tokens.colorNeutralForeground3, marginBlock: tokens.spacingVerticalS },
});

const FIELDS = ['displayName', 'phone', 'photoURL', 'roleIds'] as const;
const validPhoto = (v: string) => v.trim() === '' || isSafeImageUrl(v.trim());

interface Form {
  displayName: string;
  phone: string;
  photoURL: string;
  roleIds: string[];
}
const formOf = (u: AdminUser): Form => ({ displayName: u.displayName, phone: u.phone, photoURL: u.photoURL, roleIds: u.roles.map((r) => r.id) });

/** /config/users/:id: one user's data, roles, account actions and history. */
export function UserDetailPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useAdminT();
  const me = useSession((st) => st.user);
  const myRole = useRole();
  // every write below answers the user as it is now, which the api writes into this page's entry
  const user = useUserQuery(id);
  const roles = useRolesQuery();
  const [updateUser] = useUpdateUserMutation();
  const [disableUser] = useDisableUserMutation();
  const [enableUser] = useEnableUserMutation();
  const [resendActivation] = useResendActivationMutation();
  const [sendRecovery] = useSendRecoveryMutation();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<'disable' | 'enable' | null>(null);
  const [mailing, setMailing] = useState(false);
  const formId = useId('user-form');
  const accountId = useId('account');

  useEffect(() => {
    if (user.data) setForm(formOf(user.data));
  }, [user.data]);

  const back = <BackLink href="/config/users/all" label={t('users.back')} />;
  if (user.isError && !user.data) {
    return (
      <Page title={t('user.title')} back={back}>
        <LoadError message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
      </Page>
    );
  }
  if (!user.data || !form) {
    return (
      <Page title={t('user.title')} back={back}>
        <Loading />
      </Page>
    );
  }
  const u = user.data;

  const initial = formOf(u);
  const changes: UpdateUserBody = {};
  if (form.displayName.trim() !== initial.displayName) changes.displayName = form.displayName.trim();
  if (form.phone.trim() !== initial.phone) changes.phone = form.phone.trim();
  if (form.photoURL.trim() !== initial.photoURL) changes.photoURL = form.photoURL.trim();
  if ([...form.roleIds].sort().join() !== [...initial.roleIds].sort().join()) changes.roleIds = form.roleIds;
  const dirty = Object.keys(changes).length > 0;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!form.displayName.trim()) local.displayName = t('v.displayName.required');
    if (!validPhoto(form.photoURL)) local.photoURL = t('v.photoURL');
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length || !dirty) return;
    setSaving(true);
    try {
      await updateUser({ id: u.id, body: changes }).unwrap();
      notify({ message: t('user.saved'), variant: 'success' });
    } catch (err) {
      const f = formErrors(err, FIELDS);
      setErrors(f.fields);
      setGeneral(f.general);
    }
    setSaving(false);
  };

  const mail = async (kind: 'activation' | 'recovery') => {
    setMailing(true);
    try {
      const res = await (kind === 'activation' ? resendActivation(u.id) : sendRecovery(u.id)).unwrap();
      notify({ message: t(kind === 'activation' ? 'user.activationSent' : 'user.recoverySent', { email: res.user.email }), variant: 'success' });
    } catch (err) {
      notify({ message: errorMessage(err), variant: 'error' });
    }
    setMailing(false);
  };

  const isSelf = me?.email === u.email;
  const ownerLocked = u.owner && !me?.master;
  // the server refuses it too (admin.admin_protected): a user manager leaves administrators alone
  const adminLocked = u.permissions.includes('admin') && !hasPermission(['admin'], myRole);
  // the server refuses it too (admin.profile_locked): the profile is the person's while the invitation
  // waits or while the account also works for another cliente
  const profileLocked = u.profileLocked && !me?.master;
  const toggleRole = (roleId: string, on: boolean) => setForm((f) => f && { ...f, roleIds: on ? [...f.roleIds, roleId] : f.roleIds.filter((x) => x !== roleId) });
  // roles of the user that the roles list could not show (the list needs EditarRoles) stay as they are
  const roleChoices = roles.data?.roles.map((r) => ({ id: r.id, nombre: r.nombre })) ?? u.roles;
  const rolesError = roles.isError ? errorMessage(roles.error) : null;

  return (
    <Page title={u.displayName || u.email} subtitle={u.email} back={back}>
      <Section>
        <div className={s.identity}>
          <UserAvatar name={u.displayName || u.email} photoURL={u.photoURL} size={56} />
          <div className={s.identityText}>
            <div className={s.badges}>
              <StatusBadge status={u.status} />
              {u.owner && (
                <Badge appearance="outline" color="brand" shape="rounded">
                  {t('users.owner')}
                </Badge>
              )}
              {u.master && (
                <Badge appearance="outline" color="informative" shape="rounded">
                  {t('users.master')}
                </Badge>
              )}
            </div>
            <Caption1 className={s.hint}>{t('user.permissionsCount', { n: u.permissions.length })}</Caption1>
          </div>
        </div>
      </Section>

      <Section labelledBy={formId}>
        <Subtitle2 as="h2" id={formId}>
          {t('user.data')}
        </Subtitle2>
        <form onSubmit={(e) => void save(e)} noValidate>
          <div className={s.grid}>
            <Field label={t('field.displayName')} required validationMessage={errors.displayName}>
              <Input value={form.displayName} disabled={profileLocked} onChange={(_, d) => setForm({ ...form, displayName: d.value })} />
            </Field>
            <Field label={t('field.phone')} validationMessage={errors.phone}>
              <Input type="tel" value={form.phone} disabled={profileLocked} onChange={(_, d) => setForm({ ...form, phone: d.value })} />
            </Field>
            <Field label={t('field.photoURL')} validationMessage={errors.photoURL} hint={t('user.photoHint')}>
              <Input type="url" value={form.photoURL} disabled={profileLocked} onChange={(_, d) => setForm({ ...form, photoURL: d.value })} />
            </Field>
          </div>
          {profileLocked && <Body1 className={s.lockedHint}>{t('user.profileLockedHint')}</Body1>}
          <CheckboxGroup label={t('field.roles')} error={errors.roleIds ?? rolesError} hint={t('user.rolesHint')} className={s.roles}>
            {roleChoices.map((r) => (
              <Checkbox key={r.id} label={r.nombre} checked={form.roleIds.includes(r.id)} onChange={(_, d) => toggleRole(r.id, d.checked === true)} />
            ))}
          </CheckboxGroup>
          {general && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{general}</MessageBarBody>
            </MessageBar>
          )}
          <div className={s.actions} style={{ marginBlockStart: tokens.spacingVerticalM }}>
            <Button appearance="primary" type="submit" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving || !dirty || adminLocked}>
              {t('common.save')}
            </Button>
            {dirty && (
              <Button appearance="subtle" onClick={() => setForm(initial)} disabled={saving}>
                {t('common.discard')}
              </Button>
            )}
          </div>
        </form>
      </Section>

      <Section labelledBy={accountId}>
        <Subtitle2 as="h2" id={accountId}>
          {t('user.account')}
        </Subtitle2>
        <div className={s.actions}>
          {u.status === 'disabled' ? (
            <Button icon={<ArrowSyncRegular />} onClick={() => setConfirm('enable')}>
              {t('user.enable')}
            </Button>
          ) : (
            <Button icon={<PersonProhibitedRegular />} onClick={() => setConfirm('disable')} disabled={isSelf || ownerLocked || adminLocked}>
              {t('user.disable')}
            </Button>
          )}
          {u.status === 'pending' && (
            <Button icon={<MailRegular />} onClick={() => void mail('activation')} disabled={mailing}>
              {t('user.resendActivation')}
            </Button>
          )}
          {u.status === 'active' && (
            <Button icon={<KeyResetRegular />} onClick={() => void mail('recovery')} disabled={mailing}>
              {t('user.sendRecovery')}
            </Button>
          )}
        </div>
        {isSelf && u.status !== 'disabled' && <Body1 className={s.hint}>{t('user.selfHint')}</Body1>}
        {ownerLocked && u.status !== 'disabled' && <Body1 className={s.hint}>{t('user.ownerHint')}</Body1>}
        {adminLocked && !ownerLocked && <Body1 className={s.hint}>{t('user.adminHint')}</Body1>}
      </Section>

      <AuditTimeline entity="user" id={u.id} />

      <ConfirmDialog
        open={confirm === 'disable'}
        title={t('user.disableTitle', { name: u.displayName || u.email })}
        body={t('user.disableBody')}
        confirmLabel={t('user.disable')}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          await disableUser(u.id).unwrap();
          notify({ message: t('user.disabled'), variant: 'success' });
        }}
      />
      <ConfirmDialog
        open={confirm === 'enable'}
        title={t('user.enableTitle', { name: u.displayName || u.email })}
        body={t('user.enableBody')}
        confirmLabel={t('user.enable')}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          await enableUser(u.id).unwrap();
          notify({ message: t('user.enabled'), variant: 'success' });
        }}
      />
    </Page>
  );
}
