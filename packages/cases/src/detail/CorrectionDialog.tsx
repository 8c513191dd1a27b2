import { Dialog, DialogSurface, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { CaseDetail, CaseFiltersResponse, CaseKind, LatLng } from '@sig/shared';
import { FormDialogBody, LocationField, NativeSelect, TextArea, formErrors } from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';

import { useTiposQuery } from '../casesApi';
import { useCasesT } from '../i18n';
import { loadError } from '../lib/loadError';
import type { ActionInput } from './CaseActions';

type Correction = Extract<ActionInput, { accion: 'corregir' }>;

const useStyles = makeStyles({
  // wide enough for the map; the body scrolls on a phone
  surface: { maxWidth: 'min(720px, calc(100vw - 32px))', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  select: { width: '100%' },
  comment: { minHeight: '56px' },
});

const FIELDS = ['tipoId', 'descripcion', 'direccion', 'coloniaId', 'ubicacion', 'comentario'] as const;
const DESCRIPCION_MIN = 5;

interface Values {
  tipoId: string;
  descripcion: string;
  direccion: string;
  /** '' : the colonia follows the location. */
  coloniaId: string;
  ubicacion: LatLng | null;
  comentario: string;
}

const valuesOf = (c: CaseDetail): Values => ({
  tipoId: c.tipo.id,
  descripcion: c.descripcion,
  direccion: c.direccion,
  coloniaId: c.coloniaElegida && c.colonia ? c.colonia.id : '',
  ubicacion: c.ubicacion,
  comentario: '',
});

const samePoint = (a: LatLng | null, b: LatLng | null) => (a === null || b === null ? a === b : a.lat === b.lat && a.lng === b.lng);

/** Only what differs from the case: each field sent becomes one history event. */
export function correctionBody(c: CaseDetail, v: Values): Correction {
  const initial = valuesOf(c);
  const body: Correction = { accion: 'corregir' };
  if (v.tipoId !== c.tipo.id) body.tipoId = v.tipoId;
  if (v.descripcion.trim() !== c.descripcion) body.descripcion = v.descripcion.trim();
  if (v.direccion.trim() !== c.direccion) body.direccion = v.direccion.trim();
  if (v.coloniaId !== initial.coloniaId) body.coloniaId = v.coloniaId || null;
  if (!samePoint(v.ubicacion, c.ubicacion)) body.ubicacion = v.ubicacion;
  if (v.comentario.trim()) body.comentario = v.comentario.trim();
  return body;
}

/**
 * "Corregir datos": tipo, descripción, dirección, colonia and location of an open case. The page sends it
 * as an action on the version it shows; a stale view is explained there, and this closes. The dialog stays
 * mounted (Fluent then gives the page back to assistive technology on close); its form is made afresh on
 * every opening, from the case as it is.
 */
export function CorrectionDialog({ open, onClose, ...form }: { open: boolean; kind: CaseKind; detail: CaseDetail; filters: CaseFiltersResponse | null; onClose: () => void; onSubmit: (body: Correction) => Promise<void> }) {
  const s = useStyles();
  const [busy, setBusy] = useState(false);
  // the form's code is here before the dialog opens (drawn late inside an open dialog, it was hidden from
  // assistive technology)
  useEffect(() => void FormDialogBody.preload(), []);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={s.surface} aria-describedby={undefined}>
        <CorrectionForm {...form} busy={busy} setBusy={setBusy} onClose={close} onDone={onClose} />
      </DialogSurface>
    </Dialog>
  );
}

function CorrectionForm({ kind, detail, filters, busy, setBusy, onClose, onDone, onSubmit }: { kind: CaseKind; detail: CaseDetail; filters: CaseFiltersResponse | null; busy: boolean; setBusy: (busy: boolean) => void; onClose: () => void; onDone: () => void; onSubmit: (body: Correction) => Promise<void> }) {
  const s = useStyles();
  const { t } = useCasesT();
  const tipos = useTiposQuery(kind);
  const tiposError = loadError(tipos);
  const [v, setV] = useState<Values>(() => valuesOf(detail));
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
    setGeneral(null);
  };

  const items = tipos.data?.items ?? [];
  const tipo = items.find((x) => x.id === v.tipoId);
  // the case's tipo stays offered even when the catalogue no longer lists it as active
  const tipoOptions = items.some((x) => x.id === detail.tipo.id) ? items : [{ id: detail.tipo.id, nombre: detail.tipo.nombre }, ...items];
  const colonias = filters?.colonias ?? [];
  const coloniaOptions = detail.colonia && detail.coloniaElegida && !colonias.some((c) => c.id === detail.colonia!.id) ? [detail.colonia, ...colonias] : colonias;

  const submit = async () => {
    if (busy) return;
    const found: typeof errors = {};
    if (v.descripcion.trim().length < DESCRIPCION_MIN) found.descripcion = t('v.descripcionMin', { min: DESCRIPCION_MIN });
    if (kind === 'reporte' && !v.ubicacion) found.ubicacion = t('v.ubicacion');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = correctionBody(detail, v);
    if (Object.keys(body).every((k) => k === 'accion' || k === 'comentario')) {
      setGeneral(t('correct.nothing'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
      setBusy(false);
      onDone();
    } catch (err) {
      setBusy(false);
      const split = formErrors(err, FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
    }
  };

  return (
    <FormDialogBody
      formLabel={t('correct.title')}
      title={t('correct.title')}
      contentClassName={s.form}
      submitLabel={t('correct.submit')}
      busy={busy}
      error={general}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Field
        label={t('field.tipo')}
        required
        validationMessage={errors.tipoId ?? tiposError ?? undefined}
        hint={tipo && v.tipoId !== detail.tipo.id ? t('correct.tipoHint', { count: tipo.slaDias }) : tipos.isLoading ? t('common.loading') : undefined}
      >
        {(props) => (
          <NativeSelect {...props} className={s.select} value={v.tipoId} onChange={(e) => set('tipoId', e.target.value)}>
            {tipoOptions.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('field.descripcion')} required validationMessage={errors.descripcion} hint={t('correct.descripcionHint')}>
        {(props) => <TextArea {...props} value={v.descripcion} maxLength={4000} onChange={(e) => set('descripcion', e.target.value)} />}
      </Field>
      <Field label={t('field.direccion')} validationMessage={errors.direccion}>
        <Input value={v.direccion} maxLength={300} onChange={(_, d) => set('direccion', d.value)} />
      </Field>
      <Field label={t('field.colonia')} validationMessage={errors.coloniaId} hint={t('correct.coloniaHint')}>
        {(props) => (
          <NativeSelect {...props} className={s.select} value={v.coloniaId} onChange={(e) => set('coloniaId', e.target.value)}>
            <option value="">{t('correct.coloniaAuto')}</option>
            {coloniaOptions.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <LocationField value={v.ubicacion} onChange={(loc) => set('ubicacion', loc)} required={kind === 'reporte'} error={errors.ubicacion} hint={t('correct.ubicacionHint')} mapLabel={t('form.mapLabel')} mapFailed={t('form.mapFailed')} />
      <Field label={t('action.comment')} hint={t('action.commentHint')} validationMessage={errors.comentario}>
        {(props) => <TextArea {...props} className={s.comment} value={v.comentario} maxLength={1000} onChange={(e) => set('comentario', e.target.value)} />}
      </Field>
    </FormDialogBody>
  );
}
