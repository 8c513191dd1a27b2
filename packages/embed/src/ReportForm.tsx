import { Button, Caption1, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CASE_FILE_MAX_BYTES, HONEYPOT_FIELD, type LatLng, PUBLIC_FILES_MAX, type PublicCliente, type PublicFilingBody, type PublicTipo, UPLOAD_TOKEN_HEADER } from '@sig/shared/contract';
import type { ElementAttributes } from '@sig/shared/elements';
import { LocationPicker } from '@sig/shared/map';
import { type FormEvent, useMemo, useRef, useState } from 'react';

import { type CitizenT, citizenText } from './citizenStrings';
import { type ReportFormAttribute, type Site, type SiteUrls, siteSettings, siteUrls } from './citizenSettings';
import { FiledCard } from './FiledCard';
import { embedText, languageOf } from './embedStrings';
import { type LoadProblem, RETRYABLE } from './loadJson';
import { NativeSelect, TextArea } from './NativeControls';
import { NearbyCards } from './NearbyCards';
import { Notice } from './Notice';
import { PhotoPicker, checkPhotos, formatBytes } from './PhotoPicker';
import { publicCall, refusalOf, refusalText } from './publicCall';
import { isFiled, isFilingCliente, isUploaded } from './publicShapes';
import { SCRIPT_ORIGIN } from './scriptOrigin';
import { useJson } from './useJson';

export const DESCRIPCION_MIN = 5;
export const DESCRIPCION_MAX = 4000;
const MAP_HEIGHT = 300;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '44em' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  loading: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '120px' },
  submit: { alignSelf: 'flex-start', minHeight: '40px' },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
});

type FieldName = 'tipo' | 'descripcion' | 'ubicacion' | 'direccion' | 'fotos' | 'nombre' | 'email' | 'telefono';
const ORDER: FieldName[] = ['tipo', 'descripcion', 'ubicacion', 'direccion', 'fotos', 'nombre', 'email', 'telefono'];
/** The filing's fields as the server names them (a field error's `field`), as this form names them. */
const SERVER_FIELDS: Record<string, FieldName> = { tipoId: 'tipo', descripcion: 'descripcion', ubicacion: 'ubicacion', direccion: 'direccion', 'contacto.nombre': 'nombre', 'contacto.email': 'email', 'contacto.telefono': 'telefono', archivo: 'fotos' };
const LABELS: Record<FieldName, Parameters<CitizenT>[0]> = {
  tipo: 'form.tipo',
  descripcion: 'form.descripcion',
  ubicacion: 'form.ubicacion',
  direccion: 'form.direccion',
  fotos: 'form.fotos',
  nombre: 'form.nombre',
  email: 'form.email',
  telefono: 'form.telefono',
};
const serverField = (field: string): FieldName | undefined => SERVER_FIELDS[field] ?? SERVER_FIELDS[field.split('.')[0]];

interface Values {
  tipoId: string;
  descripcion: string;
  ubicacion: LatLng | null;
  direccion: string;
  files: File[];
  nombre: string;
  email: string;
  telefono: string;
  [HONEYPOT_FIELD]: string;
}
const EMPTY: Values = { tipoId: '', descripcion: '', ubicacion: null, direccion: '', files: [], nombre: '', email: '', telefono: '', [HONEYPOT_FIELD]: '' };

function filingBody(v: Values): PublicFilingBody {
  const contacto = { ...(v.nombre.trim() && { nombre: v.nombre.trim() }), ...(v.telefono.trim() && { telefono: v.telefono.trim() }), ...(v.email.trim() && { email: v.email.trim() }) };
  return {
    tipoId: v.tipoId,
    descripcion: v.descripcion.trim(),
    ...(v.ubicacion && { ubicacion: v.ubicacion }),
    ...(v.direccion.trim() && { direccion: v.direccion.trim() }),
    ...(Object.keys(contacto).length > 0 && { contacto }),
    ...(v[HONEYPOT_FIELD] && { [HONEYPOT_FIELD]: v[HONEYPOT_FIELD] }),
  };
}

export interface Filed {
  folio: string;
  codigo: string;
  missing: string[];
  mailed: boolean;
}

const LOAD_TEXT: Record<LoadProblem, Parameters<CitizenT>[0]> = { cliente: 'error.cliente', disabled: 'error.disabled', filter: 'error.server', busy: 'error.busy', network: 'error.network', server: 'error.server' };

