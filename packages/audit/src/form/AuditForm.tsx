import { Field, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { AuditCaseSummary, AuditChecklist, AuditCitizenNo, AuditVerdict } from '@sig/shared';
import { BusyButton, ConfirmDialog, PositionField, RadioChoices, Section, TextArea, apiErrorMessage, usePosition } from '@sig/shared/staff-ui';
import { type ReactNode, useId, useRef, useState } from 'react';

import type { SubmitOutcome } from '../field/fieldKit';
import { useAuditT } from '../i18n';
import { PhotoHashMismatch, type PickedPhoto } from '../lib/photos';
import { newClientId, type AuditDraft } from '../lib/sendAudit';
import { CaseSummary } from './CaseSummary';
import { ChecklistField, unanswered, type Answers } from './ChecklistField';
import { PhotoField } from './PhotoField';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export const COMMENT_MAX = 2000;

export interface AuditFormProps {
  caso: AuditCaseSummary;
  checklist: AuditChecklist;
  /** Photos and files already attached to the case (shown as a count). */
  archivos?: number;
  /** The citizen said it was not solved: shown above everything, it is why the case is audited first. */
  ciudadano?: AuditCitizenNo | null;
  /** The photos already attached (the phone page shows them as thumbnails), under the case. */
  photos?: ReactNode;
  /** The work list the audit answers (v2). */
  listaId?: string;
  submit: (draft: AuditDraft) => Promise<SubmitOutcome>;
  onDone: (outcome: SubmitOutcome) => void;
}

/**
 * The audit of one closed case: its summary, the tipo's checklist, photos, the device's position and its
 * distance to the case, a comment and the verdict. No conforme reopens the case, so it asks first. The
 * client-made id is kept across retries of the same audit (a lost answer then creates no second one), and
 * `visto` tells the server what the device saw, so a case reopened meanwhile comes back as a conflict.
 */
export function AuditForm({ caso, checklist, archivos, ciudadano, photos: attached, listaId, submit, onDone }: AuditFormProps) {
  const s = useStyles();
  const { t } = useAuditT();
  const ids = { check: useId(), photos: useId(), pos: useId(), verdict: useId() };
  const clientId = useRef(newClientId());
  const [answers, setAnswers] = useState<Answers>({});
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [comentario, setComentario] = useState('');
  const [veredicto, setVeredicto] = useState<AuditVerdict | ''>('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const geo = usePosition(true);

  const draft = (v: AuditVerdict): AuditDraft => ({
    body: {
      clientId: clientId.current,
      orderId: caso.id,
      kind: caso.kind,
      respuestas: checklist.items.filter((i) => answers[i.id]).map((i) => ({ itemId: i.id, respuesta: answers[i.id]! })),
      fotos: photos.map((p) => p.sha256),
      posicion: geo.position,
      comentario: comentario.trim(),
      veredicto: v,
      ...(listaId ? { listaId } : {}),
      visto: { closedAt: caso.closedAt, version: caso.version },
      hechaEn: new Date().toISOString(),
    },
    photos,
  });

  const describe = (e: unknown): string => (e instanceof PhotoHashMismatch ? t('form.hashMismatch', { name: e.fileName }) : apiErrorMessage(e, t));

  const send = async (v: AuditVerdict) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await submit(draft(v)));
    } catch (e) {
      setError(describe(e));
      throw e;
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = () => {
    setTried(true);
    if (!veredicto || unanswered(checklist, answers).length > 0) return;
    if (veredicto === 'no_conforme') return setConfirming(true);
    void send('conforme').catch(() => undefined);
  };

  return (
    <>
      <CaseSummary caso={caso} archivos={archivos} ciudadano={ciudadano ?? null} />
      {attached}
      <Section labelledBy={ids.check}>
        <Subtitle2 as="h2" id={ids.check}>
          {t('form.checklist')}
        </Subtitle2>
        <ChecklistField checklist={checklist} answers={answers} onChange={setAnswers} showMissing={tried} />
      </Section>
      <Section labelledBy={ids.photos}>
        <Subtitle2 as="h2" id={ids.photos}>
          {t('form.photos')}
        </Subtitle2>
        <PhotoField photos={photos} onChange={setPhotos} />
      </Section>
      <Section labelledBy={ids.pos}>
        <Subtitle2 as="h2" id={ids.pos}>
          {t('form.position')}
        </Subtitle2>
        <PositionField state={geo.state} position={geo.position} target={caso.ubicacion} onLocate={geo.locate} distanceLabel={(d, far) => t(far ? 'position.distanceFar' : 'position.distance', { d })} noTargetLabel={t('position.noTarget')} />
      </Section>
      <Section labelledBy={ids.verdict}>
        <Subtitle2 as="h2" id={ids.verdict}>
          {t('form.verdict')}
        </Subtitle2>
        <Field label={t('form.comment')} hint={t('form.commentHint')}>
          {(field) => <TextArea {...field} value={comentario} maxLength={COMMENT_MAX} onChange={(e) => setComentario(e.target.value)} />}
        </Field>
        <Field label={t('form.verdict')} required validationMessage={tried && !veredicto ? t('form.verdictMissing') : undefined}>
          {(field) => (
            <RadioChoices<AuditVerdict>
              {...field}
              value={veredicto ?? ''}
              onChange={setVeredicto}
              options={[
                { value: 'conforme', label: t('verdict.conforme') },
                { value: 'no_conforme', label: t('verdict.no_conforme') },
              ]}
            />
          )}
        </Field>
        {veredicto === 'no_conforme' && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('form.reopenWarning')}</MessageBarBody>
          </MessageBar>
        )}
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.actions}>
          <BusyButton appearance="primary" busy={busy} onClick={onSubmit}>
            {t('form.submit')}
          </BusyButton>
        </div>
      </Section>
      <ConfirmDialog
        open={confirming}
        title={t('form.confirmTitle')}
        body={t('form.confirmBody', { folio: caso.folio })}
        confirmLabel={t('form.confirm')}
        onConfirm={() => send('no_conforme')}
        onClose={() => setConfirming(false)}
        describeError={describe}
      />
    </>
  );
}
