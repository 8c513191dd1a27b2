import { Field } from '@fluentui/react-components';
import { notify } from '@sig/shared';
import { BOT_CLOSE_REASONS as CLOSE_REASONS, FormDialog, NativeSelect, TextArea } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBotT } from '../i18n';
import { useCloseMutation } from './centreApi';

type CloseReason = (typeof CLOSE_REASONS)[number];
import { ccError } from './ccText';

/** Closing asks for the reason (and an optional note) and is confirmed here: the citizen's chat ends. */
export function CloseDialog({ id, nombre, open, onClose, onDone }: { id: string; nombre: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useBotT();
  const [close, state] = useCloseMutation();
  const [motivo, setMotivo] = useState<CloseReason | ''>('');
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const dismiss = () => {
    setMotivo('');
    setNota('');
    setError(null);
    setFieldError(undefined);
    onClose();
  };
  const submit = async () => {
    setError(null);
    if (!motivo) return setFieldError(t('cc.close.pickReason'));
    setFieldError(undefined);
    try {
      await close({ id, body: { motivo, ...(nota.trim() && { nota: nota.trim() }) } }).unwrap();
      notify({ message: t('cc.close.done', { nombre }), variant: 'success' });
      dismiss();
      onDone();
    } catch (e) {
      setError(ccError(e, t));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={dismiss}
      title={t('cc.close.title', { nombre })}
      intro={t('cc.close.intro')}
      submitLabel={t('cc.close.submit')}
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      formLabel={t('cc.close.title', { nombre })}
    >
      <Field label={t('cc.close.reason')} required validationMessage={fieldError} validationState={fieldError ? 'error' : 'none'}>
        {(p) => (
          <NativeSelect {...p} value={motivo} onChange={(e) => setMotivo(e.target.value as CloseReason)}>
            <option value="">{t('cc.close.choose')}</option>
            {CLOSE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`cc.reason.${r}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('cc.close.note')} hint={t('cc.close.noteHint')}>
        {(p) => <TextArea {...p} value={nota} maxLength={1000} onChange={(e) => setNota(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
