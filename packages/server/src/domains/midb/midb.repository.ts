import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { MidbFilterQuery } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { fold } from '../../lib/searchText';
import { containsPattern, ftsPhrase, isPostgres, trigramLength } from '../../core';

/* The registry's queries: every one takes the clienteId of the caller's token first. */

type Db = Kysely<Database>;
// the filtered set is composed with joins by the callers: Kysely's row typing cannot follow it
type AnySelect = SelectQueryBuilder<any, any, any>;

export interface FilterScope {
  clienteId: string;
  /** Today in the cliente's timezone (YYYY-MM-DD): ages are counted from it. */
  today: string;
}

/** The day `years` years before `day` (29 February becomes 28 in a common year). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/** The day after `day`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The ids whose text holds every word of the needle (name, CURP, phone digits: search_text), or whose
 * colonia's name holds the whole needle. Words of 3 characters or more are answered by habitantes_fts
 * (SQLite) or the GIN trigram index (PostgreSQL); shorter ones only narrow what those found.
 */
function textMatches(db: Db, clienteId: string, needle: string): ReturnType<typeof sql> {
  const words = needle.split(' ').filter(Boolean);
  const long = words.filter(trigramLength);
  const like = (w: string) => sql`search_text like ${containsPattern(w)} escape '\\'`;
  let text;
  if (!isPostgres(db) && long.length) {
    const match = long.map(ftsPhrase).join(' AND ');
    const short = words.filter((w) => !trigramLength(w));
    text = sql`select h.id from habitantes_fts join habitantes h on h.id = habitantes_fts.habitante_id
      where habitantes_fts match ${match} and h.cliente_id = ${clienteId}${short.length ? sql` and ${sql.join(short.map(like), sql` and `)}` : sql``}`;
  } else {
    text = sql`select id from habitantes where cliente_id = ${clienteId} and ${sql.join(words.map(like), sql` and `)}`;
  }
  const colonia = sql`select id from habitantes where cliente_id = ${clienteId} and colonia_id in
    (select id from colonias where cliente_id = ${clienteId} and nombre_key like ${containsPattern(needle)} escape '\\')`;
  return sql`(${text} union all ${colonia})`;
}

/** The cliente's habitantes the filter finds, as a bare `habitantes as h` select. */
export function filteredHabitantes(db: Db, scope: FilterScope, f: MidbFilterQuery): AnySelect {
  let qb: AnySelect = (db as Kysely<any>).selectFrom('habitantes as h').where('h.cliente_id', '=', scope.clienteId);
  if (f.coloniaId !== undefined) qb = qb.where('h.colonia_id', '=', f.coloniaId);
  if (f.zonaId !== undefined) {
    qb = qb.where('h.colonia_id', 'in', (db as Kysely<any>).selectFrom('colonias').select('id').where('cliente_id', '=', scope.clienteId).where('zona_id', '=', f.zonaId));
  }
  if (f.sexo !== undefined) qb = qb.where('h.sexo', '=', f.sexo);
  if (f.consentimiento !== undefined) qb = qb.where('h.consentimiento', '=', f.consentimiento === 'si' ? 1 : 0);
  // aged at least N today: born on or before today N years ago; at most N: born after today N+1 years ago
  if (f.edadMin !== undefined) qb = qb.where('h.fecha_nacimiento', '<=', yearsBefore(scope.today, f.edadMin));
  if (f.edadMax !== undefined) qb = qb.where('h.fecha_nacimiento', '>=', nextDay(yearsBefore(scope.today, f.edadMax + 1)));
  if (f.programaId !== undefined) {
    qb = qb.where('h.id', 'in', (db as Kysely<any>).selectFrom('inscripciones').select('habitante_id').where('programa_id', '=', f.programaId).where('estado', '=', 'activa'));
  }
  const needle = f.q ? fold(f.q.replace(/\u0000/g, '')) : '';
  if (needle) qb = qb.where('h.id', 'in', textMatches(db, scope.clienteId, needle));
  return qb;
}

