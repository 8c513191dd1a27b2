import { Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Honeypot, checkFiles, isApiRequestError, navigate, type CaseKind, type LatLng } from '@sig/shared';
import { type FormEvent, useRef, useState } from 'react';

import { FieldGroup } from '../../components/FieldGroup';
import { TextArea } from '../../components/NativeControls';
import { Section } from '../../components/Section';
import { Problem } from '../../components/States';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { useContract, type PublicCliente, type PublicFilingBody, type PublicFilingResponse, type PublicTipo } from '../../lib/contract';
import { errorText, type Translate } from '../../lib/errorText';
import { codeFragment } from '../../lib/fragment';
import { forgetSession, sessionFor } from '../../lib/habitanteSession';
import { ANONIMO, hrefs } from '../../lib/hrefs';
import { looksLikeEmail } from '../../lib/registro';
import { publicApi } from '../../lib/publicApi';
import { AttachmentPicker, type UploadStatus } from './AttachmentPicker';
import { LocationMap } from './LocationMap';
import { NearbyCards } from './NearbyCards';

export const DESCRIPCION_MIN = 5;
export const DESCRIPCION_MAX = 4000;
export const DIRECCION_MAX = 300;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  input: { minHeight: TOUCH, width: '100%' },
  progress: { color: tokens.colorNeutralForeground2 },
});

type FieldName = 'descripcion' | 'ubicacion' | 'direccion' | 'archivos' | 'contactoEmail';
/** The filing's fields as the server names them; tipoId and habitanteId are not the citizen's to fix. */
const SERVER_FIELDS: Record<string, FieldName> = { descripcion: 'descripcion', ubicacion: 'ubicacion', direccion: 'direccion', contacto: 'contactoEmail' };

interface Values {
  descripcion: string;
  direccion: string;
  ubicacion: LatLng | null;
  files: File[];
  website: string;
  /** An anonymous filing's contact, all optional. */
  nombre: string;
  telefono: string;
  email: string;
}

function filingBody(v: Values, tipoId: string, habitante: string): PublicFilingBody {
  const contacto = { ...(v.nombre.trim() && { nombre: v.nombre.trim() }), ...(v.telefono.trim() && { telefono: v.telefono.trim() }), ...(v.email.trim() && { email: v.email.trim() }) };
  return {
    tipoId,
    descripcion: v.descripcion.trim(),
    ...(v.ubicacion && { ubicacion: v.ubicacion }),
    ...(v.direccion.trim() && { direccion: v.direccion.trim() }),
    ...(habitante !== ANONIMO && { habitanteId: habitante }),
    ...(habitante === ANONIMO && Object.keys(contacto).length > 0 && { contacto }),
    ...(v.website && { website: v.website }),
  };
}

function serverFieldErrors(e: unknown, t: Translate): Partial<Record<FieldName, string>> {
  const fields: Partial<Record<FieldName, string>> = {};
  if (!isApiRequestError(e)) return fields;
  for (const item of e.errors) {
    const name = SERVER_FIELDS[item.type.split('.')[0]];
    if (name) fields[name] ??= e.code === 'validation' ? item.message : errorText(e, t);
  }
  return fields;
}

export interface FilingFormProps {
  kind: CaseKind;
  cliente: PublicCliente;
  habitante: string;
  tipo: PublicTipo;
}

/**
 * The reporte (with its place on the map and photos) or solicitud (with documents) form. Sending files the
 * case, then uploads each attachment with the token it answered; one that fails does not stop the rest, and
 * the finish page names it. Whatever was typed stays when the filing itself fails.
 */
