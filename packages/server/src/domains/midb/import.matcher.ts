import {
  CURP_MESSAGES,
  curpBirthDate,
  curpProblem,
  normalizeCurp,
  type AuditPersona,
  type MidbImportConflict,
  type MidbImportField,
  type MidbImportProblem,
} from '@sig/shared/contract';
import type { HabitantesTable } from '../../db/schema.citizens';
import { fold } from '../../lib/searchText';

/*
 * The rules of one row, pure: reading it through the mapping, validating each field, the in-file identity,
 * comparing it with a registry record (what a merge fills, what differs and is never overwritten) and the
 * typo-tolerant similarity of names (Jaro-Winkler) for possible duplicates.
 */

// ---- similarity --------------------------------------------------------------------------------------------

/** Jaro-Winkler similarity of two strings (0..1): tolerant of typos and transpositions in short names. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (!la || !lb) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const ma = new Uint8Array(la);
  const mb = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    for (let j = lo; j <= hi; j++) {
      if (mb[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      ma[i] = 1;
      mb[j] = 1;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (!ma[i]) continue;
    while (!mb[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++;
    k++;
  }
  const jaro = (matches / la + matches / lb + (matches - t / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** A possible duplicate from this score on. */
export const POSSIBLE_MATCH = 0.9;

// ---- mapping -------------------------------------------------------------------------------------------------

const SYNONYMS: [MidbImportField, string[]][] = [
  ['curp', ['curp', 'clave curp', 'clave unica de registro de poblacion']],
  ['nombre', ['nombre', 'nombres', 'nombre s', 'nombre(s)', 'primer nombre', 'first name']],
  ['apellidos', ['apellidos', 'apellido', 'last name']],
  ['apellidoPaterno', ['apellido paterno', 'paterno', 'primer apellido', 'ap paterno', 'a paterno']],
  ['apellidoMaterno', ['apellido materno', 'materno', 'segundo apellido', 'ap materno', 'a materno']],
  ['fechaNacimiento', ['fecha de nacimiento', 'fecha nacimiento', 'nacimiento', 'fecha nac', 'f nacimiento', 'fechanacimiento', 'birth date']],
  ['sexo', ['sexo', 'genero', 'género']],
  ['telefono', ['telefono', 'tel', 'celular', 'movil', 'telefono celular', 'whatsapp', 'numero de telefono']],
  ['email', ['email', 'e mail', 'correo', 'correo electronico', 'mail']],
  ['direccion', ['direccion', 'domicilio', 'calle', 'calle y numero', 'domicilio completo']],
  ['colonia', ['colonia', 'col', 'barrio', 'fraccionamiento', 'localidad']],
  ['consentimiento', ['consentimiento', 'acepta contacto', 'autoriza contacto', 'consiente', 'acepta']],
  ['sinCurpMotivo', ['motivo sin curp', 'sin curp motivo', 'motivo de registro sin curp']],
];

/** A header as the mapping remembers it: folded, punctuation as spaces. */
export const headerKey = (header: string): string =>
  fold(header)
    .replace(/[^a-z0-9()]+/g, ' ')
    .trim();

const GUESS = new Map<string, MidbImportField>(SYNONYMS.flatMap(([field, names]) => names.map((n) => [headerKey(n), field] as [string, MidbImportField])));

/** The field of each column: what the cliente mapped that header to last time, else a guess from its name; each field once. */
export function proposeMapping(columnas: string[], remembered: Map<string, string | null>): (MidbImportField | null)[] {
  const used = new Set<string>();
  return columnas.map((header) => {
    const key = headerKey(header);
    const field = (remembered.has(key) ? remembered.get(key) : GUESS.get(key)) ?? null;
    if (!field || used.has(field)) return null;
    used.add(field);
    return field as MidbImportField;
  });
}

/** A mapping validation can run with: a name and a surname. */
export const mappingComplete = (mapeo: (string | null)[]): boolean =>
  mapeo.includes('nombre') && (mapeo.includes('apellidos') || mapeo.includes('apellidoPaterno'));

// ---- a row's values -----------------------------------------------------------------------------------------

export type Sexo = 'H' | 'M' | 'X';

