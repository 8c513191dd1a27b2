import { curpBirthDate, curpProblem, isApiRequestError, normalizeCurp, type LatLng, type NewHabitanteBody, type UpdateHabitanteBody } from '@sig/shared';
import { apiErrorMessage, looksLikeEmail, type Translate } from '@sig/shared/staff-ui';

import type { MidbHabitante } from '../midbApi';

export type Sexo = 'H' | 'M' | 'X';

/** The form as typed: empty strings stand for "none" in the optional fields. */
export interface HabitanteForm {
  nombre: string;
  apellidos: string;
  curp: string;
  /** Registering without a CURP (only with SigOperacionSinCurp, and with a reason). */
  sinCurp: boolean;
  sinCurpMotivo: string;
  fechaNacimiento: string;
  sexo: '' | Sexo;
  telefono: string;
  email: string;
  direccion: string;
  coloniaId: string;
  ubicacion: LatLng | null;
  consentimiento: boolean;
}

export const FORM_FIELDS = ['nombre', 'apellidos', 'curp', 'sinCurpMotivo', 'fechaNacimiento', 'sexo', 'telefono', 'email', 'direccion', 'coloniaId', 'ubicacion', 'consentimiento'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: HabitanteForm = {
  nombre: '',
  apellidos: '',
  curp: '',
  sinCurp: false,
  sinCurpMotivo: '',
  fechaNacimiento: '',
  sexo: '',
  telefono: '',
  email: '',
  direccion: '',
  coloniaId: '',
  ubicacion: null,
  consentimiento: false,
};

export const formOf = (h: MidbHabitante): HabitanteForm => ({
  nombre: h.nombre,
  apellidos: h.apellidos,
  curp: h.curp ?? '',
  sinCurp: false,
  sinCurpMotivo: '',
  fechaNacimiento: h.fechaNacimiento ?? '',
  sexo: h.sexo ?? '',
  telefono: h.telefono,
  email: h.email,
  direccion: h.direccion,
  coloniaId: h.colonia?.id ?? '',
  ubicacion: h.ubicacion,
  consentimiento: h.consentimiento,
});

/** What a valid CURP states: the birth date (characters 5–10) and the sex (character 11); null while it is not valid. */
export function fromCurp(typed: string): { curp: string; fechaNacimiento: string; sexo: Sexo | '' } | null {
  const curp = normalizeCurp(typed);
  if (curpProblem(curp)) return null;
  const letter = curp[10];
  return { curp, fechaNacimiento: curpBirthDate(curp), sexo: letter === 'H' || letter === 'M' || letter === 'X' ? letter : '' };
}

/** The form with what a valid CURP states in place of what was typed (those fields are read-only then). */
export function withCurp(f: HabitanteForm): HabitanteForm {
  const read = f.sinCurp ? null : fromCurp(f.curp);
  return read ? { ...f, fechaNacimiento: read.fechaNacimiento, sexo: read.sexo } : f;
}

/** What the form can tell before asking the server (which has the final word). */
export function checkForm(form: HabitanteForm, t: Translate, opts: { creating: boolean; canSinCurp: boolean; hadCurp: boolean }): FormErrors {
  const e: FormErrors = {};
  if (!form.nombre.trim()) e.nombre = t('v.nombre.required');
  if (!form.apellidos.trim()) e.apellidos = t('v.apellidos.required');
  if (form.email.trim() && !looksLikeEmail(form.email)) e.email = t('v.email');
  const curp = normalizeCurp(form.curp);
  if (form.sinCurp && opts.creating) {
    if (!opts.canSinCurp) e.curp = t('v.curp.required');
    else if (form.sinCurpMotivo.trim().length < 3) e.sinCurpMotivo = t('v.sinCurpMotivo.required');
  } else if (curp) {
    const problem = curpProblem(curp);
    if (problem) e.curp = t(`v.curp.${problem}`);
  } else if (opts.creating) {
    e.curp = opts.canSinCurp ? t('v.curp.requiredOrSin') : t('v.curp.required');
  } else if (opts.hadCurp) {
    e.curp = t('v.curp.keep');
  }
  return e;
}

const orUndefined = (v: string) => v.trim() || undefined;

/** A new habitante's body: with a CURP the server reads the birth date and sex from it; without, they are sent. */
export function createBody(raw: HabitanteForm): NewHabitanteBody {
  const f = withCurp(raw);
  const common = {
    nombre: f.nombre.trim(),
    apellidos: f.apellidos.trim(),
    ...(orUndefined(f.telefono) && { telefono: f.telefono.trim() }),
    ...(orUndefined(f.email) && { email: f.email.trim().toLowerCase() }),
    ...(orUndefined(f.direccion) && { direccion: f.direccion.trim() }),
    ...(f.coloniaId && { coloniaId: f.coloniaId }),
    ...(f.ubicacion && { ubicacion: f.ubicacion }),
    consentimiento: f.consentimiento,
  };
  if (!f.sinCurp) return { ...common, curp: normalizeCurp(f.curp) };
  return { ...common, sinCurpMotivo: f.sinCurpMotivo.trim(), fechaNacimiento: f.fechaNacimiento || null, sexo: f.sexo || null };
}

export type HabitanteChanges = Omit<UpdateHabitanteBody, 'version'>;
const sameSpot = (a: LatLng | null, b: LatLng | null) => a === b || (!!a && !!b && a.lat === b.lat && a.lng === b.lng);

/** Only what differs from the record, normalised as the server stores it (an unchanged field is never sent). */
export function changesOf(raw: HabitanteForm, h: MidbHabitante): HabitanteChanges {
  const f = withCurp(raw);
  const c: HabitanteChanges = {};
  if (f.nombre.trim() !== h.nombre) c.nombre = f.nombre.trim();
  if (f.apellidos.trim() !== h.apellidos) c.apellidos = f.apellidos.trim();
  const curp = normalizeCurp(f.curp);
  // a CURP can be given or corrected, never removed (the form says so when it is emptied)
  if (curp && curp !== h.curp) c.curp = curp;
  if ((f.fechaNacimiento || null) !== h.fechaNacimiento) c.fechaNacimiento = f.fechaNacimiento || null;
  if ((f.sexo || null) !== h.sexo) c.sexo = f.sexo || null;
  if (f.telefono.trim() !== h.telefono) c.telefono = f.telefono.trim();
  if (f.email.trim().toLowerCase() !== h.email) c.email = f.email.trim().toLowerCase();
  if (f.direccion.trim() !== h.direccion) c.direccion = f.direccion.trim();
  if ((f.coloniaId || null) !== (h.colonia?.id ?? null)) c.coloniaId = f.coloniaId || null;
  if (!sameSpot(f.ubicacion, h.ubicacion)) c.ubicacion = f.ubicacion;
  if (f.consentimiento !== h.consentimiento) c.consentimiento = f.consentimiento;
  return c;
}

/**
 * A refused save as messages by field, in the user's language: a validation error names the field and gets the
 * form's own sentence for it; a coded one (persona.curp_taken on curp) its translation; the rest is general.
 */
export function serverErrors(err: unknown, t: Translate): { fields: FormErrors; general: string | null } {
  const fields: FormErrors = {};
  if (isApiRequestError(err)) {
    for (const { type } of err.errors) {
      const name = type.split('.')[0] as FormField;
      if (!(FORM_FIELDS as readonly string[]).includes(name) || fields[name]) continue;
      fields[name] = err.code === 'validation' ? t(`v.${name}`) : apiErrorMessage(err, t);
    }
  }
  return { fields, general: Object.keys(fields).length ? null : apiErrorMessage(err, t) };
}
