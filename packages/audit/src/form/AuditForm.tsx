import { Checkbox, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { isApiRequestError } from '@sig/shared';
import { BusyButton, ConfirmDialog, Section, TextArea, apiErrorMessage } from '@sig/shared/staff-ui';
import { useId, useRef, useState } from 'react';

import type { AuditCase, Verdict } from '../contract';
import type { SubmitOutcome } from '../field/fieldKit';
import { useAuditT } from '../i18n';
import { PhotoHashMismatch, type PickedPhoto } from '../lib/photos';
import { newClientId, type AuditDraft } from '../lib/sendAudit';
import { usePosition } from '../lib/usePosition';
import { CaseSummary } from './CaseSummary';
import { PhotoField } from './PhotoField';
import { PositionField } from './PositionField';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export const COMMENT_MAX = 2000;

export interface AuditFormProps {
  caso: AuditCase;
  idAuditWork?: string;
  submit: (draft: AuditDraft) => Promise<SubmitOutcome>;
  onDone: (outcome: SubmitOutcome) => void;
}

/**
 * The audit of one closed case: its summary, the tipo's checklist, photos, the device's position and its
 * distance to the case, a comment and the verdict. No conforme reopens the case, so it asks first. The
 * client-made id is kept across retries of the same audit (a lost answer then creates no second one).
 */
export function AuditForm({ caso, idAuditWork, submit, onDone }: AuditFormProps) {
  const s = useStyles();
  const { t } = useAuditT();
  const ids = { check: useId(), photos: useId(), pos: useId(), verdict: useId() };
  const clientId = useRef(newClientId());
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [comentario, setComentario] = useState('');
  const [veredicto, setVeredicto] = useState<Verdict | ''>('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const geo = usePosition(true);

  const draft = (v: Verdict): AuditDraft => ({
    body: {
      clientId: clientId.current,
      orderId: caso.orderId,
      tipo: caso.tipo,
      version: caso.version,
      checklist: caso.checklist.map((c) => ({ id: c.id, ok: checks[c.id] === true })),
      posicion: geo.position ? { lat: geo.position.lat, lng: geo.position.lng, precision: geo.position.precision } : null,
      comentario: comentario.trim(),
      veredicto: v,
      ...(idAuditWork ? { idAuditWork } : {}),
      realizadaAt: new Date().toISOString(),
    },
    photos,
  });

  const describe = (e: unknown): string => {
    if (e instanceof PhotoHashMismatch) return t('form.hashMismatch', { name: e.fileName });
    // the case changed meanwhile (reopened, audited by someone else): the auditor sees it, nothing is lost
    if (isApiRequestError(e) && e.status === 409) return t('form.conflict', { reason: apiErrorMessage(e, t) });
    return apiErrorMessage(e, t);
  };

  const send = async (v: Verdict) => {
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
    if (!veredicto) return setMissing(true);
    if (veredicto === 'no_conforme') return setConfirming(true);
    void send('conforme').catch(() => undefined);
  };

  return (
    <>
      <CaseSummary caso={caso} />
      <Section labelledBy={ids.check}>
        <Subtitle2 as="h2" id={ids.check}>
          {t('form.checklist')}
        </Subtitle2>
        {caso.checklist.length === 0 ? (
          <span>{t('form.noChecklist')}</span>
        ) : (
          <div className={s.list} role="group" aria-labelledby={ids.check}>
            {caso.checklist.map((c) => (
              <Checkbox key={c.id} label={c.texto} checked={checks[c.id] === true} onChange={(_, d) => setChecks({ ...checks, [c.id]: d.checked === true })} />
            ))}
          </div>
        )}
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
        <PositionField state={geo.state} position={geo.position} target={caso.ubicacion} onLocate={geo.locate} />
      </Section>
      <Section labelledBy={ids.verdict}>
        <Subtitle2 as="h2" id={ids.verdict}>
          {t('form.verdict')}
        </Subtitle2>
        <Field label={t('form.comment')} hint={t('form.commentHint')}>
          <TextArea value={comentario} maxLength={COMMENT_MAX} onChange={(e) => setComentario(e.target.value)} />
        </Field>
        <Field label={t('form.verdict')} required validationMessage={missing && !veredicto ? t('form.verdictMissing') : undefined}>
          <RadioGroup value={veredicto} onChange={(_, d) => setVeredicto(d.value as Verdict)}>
            <Radio value="conforme" label={t('verdict.conforme')} />
            <Radio value="no_conforme" label={t('verdict.no_conforme')} />
          </RadioGroup>
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
