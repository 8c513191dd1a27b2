import { Field, Input } from '@fluentui/react-components';
import { FormDialog, formErrors } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useAdminT } from '../i18n';
import { type AdminRole, useCreateRoleMutation } from '../adminApi';

/** Names a new role (without permissions); the caller opens its editor. */
export function CreateRoleDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (role: AdminRole) => void }) {
  const { t } = useAdminT();
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createRole] = useCreateRoleMutation();

  const close = () => {
    setNombre('');
    setError(undefined);
    setGeneral(null);
    onClose();
  };
  const submit = async () => {
    setGeneral(null);
    if (nombre.trim().length < 2) {
      setError(t('v.roleName'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const role = await createRole(nombre.trim()).unwrap();
      setBusy(false);
      setNombre('');
      onCreated(role);
    } catch (err) {
      setBusy(false);
      const f = formErrors(err, ['nombre']);
      setError(f.fields.nombre);
      setGeneral(f.general);
    }
  };

  return (
    <FormDialog open={open} onClose={close} title={t('roles.createTitle')} submitLabel={t('roles.create')} busy={busy} error={general} onSubmit={submit}>
      <Field label={t('field.nombre')} required validationMessage={error} hint={t('roles.createHint')}>
        <Input value={nombre} onChange={(_, d) => setNombre(d.value)} autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
