import { makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage, type EstatusRef } from '@sig/shared';
import { FormDialog } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useCasesT } from '../i18n';
import type { Act } from './CaseActions';
import { FinalEstatusField } from './FinalEstatusField';
import { PublicAnswerField } from './PublicAnswerField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  select: { width: '100%' },
});

/**
 * "Responder y cerrar": the answer the citizen reads on the follow page and the final estatus, sent as one
 * action (the server writes the public note and the move in one transaction). A failure stays in the dialog.
 */
export function CloseDialog({ open, cierres, act, onClose }: { open: boolean; cierres: EstatusRef[]; act: Act; onClose: () => void }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [respuesta, setRespuesta] = useState('');
  const [estatusId, setEstatusId] = useState(cierres[0]?.id ?? '');
  const [missing, setMissing] = useState<{ respuesta?: boolean; estatus?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async () => {
    const text = respuesta.trim();
    const lacking = { respuesta: !text, estatus: !estatusId };
    setMissing(lacking);
    if (lacking.respuesta || lacking.estatus) return;
    setBusy(true);
    setError(null);
    try {
      await act({ accion: 'cerrar', estatusId, respuesta: text });
      setBusy(false);
      onClose();
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err));
    }
  };

  return (
    <FormDialog
      open={open}
      modalType="modal"
      onClose={close}
      title={t('action.closeTitle')}
      intro={t('action.closeIntro')}
      submitLabel={t('action.closeSubmit')}
      busy={busy}
      error={error}
      onSubmit={submit}
      contentClassName={s.form}
    >
      <PublicAnswerField
        value={respuesta}
        hint={t('note.publicHint')}
        missing={Boolean(missing.respuesta)}
        onChange={(value) => {
          setRespuesta(value);
          setMissing((m) => ({ ...m, respuesta: false }));
        }}
      />
      <FinalEstatusField className={s.select} cierres={cierres} value={estatusId} onChange={setEstatusId} missing={Boolean(missing.estatus)} />
    </FormDialog>
  );
}