/** A row's values as they would be written (empty text / null: the file says nothing). */
export interface Datos {
  curp: string | null;
  nombre: string;
  apellidos: string;
  fechaNacimiento: string | null;
  sexo: Sexo | null;
  /** Ten digits. */
  telefono: string;
  email: string;
  direccion: string;
  colonia: { id: string; nombre: string } | null;
  consentimiento: boolean | null;
  sinCurpMotivo: string;
}

export interface ColoniaIndex {
  byKey: Map<string, { id: string; nombre: string }>;
  /** Suggestions already computed, by folded name. */
  suggested: Map<string, string | null>;
}

export function coloniaIndex(rows: { id: string; nombre: string; nombre_key: string }[]): ColoniaIndex {
  return { byKey: new Map(rows.map((r) => [r.nombre_key, { id: r.id, nombre: r.nombre }])), suggested: new Map() };
}

function suggestColonia(index: ColoniaIndex, key: string): string | null {
  if (index.suggested.has(key)) return index.suggested.get(key)!;
  let best: string | null = null;
  let score = 0.8;
  for (const [k, c] of index.byKey) {
    const s = jaroWinkler(key, k);
    if (s > score) {
      score = s;
      best = c.nombre;
    }
  }
  index.suggested.set(key, best);
  return best;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day in the forms files use: 1990-05-31, 1990/05/31, 31/05/1990, 31-05-1990, 31.05.1990. */
export function parseDay(text: string, today: string): string | null | 'invalid' {
  const t = text.trim();
  if (!t) return null;
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(t);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return 'invalid';
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return 'invalid';
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  return iso < '1900-01-01' || iso > today ? 'invalid' : iso;
}

const SEXO: Record<string, Sexo> = { h: 'H', hombre: 'H', masculino: 'H', masc: 'H', m: 'M', mujer: 'M', femenino: 'M', fem: 'M', f: 'M', x: 'X', nb: 'X', 'no binario': 'X' };
const YES = new Set(['si', 's', 'yes', 'y', '1', 'true', 'verdadero', 'x', 'acepta']);
const NO = new Set(['no', 'n', '0', 'false', 'falso', 'no acepta']);

/** The ten digits of a Mexican phone, without the country code (52, or 521 for old mobile dialling). */
export function phoneDigits(text: string): string {
  let d = text.replace(/\D/g, '');
  if (d.length === 12 && d.startsWith('52')) d = d.slice(2);
  else if (d.length === 13 && d.startsWith('521')) d = d.slice(3);
  return d;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RowCtx {
  colonias: ColoniaIndex;
  /** YYYY-MM-DD in the cliente's time zone. */
  today: string;
}

export interface CheckedRow {
  datos: Datos;
  problemas: MidbImportProblem[];
  /** The in-file identity: the CURP, else folded names and birth date. */
  clave: string;
}

const problem = (campo: string, codigo: string, mensaje: string, sugerencia?: string): MidbImportProblem => ({ campo, codigo, mensaje, ...(sugerencia ? { sugerencia } : {}) });

/** Reads one row through the mapping and checks every field. */
export function checkRow(celdas: string[], mapeo: (string | null)[], ctx: RowCtx): CheckedRow {
  const v: Partial<Record<MidbImportField, string>> = {};
  mapeo.forEach((field, i) => {
    if (field) v[field as MidbImportField] = (celdas[i] ?? '').trim();
  });
  const problemas: MidbImportProblem[] = [];
  const nombre = v.nombre ?? '';
  const apellidos = (v.apellidos ?? [v.apellidoPaterno, v.apellidoMaterno].filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();
  if (!nombre) problemas.push(problem('nombre', 'requerido', 'Falta el nombre.'));
  else if (nombre.length > 120) problemas.push(problem('nombre', 'largo', 'El nombre pasa de 120 caracteres.'));
  if (!apellidos) problemas.push(problem('apellidos', 'requerido', 'Faltan los apellidos.'));
  else if (apellidos.length > 160) problemas.push(problem('apellidos', 'largo', 'Los apellidos pasan de 160 caracteres.'));

  let curp: string | null = null;
  let fechaNacimiento: string | null = null;
  let sexo: Sexo | null = null;
  if (v.curp) {
    const c = normalizeCurp(v.curp);
    const bad = curpProblem(c);
    if (bad) problemas.push(problem('curp', `curp.${bad}`, CURP_MESSAGES[bad]));
    else {
      curp = c;
      // the birth date and sex are the CURP's
      fechaNacimiento = curpBirthDate(c);
      sexo = c[10] as Sexo;
    }
  }
  if (!curp && v.fechaNacimiento) {
    const day = parseDay(v.fechaNacimiento, ctx.today);
    if (day === 'invalid') problemas.push(problem('fechaNacimiento', 'fecha', 'La fecha de nacimiento no es una fecha válida (usa AAAA-MM-DD o DD/MM/AAAA, desde 1900 y no futura).'));
    else fechaNacimiento = day;
  }
  if (!curp && v.sexo) {
    const s = SEXO[fold(v.sexo)];
    if (!s) problemas.push(problem('sexo', 'sexo', 'El sexo se escribe H (hombre), M (mujer) o X.'));
    else sexo = s;
  }
  let telefono = '';
  if (v.telefono) {
    telefono = phoneDigits(v.telefono);
    if (telefono.length !== 10) problemas.push(problem('telefono', 'telefono', 'El teléfono debe tener 10 dígitos (con lada, sin el 52).'));
  }
  let email = '';
  if (v.email) {
    email = v.email.toLowerCase();
    if (email.length > 200 || !EMAIL.test(email)) problemas.push(problem('email', 'email', 'El correo no tiene la forma nombre@dominio.mx.'));
  }
  const direccion = (v.direccion ?? '').replace(/\s+/g, ' ');
  if (direccion.length > 300) problemas.push(problem('direccion', 'largo', 'La dirección pasa de 300 caracteres.'));
  let colonia: Datos['colonia'] = null;
  if (v.colonia) {
    const key = fold(v.colonia);
    colonia = ctx.colonias.byKey.get(key) ?? null;
    if (!colonia) {
      const s = suggestColonia(ctx.colonias, key);
      problemas.push(problem('colonia', 'colonia', s ? `La colonia «${v.colonia}» no está en el catálogo: ¿es «${s}»?` : `La colonia «${v.colonia}» no está en el catálogo.`, s ?? undefined));
    }
  }
  let consentimiento: boolean | null = null;
  if (v.consentimiento) {
    const c = fold(v.consentimiento);
    if (YES.has(c)) consentimiento = true;
    else if (NO.has(c)) consentimiento = false;
    else problemas.push(problem('consentimiento', 'consentimiento', 'El consentimiento se escribe «sí» o «no».'));
  }
  const sinCurpMotivo = (v.sinCurpMotivo ?? '').slice(0, 300);
  const datos: Datos = { curp, nombre, apellidos, fechaNacimiento, sexo, telefono, email, direccion, colonia, consentimiento, sinCurpMotivo };
  return { datos, problemas, clave: curp ?? `${fold(nombre)}|${fold(apellidos)}|${fechaNacimiento ?? ''}` };
}

// ---- against the registry ---------------------------------------------------------------------------------

/** A registry record as matching reads it. */
export type RegistryRow = Pick<HabitantesTable, 'id' | 'curp' | 'nombre' | 'apellidos' | 'fecha_nacimiento' | 'sexo' | 'telefono' | 'email' | 'direccion' | 'colonia_id' | 'consentimiento' | 'sin_curp_motivo' | 'version'> & {
  colonia_nombre: string | null;
};

/** How alike a row and a record of the same birth date are (0..1): names, then the colonia (same: a little more; another: less). */
export function similarity(d: Datos, h: RegistryRow): number {
  let s = 0.4 * jaroWinkler(fold(d.nombre), fold(h.nombre)) + 0.6 * jaroWinkler(fold(d.apellidos), fold(h.apellidos));
  if (d.colonia && h.colonia_id) s += d.colonia.id === h.colonia_id ? 0.03 : -0.08;
  return Math.min(1, Math.max(0, Math.round(s * 1000) / 1000));
}

export interface Comparison {
  /** Empty fields of the record the row fills (API names). */
  rellena: string[];
  conflictos: MidbImportConflict[];
  /** The columns a merge sets. */
  set: Partial<HabitantesTable>;
  before: AuditPersona;
  after: AuditPersona;
}

const sexoText = (s: string | null) => s ?? '';
const yesNo = (b: boolean) => (b ? 'sí' : 'no');

/** What a merge of the row into the record does: fill the record's empty fields; a different value is a conflict, left as it is. */
export function compare(d: Datos, h: RegistryRow): Comparison {
  const c: Comparison = { rellena: [], conflictos: [], set: {}, before: {}, after: {} };
  const conflict = (campo: string, registro: string, archivo: string) => c.conflictos.push({ campo, registro, archivo });
  if (d.curp) {
    if (!h.curp) {
      c.rellena.push('curp');
      c.set.curp = d.curp;
      c.before.curp = null;
      c.after.curp = d.curp;
      if (h.sin_curp_motivo) {
        c.set.sin_curp_motivo = '';
        c.before.sinCurpMotivo = h.sin_curp_motivo;
        c.after.sinCurpMotivo = '';
      }
    } else if (h.curp !== d.curp) conflict('curp', h.curp, d.curp);
  }
  if (fold(d.nombre) !== fold(h.nombre)) conflict('nombre', h.nombre, d.nombre);
  if (fold(d.apellidos) !== fold(h.apellidos)) conflict('apellidos', h.apellidos, d.apellidos);
  if (d.fechaNacimiento) {
    if (!h.fecha_nacimiento) {
      c.rellena.push('fechaNacimiento');
      c.set.fecha_nacimiento = d.fechaNacimiento;
      c.before.fechaNacimiento = null;
      c.after.fechaNacimiento = d.fechaNacimiento;
    } else if (h.fecha_nacimiento !== d.fechaNacimiento) conflict('fechaNacimiento', h.fecha_nacimiento, d.fechaNacimiento);
  }
  if (d.sexo) {
    if (!h.sexo) {
      c.rellena.push('sexo');
      c.set.sexo = d.sexo;
      c.before.sexo = null;
      c.after.sexo = d.sexo;
    } else if (h.sexo !== d.sexo) conflict('sexo', sexoText(h.sexo), d.sexo);
  }
  if (d.telefono) {
    if (!h.telefono.trim()) {
      c.rellena.push('telefono');
      c.set.telefono = d.telefono;
      c.before.telefono = h.telefono;
      c.after.telefono = d.telefono;
    } else if (phoneDigits(h.telefono) !== d.telefono) conflict('telefono', h.telefono, d.telefono);
  }
  if (d.email) {
    if (!h.email.trim()) {
      c.rellena.push('email');
      c.set.email = d.email;
      c.before.email = h.email;
      c.after.email = d.email;
    } else if (h.email.toLowerCase() !== d.email) conflict('email', h.email, d.email);
  }
  if (d.direccion) {
    if (!h.direccion.trim()) {
      c.rellena.push('direccion');
      c.set.direccion = d.direccion;
      c.before.direccion = h.direccion;
      c.after.direccion = d.direccion;
    } else if (fold(h.direccion) !== fold(d.direccion)) conflict('direccion', h.direccion, d.direccion);
  }
  if (d.colonia) {
    if (!h.colonia_id) {
      c.rellena.push('colonia');
      c.set.colonia_id = d.colonia.id;
      c.before.colonia = null;
      c.after.colonia = d.colonia;
    } else if (h.colonia_id !== d.colonia.id) conflict('colonia', h.colonia_nombre ?? '', d.colonia.nombre);
  }
  // a recorded "no" is an answer, not an empty field: a different answer is a conflict
  if (d.consentimiento !== null && Boolean(h.consentimiento) !== d.consentimiento) conflict('consentimiento', yesNo(Boolean(h.consentimiento)), yesNo(d.consentimiento));
  return c;
}

/** The field names as a clerk reads them in the report. */
export const FIELD_LABELS: Record<string, string> = {
  curp: 'CURP',
  nombre: 'nombre',
  apellidos: 'apellidos',
  fechaNacimiento: 'fecha de nacimiento',
  sexo: 'sexo',
  telefono: 'teléfono',
  email: 'correo',
  direccion: 'dirección',
  colonia: 'colonia',
  consentimiento: 'consentimiento',
  sinCurpMotivo: 'motivo sin CURP',
  fila: 'fila',
};
