import { Field } from '@fluentui/react-components';
import type { BtCredencialDetalle } from '@sig/shared';
import { FormDialog, TextArea, formErrors } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBtT } from '../../i18n';
import { useRevocarMutation } from '../btApi';

/**
 * "Revocar": the reason and the confirmation in one dialog (the card stops being valid at once and it cannot be
 * undone); a failure stays in the dialog, explained.
 */
export function RevokeDialog({ card, open, onClose, onDone }: { card: BtCredencialDetalle; open: boolean; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useBtT();
  const [revocar, r] = useRevocarMutation();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async () => {
    setGeneral(null);
    if (motivo.trim().length < 3) return setError(t('revocar.motivoShort'));
    setError(null);
    const res = await revocar({ id: card.id, body: { motivo: motivo.trim(), version: card.version } });
    if ('error' in res) {
      const fe = formErrors(res.error, ['motivo'], t);
      setError(fe.fields.motivo ?? null);
      setGeneral(fe.general);
      return;
    }
    setMotivo('');
    onDone(t('revocar.done', { folio: card.folio }));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      modalType="alert"
      title={t('revocar.title', { folio: card.folio })}
      intro={t('revocar.body')}
      error={general}
      submitLabel={t('revocar.confirm')}
      busy={r.isLoading}
      onSubmit={submit}
    >
      <Field label={t('revocar.motivo')} required hint={t('revocar.motivoHint')} validationMessage={error} validationState={error ? 'error' : undefined}>
        {(p) => <TextArea {...p} value={motivo} maxLength={300} rows={3} onChange={(e) => setMotivo(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
