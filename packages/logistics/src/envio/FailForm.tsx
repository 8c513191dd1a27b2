import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import type { LogMotivoFallo } from '@sig/shared';
import { type FieldKit } from '@sig/shared/field';
import { BusyButton, LOG_FIELD, LOG_MOTIVOS_FALLO, RadioChoices, TextArea, usePosition } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { fallidaSender, queueFallida, type FallidaWork, unstoredItem, useRecord } from './fieldWork';
import { RecordForm } from './RecordForm';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** "No se pudo entregar": the reason ("otro" needs a note), stored in the outbox under its clientId like a proof. */
export function FailForm({ entregaId, folio, kit, onQueued, onCancel }: { entregaId: string; folio: string; kit: FieldKit | null; onQueued: (how: 'queued' | 'sent') => void; onCancel: () => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const geo = usePosition(true);
  const [clientId] = useState(() => crypto.randomUUID());
  const [motivo, setMotivo] = useState<LogMotivoFallo | ''>('');
  const [nota, setNota] = useState('');
  const [errors, setErrors] = useState<{ motivo?: string; nota?: string }>({});
  const { busy, error, record } = useRecord(kit, onQueued, t);

  const submit = async () => {
    const next: typeof errors = {};
    if (!motivo) next.motivo = t('envio.fallo.needMotivo');
    else if (motivo === 'otro' && !nota.trim()) next.nota = t('envio.fallo.needNota');
    setErrors(next);
    if (Object.keys(next).length || !motivo) return;
    const p = geo.position;
    const work: FallidaWork = {
      entregaId,
      folio,
      body: { clientId, motivo, nota: nota.trim(), posicion: p ? { lat: p.lat, lng: p.lng, accuracy: p.accuracy, at: p.at } : null, capturadaEn: new Date().toISOString() },
    };
    await record(
      (k) => queueFallida(k, work),
      () => fallidaSender.send(unstoredItem(LOG_FIELD.fallida, clientId, work), {}).then(() => undefined),
    );
  };

  return (
    <RecordForm title={t('envio.fallo.title')} onSubmit={() => void submit()} error={error}>
      <Field label={t('envio.fallo.motivo')} required validationMessage={errors.motivo}>
        {(field) => <RadioChoices {...field} value={motivo} options={LOG_MOTIVOS_FALLO.map((m) => ({ value: m, label: t(`motivo.${m}`) }))} onChange={setMotivo} />}
      </Field>
      <Field label={t('envio.fallo.nota')} required={motivo === 'otro'} validationMessage={errors.nota}>
        {(field) => <TextArea {...field} value={nota} maxLength={1000} onChange={(e) => setNota(e.target.value)} />}
      </Field>
      <div className={s.actions}>
        <BusyButton type="submit" appearance="primary" busy={busy}>
          {t('envio.fallo.submit')}
        </BusyButton>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </RecordForm>
  );
}
