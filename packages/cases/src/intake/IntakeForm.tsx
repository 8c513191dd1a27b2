import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PRIORIDADES, errorMessage, notify, type Caller, type CaseFiltersResponse, type CaseKind, type CreateCaseBody, type LatLng, type Prioridad } from '@sig/shared';
import { CheckboxGroup, LocationField, NativeSelect, TextArea, formErrors, looksLikeEmail } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useCreateMutation, useLazyColoniaQuery, useTiposQuery, useUploadMutation } from '../casesApi';
import { FilePicker } from '../components/FilePicker';
import { useCasesT } from '../i18n';
import { detailHref } from '../lib/kinds';
import { loadError } from '../lib/loadError';
import { CallerField } from './CallerField';
import { IntakeNearby } from './IntakeNearby';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  select: { width: '100%' },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  tipoInfo: { color: tokens.colorNeutralForeground2 },
});

/**
 * The form's fields as the server names them, so a 400's `field` lands at its input (a nested one at its
 * group: contacto.email -> contacto); `email` is the browser's own check of that input.
 */
const FIELDS = ['tipoId', 'descripcion', 'ubicacion', 'direccion', 'coloniaId', 'origenId', 'prioridad', 'contacto', 'habitanteId'] as const;
type FieldName = (typeof FIELDS)[number] | 'email';
const DESCRIPCION_MIN = 5;

interface Values {
  tipoId: string;
  descripcion: string;
  ubicacion: LatLng | null;
  direccion: string;
  coloniaId: string;
  origenId: string;
  prioridad: Prioridad;
  nombre: string;
  telefono: string;
  email: string;
  /** The registry's person on the line, when found or registered. */
  caller: Caller | null;
}

const EMPTY: Values = { tipoId: '', descripcion: '', ubicacion: null, direccion: '', coloniaId: '', origenId: '', prioridad: 'normal', nombre: '', telefono: '', email: '', caller: null };

/** The request body: empty optional fields are left out rather than sent blank. */
function intakeBody(v: Values): CreateCaseBody {
  const contacto = { nombre: v.nombre.trim(), telefono: v.telefono.trim(), email: v.email.trim() };
  const given = Object.fromEntries(Object.entries(contacto).filter(([, x]) => x));
  return {
    tipoId: v.tipoId,
    descripcion: v.descripcion.trim(),
    ...(v.ubicacion && { ubicacion: v.ubicacion }),
    ...(v.direccion.trim() && { direccion: v.direccion.trim() }),
    ...(v.coloniaId && { coloniaId: v.coloniaId }),
    ...(v.origenId && { origenId: v.origenId }),
    prioridad: v.prioridad,
    ...(Object.keys(given).length > 0 && { contacto: given }),
    ...(v.caller && { habitanteId: v.caller.id }),
  };
}

/**
 * Staff intake of a reporte or a solicitud, a form in the page (the list's address with ?nuevo=1, so it
 * can be linked and survives a reload). Files are uploaded once the case exists; the new case's page
 * opens with its folio announced, from the create's answer (read again only when files were added).
 */
