import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import type { LatLng } from '@sig/shared';
import { type FieldKit, sha256Hex } from '@sig/shared/field';
import { BusyButton, LOG_CODIGO_DIGITS, LOG_FIELD, PositionField, TextArea, usePosition } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { codigoMatches, FIRMA, FOTO, pruebaSender, queuePrueba, type PruebaWork, unstoredItem, useRecord } from './fieldWork';
import { ProofPhoto } from './ProofPhoto';
import { RecordForm } from './RecordForm';
import { SignaturePad } from './SignaturePad';

const useStyles = makeStyles({
  code: { maxWidth: '12em', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.2em' },
});

export interface ProofTarget {
  id: string;
  folio: string;
  ubicacion: LatLng | null;
  /** sha256 of logCodigoHashInput(id, code), when the phone has it (the repartidor's own deliveries). */
  codigoSha256: string | null;
}

const CODE = new RegExp(`^\\d{${LOG_CODIGO_DIGITS}}$`);

/**
 * The proof of delivery: a photo, the recipient's drawn signature, the one-time code (checked here against its hash,
 * offline too), the position and the time. Stored in the outbox under a clientId made once for this attempt, so
 * pressing again, or a retried sync, never makes a second proof.
 */
export function ProofForm({ target, kit, onQueued, autoLocate }: { target: ProofTarget; kit: FieldKit | null; onQueued: (how: 'queued' | 'sent') => void; autoLocate: boolean }) {
  const s = useStyles();
  const { t } = useLogT();
  // the repartidor at the door is located at once; staff at a desk only when they ask (no prompt, no warning)
  const geo = usePosition(autoLocate);
  const [clientId] = useState(() => crypto.randomUUID());
  const [photo, setPhoto] = useState<File | null>(null);
  const [firma, setFirma] = useState<Blob | null>(null);
  const [codigo, setCodigo] = useState('');
  const [nota, setNota] = useState('');
  const [errors, setErrors] = useState<{ foto?: string; firma?: string; codigo?: string }>({});
  const { busy, error, record } = useRecord(kit, onQueued, t);

  const submit = async () => {
    const code = codigo.trim();
    const next: typeof errors = {};
    if (!photo) next.foto = t('envio.prueba.needFoto');
    if (!firma) next.firma = t('envio.prueba.needFirma');
    if (!CODE.test(code)) next.codigo = t('envio.prueba.codigoFormat', { n: LOG_CODIGO_DIGITS });
    else if (target.codigoSha256 && !(await codigoMatches(target.id, code, target.codigoSha256))) next.codigo = t('envio.prueba.codigoWrong');
    setErrors(next);
    if (Object.keys(next).length || !photo || !firma) return;
    const position = geo.position;
    const work: PruebaWork = {
      entregaId: target.id,
      folio: target.folio,
      body: {
        clientId,
        verificacion: { metodo: 'codigo', codigo: code },
        posicion: position ? { lat: position.lat, lng: position.lng, accuracy: position.accuracy, at: position.at } : null,
        capturadaEn: new Date().toISOString(),
        nota: nota.trim(),
      },
    };
    await record(
      (k) => queuePrueba(k, work, photo, firma),
      () => sendNow(work, photo, firma),
    );
  };

  return (
    <RecordForm title={t('envio.prueba.title')} onSubmit={() => void submit()} error={error}>
      <Field label={t('envio.foto.label')} required validationMessage={errors.foto}>
        <ProofPhoto photo={photo} onChange={setPhoto} />
      </Field>
      <Field label={t('envio.firma.label')} required validationMessage={errors.firma}>
        <SignaturePad label={t('envio.firma.label')} onChange={setFirma} />
      </Field>
      <Field label={t('envio.prueba.codigo')} hint={target.codigoSha256 ? t('envio.prueba.codigoHint') : t('envio.prueba.codigoNoHash')} required validationMessage={errors.codigo}>
        <Input className={s.code} value={codigo} inputMode="numeric" autoComplete="one-time-code" maxLength={LOG_CODIGO_DIGITS} onChange={(_, d) => setCodigo(d.value.replace(/\D/g, ''))} />
      </Field>
      <Field label={t('envio.prueba.posicion')}>
        <PositionField
          state={geo.state}
          position={geo.position}
          target={target.ubicacion}
          onLocate={geo.locate}
          distanceLabel={(d, far) => t(far ? 'envio.posicion.far' : 'envio.posicion.distance', { d })}
          noTargetLabel={t('envio.posicion.noTarget')}
        />
      </Field>
      <Field label={t('envio.prueba.nota')}>{(field) => <TextArea {...field} value={nota} maxLength={1000} onChange={(e) => setNota(e.target.value)} />}</Field>
      <div>
        <BusyButton type="submit" appearance="primary" icon={<CheckmarkRegular />} busy={busy}>
          {t('envio.prueba.submit')}
        </BusyButton>
      </div>
    </RecordForm>
  );
}

/** Without the kit (a browser that refuses IndexedDB) the proof goes at once, through the same sender. */
async function sendNow(work: PruebaWork, foto: Blob, firma: Blob): Promise<void> {
  const refs: Record<string, string> = {};
  const item = unstoredItem(LOG_FIELD.prueba, work.body.clientId, work);
  for (const [name, blob] of [[FOTO, foto], [FIRMA, firma]] as const) {
    const sha256 = await sha256Hex(await blob.arrayBuffer());
    refs[name] = (await pruebaSender.uploadFile!(item, { name, sha256, blob })).ref;
  }
  await pruebaSender.send(item, refs);
}
