import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@sig/shared';
import { CheckboxGroup, FormDialog, formErrors, looksLikeEmail } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useAdminT } from '../i18n';
import { type AdminRole, useInviteUserMutation } from '../adminApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  roles: { display: 'flex', flexDirection: 'column', maxHeight: '220px', overflowY: 'auto' },
});

const FIELDS = ['email', 'displayName', 'roleIds'] as const;

/** Invites a person by e-mail: a pending user and an activation mail, or, for an existing account, a mail to accept. */
export function InviteDialog({ open, roles, rolesError, onClose, onInvited }: { open: boolean; roles: AdminRole[]; rolesError: string | null; onClose: () => void; onInvited: () => void }) {
  const s = useStyles();
  const { t } = useAdminT();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invite] = useInviteUserMutation();

  const reset = () => {
    setEmail('');
    setDisplayName('');
    setRoleIds([]);
    setErrors({});
    setGeneral(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('v.email.required');
    else if (!looksLikeEmail(email)) local.email = t('v.email.invalid');
    if (roleIds.length === 0) local.roleIds = t('v.roles.required');
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await invite({ email: email.trim(), roleIds, ...(displayName.trim() && { displayName: displayName.trim() }) }).unwrap();
      setBusy(false);
      notify({ message: t('invite.sent', { email: res.user.email }), variant: 'success' });
      reset();
      onInvited();
    } catch (err) {
      setBusy(false);
      const f = formErrors(err, FIELDS);
      setErrors(f.fields);
      setGeneral(f.general);
    }
  };

  const toggle = (id: string, on: boolean) => setRoleIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <FormDialog open={open} onClose={close} title={t('invite.title')} submitLabel={t('invite.submit')} busy={busy} error={general} onSubmit={submit} contentClassName={s.form}>
      <Field label={t('field.email')} required validationMessage={errors.email} hint={t('invite.hint')}>
        <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} autoComplete="off" />
      </Field>
      <Field label={t('field.displayName')} validationMessage={errors.displayName}>
        <Input value={displayName} onChange={(_, d) => setDisplayName(d.value)} autoComplete="off" />
      </Field>
      <CheckboxGroup label={t('field.roles')} required error={errors.roleIds ?? rolesError} className={s.roles}>
        {roles.map((r) => (
          <Checkbox key={r.id} label={r.nombre} checked={roleIds.includes(r.id)} onChange={(_, d) => toggle(r.id, d.checked === true)} />
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}
