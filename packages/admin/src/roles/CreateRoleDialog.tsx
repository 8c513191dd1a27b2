import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { formErrors } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { useAdminT } from '../i18n';
import { adminApi, type AdminRole } from '../lib/api';

/** Names a new role (without permissions); the caller opens its editor. */
export function CreateRoleDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (role: AdminRole) => void }) {
  const { t } = useAdminT();
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setNombre('');
    setError(undefined);
    setGeneral(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    if (nombre.trim().length < 2) {
      setError(t('v.roleName'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const role = await adminApi.createRole(nombre.trim());
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
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('roles.createTitle')}</DialogTitle>
            <DialogContent>
              <Field label={t('field.nombre')} required validationMessage={error} hint={t('roles.createHint')}>
                <Input value={nombre} onChange={(_, d) => setNombre(d.value)} autoComplete="off" />
              </Field>
              {general && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{general}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('roles.create')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
