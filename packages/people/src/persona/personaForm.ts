import { curpProblem, isApiRequestError, normalizeCurp, type PersonaField, type UpdatePersonaBody } from '@sig/shared';
import { apiErrorMessage, looksLikeEmail, type Translate } from '@sig/shared/staff-ui';

import type { Persona } from '../peopleApi';

/** The edit form as typed: empty strings stand for "none" in the optional fields. */
export interface PersonaForm {
  nombre: string;
  apellidos: string;
  curp: string;
  fechaNacimiento: string;
  sexo: '' | 'H' | 'M' | 'X';
  telefono: string;
  email: string;
  direccion: string;
  coloniaId: string;
  consentimiento: boolean;
}

export const FORM_FIELDS: readonly PersonaField[] = ['nombre', 'apellidos', 'curp', 'fechaNacimiento', 'sexo', 'telefono', 'email', 'direccion', 'coloniaId', 'consentimiento'];

export const formOf = (p: Persona): PersonaForm => ({
  nombre: p.nombre,
  apellidos: p.apellidos,
  curp: p.curp ?? '',
  fechaNacimiento: p.fechaNacimiento ?? '',
  sexo: p.sexo ?? '',
  telefono: p.telefono,
  email: p.email,
  direccion: p.direccion,
  coloniaId: p.colonia?.id ?? '',
  consentimiento: p.consentimiento,
});

export type PersonaChanges = Omit<UpdatePersonaBody, 'version'>;

/** Only what differs from the record, normalised as the server stores it (so an unchanged field is never sent). */
export function changesOf(f: PersonaForm, p: Persona): PersonaChanges {
  const c: PersonaChanges = {};
  if (f.nombre.trim() !== p.nombre) c.nombre = f.nombre.trim();
  if (f.apellidos.trim() !== p.apellidos) c.apellidos = f.apellidos.trim();
  const curp = normalizeCurp(f.curp);
  // a CURP can be given or corrected, never removed (the form says so when it is emptied)
  if (curp && curp !== p.curp) c.curp = curp;
  if ((f.fechaNacimiento || null) !== p.fechaNacimiento) c.fechaNacimiento = f.fechaNacimiento || null;
  if ((f.sexo || null) !== p.sexo) c.sexo = f.sexo || null;
  if (f.telefono.trim() !== p.telefono) c.telefono = f.telefono.trim();
  if (f.email.trim().toLowerCase() !== p.email) c.email = f.email.trim().toLowerCase();
  if (f.direccion.trim() !== p.direccion) c.direccion = f.direccion.trim();
  if ((f.coloniaId || null) !== (p.colonia?.id ?? null)) c.coloniaId = f.coloniaId || null;
  if (f.consentimiento !== p.consentimiento) c.consentimiento = f.consentimiento;
  return c;
}

/** What the form can tell before asking the server (which has the final word). */
export function checkForm(f: PersonaForm, p: Persona, t: Translate): Partial<Record<PersonaField, string>> {
  const e: Partial<Record<PersonaField, string>> = {};
  if (!f.nombre.trim()) e.nombre = t('v.nombre.required');
  if (!f.apellidos.trim()) e.apellidos = t('v.apellidos.required');
  if (f.email.trim() && !looksLikeEmail(f.email)) e.email = t('v.email');
  const curp = normalizeCurp(f.curp);
  if (curp || p.curp) {
    const problem = curpProblem(curp);
    if (problem) e.curp = t(`v.curp.${problem}`);
  }
  return e;
}

/**
 * A refused save as messages by field, in the user's language: a validation error names the field and
 * gets the form's own sentence for it; a coded one (persona.curp_taken on curp) its translation.
 */
export function serverErrors(err: unknown, t: Translate): { fields: Partial<Record<PersonaField, string>>; general: string | null } {
  const fields: Partial<Record<PersonaField, string>> = {};
  if (isApiRequestError(err)) {
    for (const { type } of err.errors) {
      const name = type.split('.')[0] as PersonaField;
      if (!FORM_FIELDS.includes(name) || fields[name]) continue;
      fields[name] = err.code === 'validation' ? t(`v.${name}`) : apiErrorMessage(err, t);
    }
  }
  return { fields, general: Object.keys(fields).length ? null : apiErrorMessage(err, t) };
}