export function IntakeForm({ kind, filters, onClose }: { kind: CaseKind; filters: CaseFiltersResponse | null; onClose: () => void }) {
  const s = useStyles();
  const { t } = useCasesT();
  const navigate = useNavigate();
  const tipos = useTiposQuery(kind);
  const tiposError = loadError(tipos);
  const [readColonia] = useLazyColoniaQuery();
  const [create] = useCreateMutation();
  const [upload] = useUploadMutation();
  const [v, setV] = useState<Values>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState<'saving' | 'uploading' | null>(null);
  // the centroid last filled in from a colonia: a later colonia may replace it, a typed location stays
  const [autoLocation, setAutoLocation] = useState<LatLng | null>(null);
  const [coloniaNote, setColoniaNote] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K], field: FieldName = key as FieldName) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((old) => {
      const next = { ...old };
      delete next[field];
      // the server names the contact as a group; any edit of it answers that message
      if (field === 'email') delete next.contacto;
      return next;
    });
  };

  const tipo = tipos.data?.items.find((x) => x.id === v.tipoId) ?? null;
  const dependencia = tipo ? filters?.dependencias.find((d) => d.id === tipo.dependenciaId) : undefined;

  const chooseColonia = async (id: string) => {
    set('coloniaId', id);
    setColoniaNote(null);
    if (!id) return;
    const fill = v.ubicacion === null || (autoLocation !== null && v.ubicacion.lat === autoLocation.lat && v.ubicacion.lng === autoLocation.lng);
    try {
      const colonia = await readColonia(id).unwrap();
      if (!colonia.centroide) {
        setColoniaNote(t('form.coloniaNoCentroid'));
        return;
      }
      if (fill) {
        setAutoLocation(colonia.centroide);
        set('ubicacion', colonia.centroide);
        setColoniaNote(t('form.coloniaFilled'));
      }
    } catch {
      setColoniaNote(t('form.coloniaNoCentroid'));
    }
  };

  const validate = (): Partial<Record<FieldName, string>> => {
    const e: Partial<Record<FieldName, string>> = {};
    if (!v.tipoId) e.tipoId = t('v.required');
    if (v.descripcion.trim().length < DESCRIPCION_MIN) e.descripcion = t('v.descripcionMin', { min: DESCRIPCION_MIN });
    if (kind === 'reporte' && !v.ubicacion) e.ubicacion = t('v.ubicacion');
    if (v.email.trim() && !looksLikeEmail(v.email)) e.email = t('v.email');
    return e;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    setGeneral(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;

    setBusy('saving');
    let created;
    try {
      created = await create({ kind, body: intakeBody(v) }).unwrap();
    } catch (e) {
      const split = formErrors(e, FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
      setBusy(null);
      return;
    }

    setBusy('uploading');
    const failed: string[] = [];
    for (const file of files) {
      try {
        await upload({ kind, id: created.id, file }).unwrap();
      } catch (e) {
        failed.push(`${file.name}: ${errorMessage(e)}`);
      }
    }
    setBusy(null);
    notify({ message: t(`kind.${kind}.created`, { folio: created.folio }), variant: 'success' });
    // it is about the case the next page shows: it must survive that navigation (issue 21)
    if (failed.length) notify({ message: t('files.uploadFailed', { count: failed.length, list: failed.join('; ') }), variant: 'warning', explainsNavigation: true });
    navigate(detailHref(kind, created.id));
  };

  const close = () => {
    if (!busy) onClose();
  };

  const options = (items: { id: string; nombre: string }[] | undefined) =>
    (items ?? []).map((o) => (
      <option key={o.id} value={o.id}>
        {o.nombre}
      </option>
    ));

  return (
    <form className={s.root} onSubmit={(e) => void submit(e)} noValidate aria-label={t(`kind.${kind}.new`)}>
      <div className={s.form}>
        <Field
          label={t('field.tipo')}
          required
          validationMessage={errors.tipoId ?? tiposError ?? undefined}
          hint={
            tipo
              ? t('form.tipoInfo', { count: tipo.slaDias, dependencia: dependencia?.nombre ?? '—' })
              : tipos.isLoading
                ? t('common.loading')
                : undefined
          }
        >
          {(props) => (
            <NativeSelect {...props} className={s.select} value={v.tipoId} onChange={(e) => set('tipoId', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {options(tipos.data?.items)}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('field.prioridad')} validationMessage={errors.prioridad}>
          {(props) => (
            <NativeSelect {...props} className={s.select} value={v.prioridad} onChange={(e) => set('prioridad', e.target.value as Prioridad)}>
              {PRIORIDADES.map((p) => (
                <option key={p} value={p}>
                  {t(`prioridad.${p}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className={s.wide}>
          <Field label={t('field.descripcion')} required validationMessage={errors.descripcion} hint={t(`kind.${kind}.descripcionHint`)}>
            {(props) => <TextArea {...props} value={v.descripcion} maxLength={4000} onChange={(e) => set('descripcion', e.target.value)} />}
          </Field>
        </div>
        <Field label={t('field.colonia')} validationMessage={errors.coloniaId} hint={coloniaNote ?? undefined}>
          {(props) => (
            <NativeSelect {...props} className={s.select} value={v.coloniaId} onChange={(e) => void chooseColonia(e.target.value)}>
              <option value="">{t('form.none')}</option>
              {options(filters?.colonias)}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('field.direccion')} validationMessage={errors.direccion}>
          <Input value={v.direccion} maxLength={300} onChange={(_, d) => set('direccion', d.value)} />
        </Field>
        <div className={s.wide}>
          <LocationField
            value={v.ubicacion}
            onChange={(loc) => set('ubicacion', loc)}
            required={kind === 'reporte'}
            error={errors.ubicacion}
            hint={t(`kind.${kind}.ubicacionHint`)}
            mapLabel={t('form.mapLabel')}
            mapFailed={t('form.mapFailed')}
          />
        </div>
        {kind === 'reporte' && v.tipoId && v.ubicacion && (
          <div className={s.wide}>
            <IntakeNearby tipoId={v.tipoId} ubicacion={v.ubicacion} contacto={v.nombre.trim() || v.caller?.nombreCompleto || ''} disabled={busy !== null} />
          </div>
        )}
        <Field label={t('field.origen')} validationMessage={errors.origenId}>
          {(props) => (
            <NativeSelect {...props} className={s.select} value={v.origenId} onChange={(e) => set('origenId', e.target.value)}>
              <option value="">{t('form.none')}</option>
              {options(filters?.origenes)}
            </NativeSelect>
          )}
        </Field>
        <div className={s.wide}>
          <CallerField value={v.caller} onChange={(c) => set('caller', c, 'habitanteId')} error={errors.habitanteId} disabled={busy !== null} />
        </div>
        <div className={s.wide}>
          <CheckboxGroup label={t('field.contacto')} hint={v.caller ? t('caller.contactoHint') : t('form.contactoHint')} error={errors.contacto} className={s.pair}>
            <Field label={t('field.contactoNombre')}>
              <Input value={v.nombre} maxLength={160} autoComplete="off" onChange={(_, d) => set('nombre', d.value, 'contacto')} />
            </Field>
            <Field label={t('field.telefono')}>
              <Input type="tel" value={v.telefono} maxLength={40} autoComplete="off" onChange={(_, d) => set('telefono', d.value, 'contacto')} />
            </Field>
            <Field label={t('field.email')} validationMessage={errors.email}>
              <Input type="email" value={v.email} autoComplete="off" onChange={(_, d) => set('email', d.value, 'email')} />
            </Field>
          </CheckboxGroup>
        </div>
        <div className={s.wide}>
          <FilePicker kind={kind} files={files} onChange={setFiles} disabled={busy !== null} />
        </div>
      </div>
      {general && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{general}</MessageBarBody>
        </MessageBar>
      )}
      {busy === 'uploading' && <Caption1 aria-live="polite">{t('files.uploading')}</Caption1>}
      <div className={s.actions}>
        <Button appearance="secondary" onClick={close} disabled={busy !== null}>
          {t('common.cancel')}
        </Button>
        <Button appearance="primary" type="submit" disabled={busy !== null} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {t(`kind.${kind}.submit`)}
        </Button>
      </div>
    </form>
  );
}
