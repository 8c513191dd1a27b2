import type { HabitanteRegistro } from './contract';

export const NOMBRE_MAX = 120;
export const APELLIDOS_MAX = 160;
export const TELEFONO_MAX = 40;
export const MOTIVO_MAX = 300;
/** A Mexican number has 10 digits; fewer than this is surely a typo. */
const TELEFONO_MIN_DIGITS = 7;

export type Sexo = '' | 'H' | 'M' | 'X';

export interface RegistroValues {
  nombre: string;
  apellidos: string;
  /** YYYY-MM-DD or empty. */
  fechaNacimiento: string;
  sexo: Sexo;
  telefono: string;
  email: string;
  sinCurpMotivo: string;
  consentimiento: boolean;
  /** The honeypot: empty for people. */
  website: string;
}

export type RegistroField = 'curp' | 'sinCurpMotivo' | 'nombre' | 'apellidos' | 'fechaNacimiento' | 'sexo' | 'telefono' | 'email';

/** A failed rule: the translation key, with what it interpolates. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export const EMPTY_REGISTRO: RegistroValues = { nombre: '', apellidos: '', fechaNacimiento: '', sexo: '', telefono: '', email: '', sinCurpMotivo: '', consentimiento: false, website: '' };

/** A permissive e-mail check for the form; the server has the final word. */
export const looksLikeEmail = (v: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

const isDay = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The rules of the registration form, in the order the fields appear. `today` is YYYY-MM-DD. */
export function registroProblems(v: RegistroValues, sinCurp: boolean, today: string): Partial<Record<RegistroField, Problem>> {
  const p: Partial<Record<RegistroField, Problem>> = {};
  if (sinCurp && !v.sinCurpMotivo.trim()) p.sinCurpMotivo = { key: 'v.motivo' };
  if (!v.nombre.trim()) p.nombre = { key: 'v.nombre' };
  if (!v.apellidos.trim()) p.apellidos = { key: 'v.apellidos' };
  if (v.fechaNacimiento && (!isDay(v.fechaNacimiento) || v.fechaNacimiento > today)) p.fechaNacimiento = { key: 'v.fecha' };
  const digits = v.telefono.replace(/\D/g, '').length;
  if (v.telefono.trim() && (digits < TELEFONO_MIN_DIGITS || /[^\d\s()+.-]/.test(v.telefono))) p.telefono = { key: 'v.telefono' };
  if (v.email.trim() && !looksLikeEmail(v.email)) p.email = { key: 'v.email' };
  return p;
}

/** The request body: optional fields left out rather than sent blank; the honeypot only when filled. */
export function registroBody(v: RegistroValues, curp: string | null): HabitanteRegistro {
  const opt = (value: string) => value.trim() || undefined;
  const body: HabitanteRegistro = {
    ...(curp ? { curp } : { sinCurpMotivo: v.sinCurpMotivo.trim() }),
    nombre: v.nombre.trim(),
    apellidos: v.apellidos.trim(),
    fechaNacimiento: opt(v.fechaNacimiento),
    sexo: v.sexo || undefined,
    telefono: opt(v.telefono),
    email: opt(v.email),
    consentimiento: v.consentimiento,
    website: v.website || undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as HabitanteRegistro;
}

/** Today in the browser's calendar, as YYYY-MM-DD (the date input's format). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