export async function countHabitantes(db: Db, scope: FilterScope, f: MidbFilterQuery): Promise<number> {
  const { n } = await filteredHabitantes(db, scope, f).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

export interface RegistryRow {
  id: string;
  nombre: string;
  apellidos: string;
  curp: string | null;
  telefono: string;
  email: string;
  direccion: string;
  fecha_nacimiento: string | null;
  sexo: 'H' | 'M' | 'X' | null;
  consentimiento: number;
  colonia_id: string | null;
  colonia_nombre: string | null;
  zona_id: string | null;
  zona_nombre: string | null;
  lat: number | null;
  lng: number | null;
  created_at: string;
}

/** A page of the filtered registry in the list's order (apellidos, nombre: the folded search_text), with colonia and zona names. */
export async function pageHabitantes(db: Db, scope: FilterScope, f: MidbFilterQuery, limit: number, offset: number): Promise<RegistryRow[]> {
  return filteredHabitantes(db, scope, f)
    .leftJoin('colonias as c', (j: any) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .leftJoin('zonas as z', (j: any) => j.onRef('z.id', '=', 'c.zona_id').onRef('z.cliente_id', '=', 'c.cliente_id'))
    .select([
      'h.id',
      'h.nombre',
      'h.apellidos',
      'h.curp',
      'h.telefono',
      'h.email',
      'h.direccion',
      'h.fecha_nacimiento',
      'h.sexo',
      'h.consentimiento',
      'h.colonia_id',
      'c.nombre as colonia_nombre',
      'c.zona_id as zona_id',
      'z.nombre as zona_nombre',
      'h.lat',
      'h.lng',
      'h.created_at',
    ])
    .orderBy('h.search_text')
    .orderBy('h.id')
    .limit(limit)
    .offset(offset)
    .execute() as Promise<RegistryRow[]>;
}

/** The zona of a habitante's colonia. */
export async function zonaOfColonia(db: Db, clienteId: string, coloniaId: string): Promise<{ id: string; nombre: string } | undefined> {
  return db
    .selectFrom('colonias as c')
    .innerJoin('zonas as z', (j) => j.onRef('z.id', '=', 'c.zona_id').onRef('z.cliente_id', '=', 'c.cliente_id'))
    .select(['z.id', 'z.nombre'])
    .where('c.cliente_id', '=', clienteId)
    .where('c.id', '=', coloniaId)
    .executeTakeFirst();
}

export interface ColoniaCount {
  colonia_id: string | null;
  n: number;
}

/** Habitantes of the filter per colonia (null: without one), counted by the database. */
export async function countsPerColonia(db: Db, scope: FilterScope, f: MidbFilterQuery): Promise<ColoniaCount[]> {
  const rows = (await filteredHabitantes(db, scope, f)
    .select(['h.colonia_id', (eb: any) => eb.fn.countAll().as('n')])
    .groupBy('h.colonia_id')
    .execute()) as { colonia_id: string | null; n: unknown }[];
  return rows.map((r) => ({ colonia_id: r.colonia_id, n: Number(r.n) }));
}

/** The cliente's colonias with their shape, for the map. */
export async function coloniaShapes(db: Db, clienteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('colonias').select(['id', 'nombre', 'poligono', 'centro_lat', 'centro_lng']).where('cliente_id', '=', clienteId).where('id', 'in', ids).execute();
}

/** Located habitantes of the filter inside a box; `limit + 1` rows tell the caller there are more. */
export async function pointsIn(db: Db, scope: FilterScope, f: MidbFilterQuery, box: { west: number; south: number; east: number; north: number }, limit: number) {
  return filteredHabitantes(db, scope, f)
    .where('h.lat', '>=', box.south)
    .where('h.lat', '<=', box.north)
    .where('h.lng', '>=', box.west)
    .where('h.lng', '<=', box.east)
    .select(['h.id', 'h.nombre', 'h.apellidos', 'h.lat', 'h.lng'])
    .orderBy('h.id')
    .limit(limit + 1)
    .execute() as Promise<{ id: string; nombre: string; apellidos: string; lat: number; lng: number }[]>;
}