/** <sig-report-form>: file a reporte of a cliente from another site (anonymously), with place, photos, the nearby cards and the folio at the end. */
export function ReportForm(attrs: ElementAttributes<ReportFormAttribute>) {
  const s = useStyles();
  const lang = languageOf(attrs.lang);
  const t = useMemo(() => citizenText(lang), [lang]);
  const settings = siteSettings(attrs, SCRIPT_ORIGIN);
  const site = settings.problem === null ? settings : null;
  const urls = useMemo(() => site && siteUrls(site), [site?.api, site?.cliente]);
  const cliente = useJson(urls && urls.cliente, isFilingCliente);

  if (!site || !urls) return <Notice message={t(settings.problem === 'api' ? 'error.api' : 'error.noCliente')} retryLabel={t('retry')} />;
  if (cliente.problem) {
    return <Notice message={t(LOAD_TEXT[cliente.problem], { cliente: site.cliente })} retryLabel={t('retry')} onRetry={RETRYABLE.has(cliente.problem) ? cliente.retry : undefined} />;
  }
  if (!cliente.fresh || !cliente.data) {
    return (
      <div className={s.loading} aria-busy="true">
        <Spinner size="small" label={embedText(lang)('embed.loading.form')} />
      </div>
    );
  }
  const data = cliente.data;
  if (!data.recibeCasos) return <Notice message={t('error.disabled')} retryLabel={t('retry')} />;
  if (data.tiposReporte.length === 0) return <Notice message={t('error.noTipos', { cliente: data.nombre })} retryLabel={t('retry')} />;
  const asked = attrs.tipo?.trim() || null;
  const fixed = asked ? data.tiposReporte.find((tp) => tp.id === asked) : undefined;
  if (asked && !fixed) return <Notice message={t('error.tipo', { tipo: asked, cliente: data.nombre })} retryLabel={t('retry')} />;
  // a new cliente or tipo starts a new form
  return <FilingForm key={`${site.api} ${site.cliente} ${fixed?.id ?? ''}`} site={site} urls={urls} cliente={data} fixed={fixed ?? null} t={t} lang={lang} />;
}

interface FilingFormProps {
  site: Site;
  urls: SiteUrls;
  cliente: PublicCliente;
  /** The tipo the `tipo` attribute fixes; null: the citizen chooses among the public ones. */
  fixed: PublicTipo | null;
  t: CitizenT;
  lang: string;
}

