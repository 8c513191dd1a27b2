import { Button, Caption1, Field, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PRIORIDADES, errorMessage, type CaseActionBody, type CaseDetail, type CaseFiltersResponse, type EstatusRef, type Prioridad } from '@sig/shared';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { BusyButton, ConfirmDialog, NativeSelect, TextArea } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { useCasesT } from '../i18n';
import { CloseDialog } from './CloseDialog';
import { PublicAnswerField } from './PublicAnswerField';

/** An action without its version: the page adds the version of the case it shows. */
export type ActionInput = CaseActionBody extends infer B ? (B extends unknown ? Omit<B, 'version'> : never) : never;
export type Act = (body: ActionInput) => Promise<void>;

export const REOPEN_REASON_MIN = 5;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  select: { width: '100%' },
  button: { alignSelf: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
  comment: { minHeight: '56px' },
  quick: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  quickButtons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Runs one action from a small form: busy while it runs, its failure explained beside it. */
function useRun(act: Act) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: ActionInput, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await act(body);
      after?.();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function ErrorBar({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

function EstatusForm({ detail, act }: { detail: CaseDetail; act: Act }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [estatusId, setEstatusId] = useState('');
  const [comentario, setComentario] = useState('');
  const [respuesta, setRespuesta] = useState('');
  const [missing, setMissing] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const { busy, error, run } = useRun(act);

  if (detail.siguientes.length === 0) return <Caption1 className={s.muted}>{t('action.noNext')}</Caption1>;
  const closes = detail.siguientes.find((x) => x.id === estatusId)?.final ?? false;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!estatusId) return setMissing(true);
    if (closes && !respuesta.trim()) return setMissingReason(true);
    const body: ActionInput = {
      accion: 'estatus',
      estatusId,
      ...(comentario.trim() && { comentario: comentario.trim() }),
      ...(closes && { respuesta: respuesta.trim() }),
    };
    void run(body, () => {
      setEstatusId('');
      setComentario('');
      setRespuesta('');
    });
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="case-action-estatus">
      <Subtitle2 as="h3" id="case-action-estatus">
        {t('action.estatus')}
      </Subtitle2>
      <Field label={t('action.newEstatus')} required validationMessage={missing ? t('v.required') : undefined}>
        {(props) => (
          <NativeSelect
            {...props}
            className={s.select}
            value={estatusId}
            onChange={(e) => {
              setEstatusId(e.target.value);
              setMissing(false);
            }}
          >
            <option value="">{t('form.choose')}</option>
            {detail.siguientes.map((x) => (
              <option key={x.id} value={x.id}>
                {x.final ? t('action.estatusFinal', { name: x.nombre }) : x.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {closes && (
        <PublicAnswerField
          className={s.comment}
          value={respuesta}
          hint={t('action.publicReasonHint')}
          missing={missingReason}
          onChange={(value) => {
            setRespuesta(value);
            setMissingReason(false);
          }}
        />
      )}
      <Field label={t('action.comment')} hint={t('action.commentHint')}>
        {(props) => <TextArea {...props} className={s.comment} value={comentario} maxLength={1000} onChange={(e) => setComentario(e.target.value)} />}
      </Field>
      <ErrorBar message={error} />
      <BusyButton className={s.button} appearance="primary" type="submit" busy={busy}>
        {t('action.changeEstatus')}
      </BusyButton>
    </form>
  );
}

function AssignForm({ detail, filters, act }: { detail: CaseDetail; filters: CaseFiltersResponse | null; act: Act }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [dependenciaId, setDependenciaId] = useState(detail.dependencia?.id ?? '');
  const [moduloId, setModuloId] = useState(detail.modulo?.id ?? '');
  const [asignadoA, setAsignadoA] = useState(detail.asignado?.id ?? '');
  const { busy, error, run } = useRun(act);
  const modulos = (filters?.modulos ?? []).filter((m) => m.dependenciaId === dependenciaId);
  // the current choice stays listed even if the catalogue no longer offers it
  const keep = <T extends { id: string }>(items: T[], current: { id: string; nombre?: string; displayName?: string } | null) =>
    current && !items.some((i) => i.id === current.id) ? [{ id: current.id, label: current.nombre ?? current.displayName ?? current.id }] : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run({ accion: 'asignar', dependenciaId: dependenciaId || null, moduloId: moduloId || null, asignadoA: asignadoA || null });
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="case-action-assign">
      <Subtitle2 as="h3" id="case-action-assign">
        {t('action.assign')}
      </Subtitle2>
      <Field label={t('field.dependencia')}>
        {(props) => (
          <NativeSelect
            {...props}
            className={s.select}
            value={dependenciaId}
            onChange={(e) => {
              setDependenciaId(e.target.value);
              setModuloId('');
            }}
          >
            <option value="">{t('form.none')}</option>
            {keep(filters?.dependencias ?? [], detail.dependencia).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
            {(filters?.dependencias ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('field.modulo')} hint={dependenciaId && modulos.length === 0 ? t('action.noModulos') : undefined}>
        {(props) => (
          <NativeSelect {...props} className={s.select} value={moduloId} disabled={!dependenciaId} onChange={(e) => setModuloId(e.target.value)}>
            <option value="">{t('form.none')}</option>
            {dependenciaId === detail.dependencia?.id &&
              keep(modulos, detail.modulo).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            {modulos.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('field.asignado')}>
        {(props) => (
          <NativeSelect {...props} className={s.select} value={asignadoA} onChange={(e) => setAsignadoA(e.target.value)}>
            <option value="">{t('case.unassigned')}</option>
            {keep(filters?.usuarios ?? [], detail.asignado).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
            {(filters?.usuarios ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.displayName}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <ErrorBar message={error} />
      <BusyButton className={s.button} type="submit" busy={busy}>
        {t('action.saveAssign')}
      </BusyButton>
    </form>
  );
}

function PrioridadForm({ detail, act }: { detail: CaseDetail; act: Act }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [prioridad, setPrioridad] = useState<Prioridad>(detail.prioridad);
  const { busy, error, run } = useRun(act);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run({ accion: 'prioridad', prioridad });
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="case-action-prioridad">
      <Subtitle2 as="h3" id="case-action-prioridad">
        {t('field.prioridad')}
      </Subtitle2>
      <Field label={t('action.newPrioridad')}>
        {(props) => (
          <NativeSelect {...props} className={s.select} value={prioridad} onChange={(e) => setPrioridad(e.target.value as Prioridad)}>
            {PRIORIDADES.map((p) => (
              <option key={p} value={p}>
                {t(`prioridad.${p}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <ErrorBar message={error} />
      <Button className={s.button} type="submit" disabled={busy || prioridad === detail.prioridad} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {t('action.savePrioridad')}
      </Button>
    </form>
  );
}

function ReopenForm({ act }: { act: Act }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < REOPEN_REASON_MIN) return setInvalid(true);
    setConfirming(true);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="case-action-reopen">
      <Subtitle2 as="h3" id="case-action-reopen">
        {t('action.reopen')}
      </Subtitle2>
      <Caption1 className={s.muted}>{t('action.closedNote')}</Caption1>
      <Field label={t('action.reopenReason')} required validationMessage={invalid ? t('v.reasonMin', { min: REOPEN_REASON_MIN }) : undefined}>
        {(props) => (
          <TextArea
            {...props}
            className={s.comment}
            value={reason}
            maxLength={1000}
            onChange={(e) => {
              setReason(e.target.value);
              setInvalid(false);
            }}
          />
        )}
      </Field>
      <Button className={s.button} appearance="primary" type="submit">
        {t('action.reopen')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('action.reopenTitle')}
        body={t('action.reopenBody')}
        confirmLabel={t('action.reopen')}
        onConfirm={() => act({ accion: 'reabrir', comentario: reason.trim() }).then(() => setReason(''))}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}

/**
 * The usual next estatus as one click ("Pasar a Asignado") and "Responder y cerrar": the two moves a clerk
 * makes most, before the full forms. With no usual next step left, answering and closing is the primary one.
 */
function QuickActions({ detail, act, onAnswer }: { detail: CaseDetail; act: Act; onAnswer: () => void }) {
  const s = useStyles();
  const { t } = useCasesT();
  const { busy, error, run } = useRun(act);
  const next = detail.siguiente;
  if (!next && detail.cierres.length === 0) return null;
  return (
    <div className={s.quick} role="group" aria-label={t('action.quick')}>
      <div className={s.quickButtons}>
        {next && (
          <BusyButton appearance="primary" busy={busy} onClick={() => void run({ accion: 'estatus', estatusId: next.id })}>
            {t('action.next', { name: next.nombre })}
          </BusyButton>
        )}
        {detail.cierres.length > 0 && (
          <Button appearance={next ? 'secondary' : 'primary'} icon={<CheckmarkCircleRegular />} disabled={busy} onClick={onAnswer}>
            {t('action.close')}
          </Button>
        )}
      </div>
      <ErrorBar message={error} />
    </div>
  );
}

/** What an editor may do to the case now; a closed case offers only reopening. */
export function CaseActions({ detail, filters, act }: { detail: CaseDetail; filters: CaseFiltersResponse | null; act: Act }) {
  const s = useStyles();
  const closed = detail.estatus.final || detail.closedAt !== null;
  // outside the part keyed by version, and closed through its open prop, never unmounted while open: the
  // case changes under it, and a dialog taken away while open leaves the page hidden from assistive technology
  const [closing, setClosing] = useState<{ open: boolean; round: number; cierres: EstatusRef[] }>({ open: false, round: 0, cierres: [] });
  // keyed by version: after any change the forms start from the case as it now is (prefixed: round 1
  // beside version 1 were two siblings with one key, which React may reconcile wrongly)
  return (
    <>
      {closing.round > 0 && <CloseDialog key={`close-${closing.round}`} open={closing.open} cierres={closing.cierres} act={act} onClose={() => setClosing((c) => ({ ...c, open: false }))} />}
      <div className={s.root} key={`version-${detail.version}`}>
        {closed ? (
          <ReopenForm act={act} />
        ) : (
          <>
            <QuickActions detail={detail} act={act} onAnswer={() => setClosing((c) => ({ open: true, round: c.round + 1, cierres: detail.cierres }))} />
            <EstatusForm detail={detail} act={act} />
            <AssignForm detail={detail} filters={filters} act={act} />
            <PrioridadForm detail={detail} act={act} />
          </>
        )}
      </div>
    </>
  );
}
