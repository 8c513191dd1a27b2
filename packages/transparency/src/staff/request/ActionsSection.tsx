import { Body1, Button, Caption1, Checkbox, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { TRANSP_ACTION_OF, TRANSP_MOTIVO_REQUIRED, hasPermission, notify, useRole, type TranspDetail, type TranspEstatus } from '@sig/shared';
import { BusyButton, ConfirmDialog, NativeSelect, Section, StaleNotice, TextArea, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { type FormEvent, useId, useState } from 'react';

import { useTranspT } from '../../i18n';
import { shortDay } from '../../lib/days';
import { hasCode } from '../../lib/errors';
import { useAmpliacionMutation, useAsignarMutation, useEstatusMutation, usePrevencionMutation, useRespuestaMutation, useUnidadesQuery } from '../transpApi';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlockStart: tokens.spacingVerticalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  docs: { display: 'flex', flexDirection: 'column' },
});

/** Minimum lengths the contract sets (TranspPrevencionBody, TranspAmpliacionBody/motivo, TranspRespuestaBody). */
const MIN: Partial<Record<TranspEstatus, number>> = { EN_PREVENCION: 5, EN_AMPLIACION: 3, TERMINADA: 1, DESECHADA: 3, CANCELADA: 3 };

/**
 * The moves the server allows this caller now (`permitidos`) and the forms they need: a prevención (the clock
 * stops), the extension with its reason, the answer with its documents, discarding or cancelling with a reason
 * (confirmed first), and the unit that works it. A stale version (409) is explained and the request read again.
 */