export function FilingForm({ kind, cliente, habitante, tipo }: FilingFormProps) {
  const s = useStyles();
  const { t } = useCitizenT();
  const { PUBLIC_FILES_MAX } = useContract();
  const [v, setV] = useState<Values>({ descripcion: '', direccion: '', ubicacion: null, files: [], website: '', nombre: '', telefono: '', email: '' });
  const anonymous = habitante === ANONIMO;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'filing' | 'uploading'>('idle');
  const [statuses, setStatuses] = useState<UploadStatus[] | undefined>(undefined);
  const descripcionRef = useRef<HTMLTextAreaElement>(null);
  const direccionRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const ubicacionRef = useRef<HTMLFieldSetElement>(null);
  const archivosRef = useRef<HTMLDivElement>(null);
  const busy = phase !== 'idle';

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    const field = (key === 'files' ? 'archivos' : key === 'email' ? 'contactoEmail' : key) as FieldName;
    setErrors((old) => (old[field] ? { ...old, [field]: undefined } : old));
  };

  const focusField = (field: FieldName | undefined) => {
    if (field === 'descripcion') descripcionRef.current?.focus();
    else if (field === 'direccion') direccionRef.current?.focus();
    else if (field === 'ubicacion') ubicacionRef.current?.querySelector<HTMLElement>('[role="application"], button')?.focus();
    else if (field === 'archivos') archivosRef.current?.querySelector<HTMLElement>('button')?.focus();
    else if (field === 'contactoEmail') emailRef.current?.focus();
  };

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (v.descripcion.trim().length < DESCRIPCION_MIN) found.descripcion = t('v.descripcion', { min: DESCRIPCION_MIN });
    if (kind === 'reporte' && !v.ubicacion) found.ubicacion = t('v.ubicacion');
    if (checkFiles(kind, v.files, PUBLIC_FILES_MAX).some((c) => c.problem)) found.archivos = t(`v.archivos.${kind}`, { max: PUBLIC_FILES_MAX });
    if (anonymous && v.email.trim() && !looksLikeEmail(v.email)) found.contactoEmail = t('v.email');
    return found;
  };
  const ORDER: FieldName[] = ['descripcion', 'ubicacion', 'direccion', 'archivos', 'contactoEmail'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGeneral(null);
    const found = validate();
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return focusField(first);

    setPhase('filing');
    let filed: PublicFilingResponse;
    try {
      filed = await publicApi.file(kind, cliente.slug, filingBody(v, tipo.id, habitante), anonymous ? undefined : sessionFor(habitante)?.token);
    } catch (e) {
      // the session ran out while the form was open: the next visit asks for a code again
      if (isApiRequestError(e) && e.code === 'citizen.session_required') forgetSession(habitante);
      const fields = serverFieldErrors(e, t);
      setErrors(fields);
      const firstServer = ORDER.find((f) => fields[f]);
      if (!firstServer) setGeneral(errorText(e, t, { max: PUBLIC_FILES_MAX }));
      setPhase('idle');
      focusField(firstServer);
      return;
    }

    const missing: string[] = [];
    if (v.files.length > 0) {
      setPhase('uploading');
      const progress: UploadStatus[] = v.files.map(() => 'waiting');
      setStatuses([...progress]);
      for (const [i, file] of v.files.entries()) {
        progress[i] = 'sending';
        setStatuses([...progress]);
        try {
          await publicApi.upload(cliente.slug, filed.id, filed.uploadToken, file);
          progress[i] = 'sent';
        } catch {
          progress[i] = 'failed';
          missing.push(file.name);
        }
        setStatuses([...progress]);
      }
    }
    navigate(hrefs.finish({ cliente: cliente.slug, folio: filed.folio, habitante, caseId: filed.id, kind, missing }) + codeFragment(filed.codigo));
  };

  const sent = statuses?.filter((x) => x === 'sent' || x === 'failed').length ?? 0;
  const buttonText =
    phase === 'filing' ? t('filing.sending') : phase === 'uploading' ? t(`filing.uploading.${kind}`, { n: Math.min(sent + 1, v.files.length), total: v.files.length }) : t(`filing.submit.${kind}`);

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t(`filing.formLabel.${kind}`)}>
      <Section>
        <Field
          label={t(`filing.descripcion.${kind}`)}
          required
          hint={t('filing.descripcion.hint', { n: v.descripcion.trim().length, min: DESCRIPCION_MIN, max: DESCRIPCION_MAX })}
          validationMessage={errors.descripcion}
        >
          {(props) => (
            <TextArea
              {...props}
              ref={descripcionRef}
              name="descripcion"
              dir="auto"
              value={v.descripcion}
              maxLength={DESCRIPCION_MAX}
              rows={4}
              readOnly={busy}
              onChange={(e) => set('descripcion', e.target.value)}
            />
          )}
        </Field>
      </Section>

      <Section>
        {kind === 'reporte' && (
          <FieldGroup label={t('filing.ubicacion')} required hint={t('filing.ubicacion.hint')} error={errors.ubicacion} groupRef={ubicacionRef}>
            <LocationMap
              value={v.ubicacion}
              onChange={(loc) => {
                // the pin stays where it was sent from
                if (!busy) set('ubicacion', loc);
              }}
              mapa={cliente.mapa}
            />
          </FieldGroup>
        )}
        {kind === 'reporte' && <NearbyCards cliente={cliente.slug} tipoId={tipo.id} place={v.ubicacion} email={habitante === ANONIMO ? v.email : ''} />}
        <Field label={t('filing.direccion')} hint={t(`filing.direccion.hint.${kind}`)} validationMessage={errors.direccion}>
          <Input
            ref={direccionRef}
            className={s.input}
            size="large"
            name="direccion"
            dir="auto"
            value={v.direccion}
            maxLength={DIRECCION_MAX}
            readOnly={busy}
            onChange={(_, d) => set('direccion', d.value)}
            autoComplete="street-address"
          />
        </Field>
      </Section>

      <Section>
        <div ref={archivosRef}>
          <AttachmentPicker
            kind={kind}
            files={v.files}
            onChange={(files) => set('files', files)}
            max={PUBLIC_FILES_MAX}
            disabled={busy}
            statuses={statuses}
            error={errors.archivos}
            askPhoto={kind === 'reporte' && tipo.pideFoto}
          />
        </div>
      </Section>

      {anonymous && (
        <Section title={t('filing.contacto')}>
          <Caption1 className={s.progress}>{t('filing.contacto.hint')}</Caption1>
          <Field label={t('field.nombre')}>
            <Input className={s.input} size="large" name="nombre" dir="auto" value={v.nombre} maxLength={160} readOnly={busy} onChange={(_, d) => set('nombre', d.value)} autoComplete="name" />
          </Field>
          <Field label={t('field.email')} hint={t('filing.contacto.email.hint')} validationMessage={errors.contactoEmail}>
            <Input
              ref={emailRef}
              className={s.input}
              size="large"
              type="email"
              name="email"
              dir="ltr"
              value={v.email}
              readOnly={busy}
              onChange={(_, d) => set('email', d.value)}
              autoComplete="email"
              inputMode="email"
            />
          </Field>
          <Field label={t('field.telefono')}>
            <Input className={s.input} size="large" type="tel" name="telefono" dir="ltr" value={v.telefono} maxLength={40} readOnly={busy} onChange={(_, d) => set('telefono', d.value)} autoComplete="tel" />
          </Field>
        </Section>
      )}

      <Honeypot value={v.website} onChange={(value) => set('website', value)} />
      {general && <Problem>{general}</Problem>}
      <SubmitButton busy={busy}>{buttonText}</SubmitButton>
      {busy && (
        <Caption1 className={s.progress} role="status">
          {t('filing.wait')}
        </Caption1>
      )}
    </form>
  );
}
