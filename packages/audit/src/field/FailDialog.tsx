import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { AUDIT_FAIL_NOTE_MAX, AUDIT_FAIL_REASONS, type AuditFailReason } from '@sig/shared';
import { FormDialog, RadioChoices, TextArea, apiErrorMessage } from '@sig/shared/staff-ui';
import { useRef, useState } from 'react';

import { useAuditT } from '../i18n';
import type { FailDraft } from '../lib/markFailed';
import { newClientId } from '../lib/sendAudit';
import type { FailOutcome } from './fieldKit';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface FailDialogProps {
  open: boolean;
  folio: string;
  listaId: string;
  orderId: string;
  mark: (draft: FailDraft) => Promise<FailOutcome>;
  onClose: () => void;
  onDone: (outcome: FailOutcome) => void;
}

/**
 * "No se pudo auditar": a reason (and a note, required for "otro"), kept in the phone's outbox like an audit.
 * The clientId is made once per opening of the page, so pressing again after a lost answer makes one mark.
 */
export function FailDialog({ open, folio, listaId, orderId, mark, onClose, onDone }: FailDialogProps) {
  const s = useStyles();
  const { t } = useAuditT();
  const clientId = useRef(newClientId());
  const [motivo, setMotivo] = useState<AuditFailReason | ''>('');
  const [nota, setNota] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteMissing = motivo === 'otro' && nota.trim() === '';

  const submit = async () => {
    setTried(true);
    if (!motivo || noteMissing) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await mark({ listaId, orderId, body: { clientId: clientId.current, motivo, nota: nota.trim(), hechaEn: new Date().toISOString() } }));
    } catch (e) {
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('fail.title', { folio })}
      intro={t('fail.intro')}
      submitLabel={t('fail.submit')}
      busy={busy}
      error={error}
      onSubmit={submit}
      contentClassName={s.form}
    >
      <Field label={t('fail.reason')} required validationMessage={tried && !motivo ? t('fail.reasonMissing') : undefined}>
        {(field) => (
          <RadioChoices<AuditFailReason> {...field} value={motivo} onChange={setMotivo} options={AUDIT_FAIL_REASONS.map((r) => ({ value: r, label: t(`fail.reason.${r}`) }))} />
        )}
      </Field>
      <Field label={t('fail.note')} hint={t('fail.noteHint')} required={motivo === 'otro'} validationMessage={tried && noteMissing ? t('fail.noteMissing') : undefined}>
        {(field) => <TextArea {...field} value={nota} maxLength={AUDIT_FAIL_NOTE_MAX} onChange={(e) => setNota(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