export function ActionsSection({ r, refetch }: { r: TranspDetail; refetch: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const id = useId();
  const isAdm = hasPermission(['admin', 'TransparenciaAdm'], useRole());
  const [mode, setMode] = useState<TranspEstatus | null>(null);
  const [texto, setTexto] = useState('');
  const [docs, setDocs] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [estatus, moving] = useEstatusMutation();
  const [prevencion, preventing] = usePrevencionMutation();
  const [ampliacion, extending] = useAmpliacionMutation();
  const [respuesta, answering] = useRespuestaMutation();
  const busy = moving.isLoading || preventing.isLoading || extending.isLoading || answering.isLoading;
  const allowed = r.permitidos.filter((to) => to !== 'EN_AMPLIACION' || isAdm);
  const closing = mode === 'DESECHADA' ? 'DESECHADA' : 'CANCELADA';
  const draftDocs = r.documentos.filter((d) => d.origen === 'respuesta' && !d.enRespuesta);

  const open = (to: TranspEstatus) => {
    setError(null);
    setStale(false);
    if (to === 'PROCESO') return void run(to);
    setMode(to);
    setTexto('');
    setDocs(to === 'TERMINADA' ? draftDocs.map((d) => d.id) : []);
  };

  const failed = (x: unknown) => {
    if (hasCode(x, 'transparencia.stale')) setStale(true);
    else setError(apiErrorMessage(x, t));
  };

  const run = async (to: TranspEstatus) => {
    const body = texto.trim();
    const version = r.version;
    try {
      if (to === 'EN_PREVENCION') await prevencion({ id: r.id, body: { texto: body, version } }).unwrap();
      else if (to === 'EN_AMPLIACION') await ampliacion({ id: r.id, body: { motivo: body, version } }).unwrap();
      else if (to === 'TERMINADA') await respuesta({ id: r.id, body: { texto: body, documentos: docs, version } }).unwrap();
      else await estatus({ id: r.id, body: { estatus: to as 'PROCESO' | 'DESECHADA' | 'CANCELADA', ...(TRANSP_MOTIVO_REQUIRED.includes(to) && { motivo: body }), version } }).unwrap();
      notify({ message: t(`done.${to}`), variant: 'success' });
      setMode(null);
    } catch (x) {
      failed(x);
      throw x;
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mode) return;
    const min = MIN[mode] ?? 1;
    if (texto.trim().length < min) return setError(t(texto.trim() ? 'action.tooShort' : 'action.required', { n: min }));
    setError(null);
    // discarding and cancelling end the request for good: confirmed first
    if (TRANSP_MOTIVO_REQUIRED.includes(mode)) return setConfirming(true);
    void run(mode).catch(() => undefined);
  };

  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('action.title')}
      </Subtitle2>
      {stale && <StaleNotice message={t('error.transparencia.stale')} onReload={() => (setStale(false), refetch())} />}
      {r.prevencion && (
        <div className={s.block}>
          <Body1>
            <strong>{t('action.prevencionSent', { date: formatDateTime(r.prevencion.enviadaAt), until: shortDay(r.prevencion.responderAntes) })}</strong>
          </Body1>
          <p className={s.text}>{r.prevencion.texto}</p>
          {r.prevencion.respuesta ? (
            <>
              <Caption1>{t('action.prevencionReplied', { date: r.prevencion.respondidaAt ? formatDateTime(r.prevencion.respondidaAt) : '' })}</Caption1>
              <p className={s.text}>{r.prevencion.respuesta}</p>
            </>
          ) : (
            <Caption1>{t('action.prevencionWaiting')}</Caption1>
          )}
        </div>
      )}
      {r.ampliacion && (
        <div className={s.block}>
          <Body1>
            <strong>{t('action.ampliacionAt', { date: formatDateTime(r.ampliacion.at) })}</strong>
          </Body1>
          <p className={s.text}>{r.ampliacion.motivo}</p>
        </div>
      )}
      {r.respuesta && (
        <div className={s.block}>
          <Body1>
            <strong>{t('action.respuestaAt', { date: formatDateTime(r.respuesta.at) })}</strong>
          </Body1>
          <p className={s.text}>{r.respuesta.texto}</p>
        </div>
      )}
      {allowed.length === 0 ? (
        <Caption1>{t('action.none')}</Caption1>
      ) : (
        <div className={s.buttons} role="group" aria-label={t('action.moves')}>
          {allowed.map((to) => (
            <Button
              key={to}
              appearance={to === 'TERMINADA' ? 'primary' : 'secondary'}
              disabled={busy}
              aria-pressed={mode === to || undefined}
              onClick={() => open(to)}
            >
              {t(to === 'PROCESO' && r.estatus === 'EN_PREVENCION' ? 'move.PROCESO_reply' : `move.${to}`)}
            </Button>
          ))}
        </div>
      )}
      {mode && (
        <form className={s.form} onSubmit={submit} noValidate aria-label={t(`move.${mode}`)}>
          <Body1>{t(`form.${mode}.intro`)}</Body1>
          <Field label={t(`form.${mode}.label`)} required validationMessage={error} validationState={error ? 'error' : 'none'}>
            {(p) => <TextArea {...p} value={texto} onChange={(e) => setTexto(e.target.value)} rows={5} maxLength={mode === 'TERMINADA' ? 8000 : 4000} autoFocus />}
          </Field>
          {mode === 'TERMINADA' && (
            <div className={s.docs} role="group" aria-label={t('form.TERMINADA.docs')}>
              <Caption1>{draftDocs.length ? t('form.TERMINADA.docs') : t('form.TERMINADA.noDocs')}</Caption1>
              {draftDocs.map((d) => (
                <Checkbox
                  key={d.id}
                  label={d.nombre}
                  checked={docs.includes(d.id)}
                  onChange={(_, c) => setDocs(c.checked ? [...docs, d.id] : docs.filter((x) => x !== d.id))}
                />
              ))}
            </div>
          )}
          <div className={s.row}>
            <BusyButton type="submit" appearance="primary" busy={busy}>
              {t(`form.${mode}.submit`)}
            </BusyButton>
            <Button onClick={() => setMode(null)}>{t('common.cancel')}</Button>
          </div>
        </form>
      )}
      {!mode && error && <Caption1 role="alert">{error}</Caption1>}
      {isAdm && <AssignUnit r={r} onStale={() => setStale(true)} />}
      <ConfirmDialog
        open={confirming}
        title={t(`confirm.${closing}.title`)}
        body={t(`confirm.${closing}.body`, { folio: r.folio })}
        confirmLabel={t(`form.${closing}.submit`)}
        onConfirm={() => (mode ? run(mode) : Promise.resolve())}
        onClose={() => setConfirming(false)}
        describeError={(e) => (hasCode(e, 'transparencia.stale') ? t('error.transparencia.stale') : apiErrorMessage(e, t))}
      />
    </Section>
  );
}

/** The unit that works the request (TransparenciaAdm). */
function AssignUnit({ r, onStale }: { r: TranspDetail; onStale: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const units = useUnidadesQuery();
  const [assign, assigning] = useAsignarMutation();
  const [unidad, setUnidad] = useState(r.unidad?.id ?? '');
  const save = async () => {
    try {
      await assign({ id: r.id, body: { unidadId: unidad || null, version: r.version } }).unwrap();
      notify({ message: t('done.asignacion'), variant: 'success' });
    } catch (x) {
      if (hasCode(x, 'transparencia.stale')) onStale();
      else notify({ message: apiErrorMessage(x, t), variant: 'error' });
    }
  };
  return (
    <div className={s.row}>
      <Field label={t('action.assign')}>
        {(p) => (<NativeSelect {...p} value={unidad} onChange={(e) => setUnidad(e.target.value)}>
          <option value="">{t('filter.noUnit')}</option>
          {(units.data?.items ?? [])
            .filter((u) => u.activo || u.id === r.unidad?.id)
            .map((u) => (
              <option key={u.id} value={u.id}>
                {u.nombre}
              </option>
            ))}
        </NativeSelect>)}
      </Field>
      <BusyButton busy={assigning.isLoading} disabled={unidad === (r.unidad?.id ?? '')} onClick={() => void save()}>
        {t('action.assignSave')}
      </BusyButton>
    </div>
  );
}