function FilingForm({ urls, cliente, fixed, t, lang }: FilingFormProps) {
  const s = useStyles();
  const [v, setV] = useState<Values>(() => ({ ...EMPTY, tipoId: fixed?.id ?? (cliente.tiposReporte.length === 1 ? cliente.tiposReporte[0].id : '') }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [phase, setPhase] = useState<{ step: 'idle' | 'filing' } | { step: 'uploading'; n: number }>({ step: 'idle' });
  const [filed, setFiled] = useState<Filed | null>(null);
  const [tiles, setTiles] = useState<string>('probing');
  const form = useRef<HTMLFormElement>(null);
  const busy = phase.step !== 'idle';
  const tipo = cliente.tiposReporte.find((tp) => tp.id === v.tipoId) ?? null;
  const size = formatBytes(CASE_FILE_MAX_BYTES, lang);

  const set = <K extends keyof Values>(key: K, value: Values[K], field?: FieldName) => {
    setV((old) => ({ ...old, [key]: value }));
    if (field) setErrors((old) => (old[field] ? { ...old, [field]: undefined } : old));
  };
  const focus = (field: FieldName) => {
    const group = form.current?.querySelector(`[data-field="${field}"]`);
    const el = ['[role="application"]', 'textarea', 'select', 'input:not([type=file])', 'button'].map((q) => group?.querySelector<HTMLElement>(q)).find(Boolean);
    el?.focus();
  };

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!v.tipoId) found.tipo = t('form.tipo.required');
    if (v.descripcion.trim().length < DESCRIPCION_MIN) found.descripcion = t('form.descripcion.required', { min: DESCRIPCION_MIN });
    if (!v.ubicacion) found.ubicacion = t('form.ubicacion.required');
    if (checkPhotos(v.files).some((c) => c.problem)) found.fotos = t('form.fotos.hint', { max: PUBLIC_FILES_MAX, size });
    if (v.email.trim() && !EMAIL.test(v.email.trim())) found.email = t('email.invalid');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGeneral(null);
    const found = validate();
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return focus(first);

    setPhase({ step: 'filing' });
    let answer;
    try {
      answer = await publicCall(urls.file, isFiled, { json: filingBody(v) });
    } catch (e) {
      const r = refusalOf(e);
      const field = r.kind === 'refused' && r.field ? serverField(r.field) : undefined;
      const text = refusalText(r, t, (f) => {
        const name = serverField(f);
        return name ? t(LABELS[name]) : null;
      });
      if (field) setErrors({ [field]: text });
      else setGeneral(text);
      setPhase({ step: 'idle' });
      if (field) focus(field);
      return;
    }

    const missing: string[] = [];
    for (const [i, file] of v.files.entries()) {
      setPhase({ step: 'uploading', n: i + 1 });
      try {
        await publicCall(urls.upload(answer.id, file.name), isUploaded, {
          body: file,
          headers: { 'content-type': file.type || 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: answer.uploadToken },
        });
      } catch {
        missing.push(file.name);
      }
    }
    setPhase({ step: 'idle' });
    setFiled({ folio: answer.folio, codigo: answer.codigo, missing, mailed: Boolean(v.email.trim()) });
  };

  if (filed) {
    return (
      <FiledCard
        filed={filed}
        href={urls.followPage(filed.folio, filed.codigo)}
        t={t}
        onAnother={() => {
          setFiled(null);
          setV({ ...EMPTY, tipoId: v.tipoId });
          setErrors({});
        }}
      />
    );
  }

  const buttonText = phase.step === 'filing' ? t('form.sending') : phase.step === 'uploading' ? t('form.uploading', { n: phase.n, total: v.files.length }) : t('form.submit');
  return (
    <form ref={form} className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('form.label', { cliente: cliente.nombre })} aria-busy={busy}>
      <h2 className={s.title}>{t('form.title')}</h2>
      {!fixed && (
        <Field label={t('form.tipo')} required validationMessage={errors.tipo} data-field="tipo">
          {(props) => (
            <NativeSelect {...props} value={v.tipoId} disabled={busy} onChange={(e) => set('tipoId', e.target.value, 'tipo')}>
              <option value="">{t('form.tipo.choose')}</option>
              {cliente.tiposReporte.map((tp) => (
                <option key={tp.id} value={tp.id}>
                  {tp.nombre}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <Field
        label={fixed ? `${t('form.descripcion')} · ${fixed.nombre}` : t('form.descripcion')}
        required
        hint={t('form.descripcion.hint', { n: v.descripcion.trim().length, max: DESCRIPCION_MAX, min: DESCRIPCION_MIN })}
        validationMessage={errors.descripcion}
        data-field="descripcion"
      >
        {(props) => <TextArea {...props} dir="auto" value={v.descripcion} maxLength={DESCRIPCION_MAX} rows={4} readOnly={busy} onChange={(e) => set('descripcion', e.target.value, 'descripcion')} />}
      </Field>

      <fieldset className={s.group} data-field="ubicacion" aria-describedby="sig-form-place-hint">
        <legend className={s.legend}>
          {t('form.ubicacion')}
          <span aria-hidden="true"> *</span>
        </legend>
        <Caption1 id="sig-form-place-hint" className={s.muted}>
          {t('form.ubicacion.hint')}
        </Caption1>
        <LocationPicker
          value={v.ubicacion}
          onChange={(place) => busy || set('ubicacion', place, 'ubicacion')}
          center={{ lat: cliente.mapa.lat, lng: cliente.mapa.lng }}
          zoom={cliente.mapa.zoom}
          tileUrl={cliente.mapa.tileUrl}
          height={MAP_HEIGHT}
          lang={lang}
          label={t('form.map')}
          onTiles={setTiles}
        />
        {(tiles === 'off' || tiles === 'none') && <Caption1 className={s.muted}>{t('form.ubicacion.noTiles')}</Caption1>}
        {errors.ubicacion && (
          <Caption1 className={s.error} role="alert">
            {errors.ubicacion}
          </Caption1>
        )}
      </fieldset>

      {tipo && v.ubicacion && <NearbyCards urls={urls} tipoId={tipo.id} place={v.ubicacion} email={v.email} lang={lang} t={t} />}

      <Field label={t('form.direccion')} hint={t('form.direccion.hint')} validationMessage={errors.direccion} data-field="direccion">
        <Input value={v.direccion} maxLength={300} readOnly={busy} autoComplete="street-address" onChange={(_, d) => set('direccion', d.value, 'direccion')} />
      </Field>

      <div data-field="fotos">
        <PhotoPicker files={v.files} onChange={(files) => set('files', files, 'fotos')} disabled={busy} error={errors.fotos} askPhoto={tipo?.pideFoto ?? false} t={t} lang={lang} />
      </div>

      <fieldset className={s.group}>
        <legend className={s.legend}>{t('form.contacto')}</legend>
        <Caption1 className={s.muted}>{t('form.contacto.hint')}</Caption1>
        <Field label={t('form.nombre')} validationMessage={errors.nombre} data-field="nombre">
          <Input value={v.nombre} maxLength={160} readOnly={busy} autoComplete="name" onChange={(_, d) => set('nombre', d.value, 'nombre')} />
        </Field>
        <Field label={t('form.email')} validationMessage={errors.email} data-field="email">
          <Input type="email" dir="ltr" value={v.email} readOnly={busy} autoComplete="email" inputMode="email" onChange={(_, d) => set('email', d.value, 'email')} />
        </Field>
        <Field label={t('form.telefono')} validationMessage={errors.telefono} data-field="telefono">
          <Input type="tel" dir="ltr" value={v.telefono} maxLength={40} readOnly={busy} autoComplete="tel" onChange={(_, d) => set('telefono', d.value, 'telefono')} />
        </Field>
      </fieldset>

      {/* the field people never see, reach or hear; a bot that fills it is refused (citizen.rejected) */}
      <div className={s.hidden} aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={v[HONEYPOT_FIELD]} onChange={(e) => set(HONEYPOT_FIELD, e.target.value)} />
        </label>
      </div>

      {general && <Notice message={general} retryLabel={t('retry')} />}
      <Button className={s.submit} type="submit" appearance="primary" size="large" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {buttonText}
      </Button>
    </form>
  );
}
