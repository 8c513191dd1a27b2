import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
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

const wordsOf = (q: string | undefined) => (q ? fold(q.replace(/\u0000/g, '')).split(' ').filter(Boolean) : []);
const likeWord = (column: RawBuilder<unknown>, w: string) => sql<boolean>`${column} like ${containsPattern(w)} escape '\\'`;

/**
 * How to answer a filter. `fromText`: the text index finds few people, so read those by id and sort them
 * (SQLite only: it has no statistics to choose so by itself). Otherwise walk a list index in order, which
 * holds every filtered column: the first page comes at once however many match, and the count stops at its cap.
 */
export interface SearchPlan {
  fromText: boolean;
  /** The text index's matches, read once for the page and its count (SQLite, `fromText`). */
  ids?: string[];
  /**
   * `ids` holds only the first of more matches (planSearch's `enough`): enough to walk for a page and to tell a
   * capped count, never a set to filter by. withOrder and countHabitantesUpTo read the rest when they need it.
   */
  more?: boolean;
  /**
   * The first text matches of a filter that matches more than FROM_TEXT_MAX by their spread (planSearch's
   * `enough`): the list is walked as for any broad filter, and these tell its capped count when all of them pass.
   */
  firstMatches?: string[];
  /**
   * The colonias whose name holds the search text, read once: a list of ids lets PostgreSQL combine its indexes
   * (a subquery would make it read every row). Absent: the query asks the colonias itself.
   */
  coloniasNamed?: string[];
  /** Every habitante the whole filter finds, in the list's order (SQLite, `ids`: see withOrder). */
  ordered?: string[];
  /** One page of the filter found by a short walk of the list index (SQLite, many `ids`: see withOrder). */
  page?: { offset: number; limit: number; ids: string[] };
}

/** Text matches above this are walked instead (8 % of a million people match "hernandez"). */
const FROM_TEXT_MAX = 5_000;

/**
 * How to answer a filter, decided with two small reads; every query of one request takes the same plan.
 * `enough`: the caller wants one page and a count capped there (a search request), so the text index is read no
 * further than that first: a common word matches thousands, and reading up to FROM_TEXT_MAX of them was the
 * request's cost (~3,000 for "maria lopez" at a million: 3.5 times the time of the first 1,001). For words alone
 * the page is then walked for (withOrder; `enough` below WALK_FROM never walks), and the rest is read only when
 * the page or the count needs it; with other filters the rest is read at once, after the last key read.
 */
export async function planSearch(db: Db, clienteId: string, f: MidbFilterQuery, enough?: number): Promise<SearchPlan> {
  const words = wordsOf(f.q);
  if (words.length === 0) return { fromText: false, coloniasNamed: [] };
  const colonias = await (db as Kysely<any>)
    .selectFrom('colonias')
    .select('id')
    .where('cliente_id', '=', clienteId)
    .where(likeWord(sql.ref('nombre_key'), words.join(' ')))
    .execute();
  const coloniasNamed = colonias.map((c: { id: string }) => c.id);
  const long = words.filter(trigramLength);
  // a colonia's name finds everyone who lives there: walk
  if (isPostgres(db) || long.length === 0 || coloniasNamed.length > 0) return { fromText: false, coloniasNamed };
  // the id through the kept key (migration 0019: rowid = k), not the FTS table's own copy of it: a third less time;
  // in key order (FTS5 gives it without sorting), so a second read goes on after the last key the first read
  const read = async (afterKey: number, limit: number) =>
    (
      await sql<{ id: string; k: number }>`select k.habitante_id as id, k.k from habitantes_fts f cross join habitantes_fts_keys k on k.k = f.rowid
        where f.habitantes_fts match ${long.map(ftsPhrase).join(' AND ')} and f.rowid > ${afterKey} order by f.rowid limit ${limit}`.execute(db)
    ).rows;
  const first = Math.min(FROM_TEXT_MAX, enough ?? FROM_TEXT_MAX);
  const found = await read(0, first + 1);
  if (found.length > first && first < FROM_TEXT_MAX) {
    // the matches come in key order (the order people were registered in, which names do not follow): the key of
    // the last one read, against the last key, tells about how many there are in all
    const keys = await sql<{ last: number }>`select max(k) as last from habitantes_fts_keys`.execute(db);
    const lastRead = Number(found[found.length - 1]!.k);
    const ids = found.map((r) => r.id);
    // with another filter (or a short word, checked on the rows) the first matches rarely pass a count's cap
    const textOnly = long.length === words.length && Object.entries(f).every(([k, v]) => k === 'q' || v === undefined);
    // thousands (a surname): walk the list as for any broad filter
    if ((found.length * Number(keys.rows[0]?.last ?? 0)) / lastRead > FROM_TEXT_MAX) return textOnly ? { fromText: false, coloniasNamed, firstMatches: ids } : { fromText: false, coloniasNamed };
    // (two words) the page is looked for near the list's start first
    if (textOnly) return { fromText: true, ids, more: true, coloniasNamed };
    found.push(...(await read(lastRead, FROM_TEXT_MAX - first)));
  }
  return found.length <= FROM_TEXT_MAX ? { fromText: true, ids: found.map((r) => r.id), coloniasNamed } : { fromText: false, coloniasNamed };
}

/** The plan of every text match, for a plan that read only the first (the same as planSearch without `enough`). */
const completed = (db: Db, clienteId: string, f: MidbFilterQuery, plan: SearchPlan): Promise<SearchPlan> | SearchPlan => (plan.more ? planSearch(db, clienteId, f) : plan);

/** Text matches from which a page is first looked for by a short walk of the list index (below, sorting them is cheap). */
const WALK_FROM = 1_000;
/** The list index's entries such a walk reads at most (~4 ms at a million); it finds a page when 1 in WALK_ENTRIES / page matches. */
const WALK_ENTRIES = 25_000;

export interface PageWindow {
  offset: number;
  limit: number;
  /** Tests lower these to take the walk, or to make it fall short, on a small registry. */
  walkFrom?: number;
  walkEntries?: number;
}

/**
 * A plan of text matches (SQLite) gains what the whole filter finds, in the list's order: one read serves a
 * request's page and its count, where each read the matches by id and sorted them again. With thousands of
 * matches that read is the request's cost (each match looked up by id: ~20 ms for "maria lopez" at a million),
 * so a request for one `window` first walks the list index in order, no further than its WALK_ENTRIES-th entry:
 * where the words are that common the page lies within it (~2 ms), and the count reads the matches by id only
 * until it reaches its cap. A page the walk does not fill falls back to the whole read.
 */
export async function withOrder(db: Db, scope: FilterScope, f: MidbFilterQuery, first: SearchPlan, window?: PageWindow): Promise<SearchPlan> {
  if (!first.ids) return first;
  if (window && first.ids.length >= (window.walkFrom ?? WALK_FROM)) {
    const page = await walkedPage(db, scope, f, first, window);
    if (page) return { ...first, page };
  }
  const plan = await completed(db, scope.clienteId, f, first);
  if (!plan.ids) return plan;
  const rows = (await filteredHabitantes(db, scope, f, plan).select('h.id').orderBy('h.search_text').orderBy('h.id').execute()) as { id: string }[];
  return { ...plan, ordered: rows.map((r) => r.id) };
}

/** The window's page from the first `walkEntries` entries of the cliente's list index, or undefined when they do not hold it. */
async function walkedPage(db: Db, scope: FilterScope, f: MidbFilterQuery, plan: SearchPlan, window: PageWindow): Promise<SearchPlan['page']> {
  const { offset, limit } = window;
  // the list order's text at that entry bounds the walk (ties included: the order goes on by id, a prefix still)
  const edge = await (db as Kysely<any>)
    .selectFrom('habitantes')
    .select('search_text')
    .where('cliente_id', '=', scope.clienteId)
    .orderBy('search_text')
    .orderBy('id')
    .limit(1)
    .offset(window.walkEntries ?? WALK_ENTRIES)
    .executeTakeFirst();
  let walk = filteredHabitantes(db, scope, f, { fromText: false, coloniasNamed: plan.coloniasNamed });
  if (edge) walk = walk.where('h.search_text', '<=', edge.search_text);
  const rows = (await walk.select('h.id').orderBy('h.search_text').orderBy('h.id').limit(limit).offset(offset).execute()) as { id: string }[];
  // a short page is the last one only when the walk reached the end of the list
  return rows.length === limit || !edge ? { offset, limit, ids: rows.map((r) => r.id) } : undefined;
}

/** The cliente's habitantes the filter finds, as a bare `habitantes as h` select. */
export function filteredHabitantes(db: Db, scope: FilterScope, f: MidbFilterQuery, plan: SearchPlan = { fromText: false }): AnySelect {
  const fromText = plan.fromText && !isPostgres(db) && wordsOf(f.q).some(trigramLength);
  // SQLite's unary plus keeps a column off the indexes: with few text matches those drive the query; a zona's
  // colonias would make SQLite read each colonia's part of the index and sort them, where walking the list is faster
  const plus = (name: string, when = fromText) => (when ? sql`+${sql.ref(name)}` : sql.ref(name));
  const postgres = isPostgres(db);
  const is = (name: string, value: unknown) => sql<boolean>`${plus(name)} = ${value}`;
  let qb: AnySelect = (db as Kysely<any>).selectFrom('habitantes as h').where(is('h.cliente_id', scope.clienteId));
  if (f.coloniaId !== undefined) qb = qb.where(is('h.colonia_id', f.coloniaId));
  if (f.zonaId !== undefined) {
    qb = qb.where(plus('h.colonia_id', !postgres), 'in', (db as Kysely<any>).selectFrom('colonias').select('id').where('cliente_id', '=', scope.clienteId).where('zona_id', '=', f.zonaId));
  }
  if (f.sexo !== undefined) qb = qb.where(is('h.sexo', f.sexo));
  if (f.consentimiento !== undefined) qb = qb.where(is('h.consentimiento', f.consentimiento === 'si' ? 1 : 0));
  // aged at least N today: born on or before today N years ago; at most N: born after today N+1 years ago.
  // On SQLite the birth date stays off its index (the import's, migration 0020): a range there would read a
  // fifth of the registry and sort it, where the list indexes carry the date and give the page in order.
  const born = plus('h.fecha_nacimiento', !postgres);
  if (f.edadMin !== undefined) qb = qb.where(sql<boolean>`${born} <= ${yearsBefore(scope.today, f.edadMin)}`);
  if (f.edadMax !== undefined) qb = qb.where(sql<boolean>`${born} >= ${nextDay(yearsBefore(scope.today, f.edadMax + 1))}`);
  if (f.programaId !== undefined) {
    qb = qb.where('h.id', 'in', (db as Kysely<any>).selectFrom('inscripciones').select('habitante_id').where('programa_id', '=', f.programaId).where('estado', '=', 'activa'));
  }
  const words = wordsOf(f.q);
  if (words.length === 0) return qb;
  if (fromText) {
    // every word of 3 characters or more from the trigram index, the shorter ones checked on the rows found
    const long = words.filter(trigramLength);
    if (plan.ids) {
      if (plan.ids.length === 0) return qb.where(sql<boolean>`0 = 1`);
      // one JSON parameter: the same statement whatever the count (thousands of bound ids were a new statement each)
      qb = qb.where(sql<boolean>`h.id in (select value from json_each(${JSON.stringify(plan.ids)}))`);
    } else {
      qb = qb.where('h.id', 'in', sql`(select habitante_id from habitantes_fts where habitantes_fts match ${long.map(ftsPhrase).join(' AND ')})`);
    }
    for (const w of words.filter((x) => !trigramLength(x))) qb = qb.where(likeWord(sql.ref('h.search_text'), w));
    return qb;
  }
  // every word in the text (name, CURP, phone digits), or the whole needle in the colonia's name; PostgreSQL
  // answers the likes from its trigram index or walks the list index, as its statistics say
  const text = (eb: any) => eb.and(words.map((w) => likeWord(sql.ref('h.search_text'), w)));
  const named = plan.coloniasNamed ?? (db as Kysely<any>).selectFrom('colonias').select('id').where('cliente_id', '=', scope.clienteId).where(likeWord(sql.ref('nombre_key'), words.join(' ')));
  if (Array.isArray(named) && named.length === 0) return qb.where(text);
  return qb.where((eb: any) => eb.or([text(eb), eb(plus('h.colonia_id', !postgres), 'in', named)]));
}

export async function countHabitantes(db: Db, scope: FilterScope, f: MidbFilterQuery, plan?: SearchPlan): Promise<number> {
  if (plan?.ordered) return plan.ordered.length;
  const { n } = await filteredHabitantes(db, scope, f, plan).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** How many the filter finds, counting no further than `cap` + 1 (so a broad filter costs what a narrow one does). */
export async function countHabitantesUpTo(db: Db, scope: FilterScope, f: MidbFilterQuery, cap: number, plan?: SearchPlan): Promise<number> {
  if (plan?.ordered) return Math.min(plan.ordered.length, cap + 1);
  if (plan?.firstMatches) {
    const n = await countHabitantesUpTo(db, scope, f, cap, { fromText: true, ids: plan.firstMatches, coloniasNamed: plan.coloniasNamed });
    return n > cap ? n : countHabitantesUpTo(db, scope, f, cap, { fromText: false, coloniasNamed: plan.coloniasNamed });
  }
  const first = filteredHabitantes(db, scope, f, plan).select(sql`1`.as('one')).limit(cap + 1);
  const { n } = await (db as Kysely<any>).selectFrom(first.as('f')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  // the first matches alone pass the cap only if all of them do; below it, every match counts
  if (plan?.more && Number(n) <= cap) return countHabitantesUpTo(db, scope, f, cap, await completed(db, scope.clienteId, f, plan));
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
export async function pageHabitantes(db: Db, scope: FilterScope, f: MidbFilterQuery, limit: number, offset: number, plan?: SearchPlan): Promise<RegistryRow[]> {
  // the page's ids first, from the list index alone; then only those rows are read. Reading each row the walk
  // passes (PostgreSQL checks a LIKE only on the row it fetched) cost ~35,000 row reads for a common surname.
  const walked = plan?.page && plan.page.offset === offset && plan.page.limit === limit ? plan.page.ids : undefined;
  if (plan?.more && !walked) throw new Error('pageHabitantes: a plan of the first text matches only (withOrder completes it)');
  const listed = walked ?? plan?.ordered?.slice(offset, offset + limit);
  const ids = listed
    ? sql`(select value as id from json_each(${JSON.stringify(listed)}))`
    : filteredHabitantes(db, scope, f, plan).select('h.id').orderBy('h.search_text').orderBy('h.id').limit(limit).offset(offset);
  return (db as Kysely<any>)
    .selectFrom('habitantes as h')
    .innerJoin(ids.as('p'), 'p.id', 'h.id')
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
export async function countsPerColonia(db: Db, scope: FilterScope, f: MidbFilterQuery, plan?: SearchPlan): Promise<ColoniaCount[]> {
  const words = wordsOf(f.q);
  const textAlone = words.length > 0 && words.every(trigramLength) && Object.entries(f).every(([k, v]) => k === 'q' || v === undefined || v === '');
  // SQLite, words alone that name no colonia: every match of the text index, counted by the cliente and colonia kept
  // under its key (migration 0031), where the walk read the whole list index (a surname at a million: ~250 -> ~150 ms)
  if (textAlone && !isPostgres(db) && plan?.coloniasNamed?.length === 0) {
    const { rows } = await sql<{ colonia_id: string | null; n: number }>`select p.colonia_id, count(*) as n from habitantes_fts f
      cross join habitantes_fts_places p on p.k = f.rowid
      where f.habitantes_fts match ${words.map(ftsPhrase).join(' AND ')} and p.cliente_id = ${scope.clienteId} group by p.colonia_id`.execute(db);
    return rows.map((r) => ({ colonia_id: r.colonia_id, n: Number(r.n) }));
  }
  // (a plan of the first matches of words alone: every match, unless their spread said a broad word, walked)
  const rows = (await filteredHabitantes(db, scope, f, plan && (await completed(db, scope.clienteId, f, plan)))
    .select(['h.colonia_id', (eb: any) => eb.fn.countAll().as('n')])
    .groupBy('h.colonia_id')
    .execute()) as { colonia_id: string | null; n: unknown }[];
  return rows.map((r) => ({ colonia_id: r.colonia_id, n: Number(r.n) }));
}

/** Rows of a cliente's kept counts (PostgreSQL) beyond one a key above which reading them folds them into one a key. */
const FOLD_AT = 1_000;

/**
 * Habitantes per colonia of the whole registry, from the counts the triggers keep (migrations 0027, 0030: a colonia's
 * birth years): a few thousand rows summed, where counting the registry read every habitante. On PostgreSQL each
 * write added rows of its own; past FOLD_AT of them this read folds them into one a key first.
 */
export async function keptCountsPerColonia(db: Db, clienteId: string): Promise<ColoniaCount[]> {
  const rows = await db
    .selectFrom('habitantes_colonia_counts')
    .select([
      'colonia_key',
      (eb) => eb.fn.sum<number>('n').as('n'),
      (eb) => eb.fn.countAll<number>().as('rows'),
      (eb) => eb.fn.count<number>('anio').distinct().as('keys'),
    ])
    .where('cliente_id', '=', clienteId)
    .groupBy('colonia_key')
    .execute();
  if (isPostgres(db) && rows.reduce((a, r) => a + Number(r.rows) - Number(r.keys), 0) > FOLD_AT) await foldColoniaCounts(db, clienteId);
  return rows.filter((r) => Number(r.n) !== 0).map((r) => ({ colonia_id: r.colonia_key || null, n: Number(r.n) }));
}

/** True when the filter is an age range alone (edadMin, edadMax): keptAgeCountsPerColonia answers it. */
export const ageRangeOnly = (f: MidbFilterQuery): boolean =>
  (f.edadMin !== undefined || f.edadMax !== undefined) && Object.entries(f).every(([k, v]) => k === 'edadMin' || k === 'edadMax' || v === undefined || v === '');

/**
 * Habitantes per colonia of an age range alone, exact: the birth years wholly inside the range from the kept counts
 * (migration 0030), and the people of the boundary years (the range's first and last, often partly inside) counted
 * by the birth-date index. ~2 % of the registry read, where counting the range read a list index whole.
 */
export async function keptAgeCountsPerColonia(db: Db, scope: FilterScope, f: Pick<MidbFilterQuery, 'edadMin' | 'edadMax'>): Promise<ColoniaCount[]> {
  // born on or before `last` (aged edadMin or more), on or after `first` (at most edadMax): filteredHabitantes' bounds
  const last = f.edadMin !== undefined ? yearsBefore(scope.today, f.edadMin) : undefined;
  const first = f.edadMax !== undefined ? nextDay(yearsBefore(scope.today, f.edadMax + 1)) : undefined;
  if (first !== undefined && last !== undefined && first > last) return [];
  const yearOf = (day: string) => Number(day.slice(0, 4));
  let whole = db
    .selectFrom('habitantes_colonia_counts')
    .select(['colonia_key', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('cliente_id', '=', scope.clienteId)
    .where('anio', '>', 0);
  if (first !== undefined) whole = whole.where('anio', '>', yearOf(first));
  if (last !== undefined) whole = whole.where('anio', '<', yearOf(last));
  const totals = new Map<string, number>();
  const add = (key: string, n: unknown) => totals.set(key, (totals.get(key) ?? 0) + Number(n));
  for (const r of await whole.groupBy('colonia_key').execute()) add(r.colonia_key, r.n);
  const ranges: [string, string][] = [];
  if (first !== undefined && last !== undefined && yearOf(first) === yearOf(last)) ranges.push([first, last]);
  else {
    if (first !== undefined) ranges.push([first, `${first.slice(0, 4)}-12-31`]);
    if (last !== undefined) ranges.push([`${last.slice(0, 4)}-01-01`, last]);
  }
  // SQLite, without statistics, would walk a list index (in colonia order) rather than read a day range of this one
  const byBirth = isPostgres(db) ? sql`habitantes` : sql`habitantes indexed by habitantes_nacimiento_idx`;
  for (const [from, to] of ranges) {
    const { rows } = await sql<{ colonia_id: string | null; n: number }>`select colonia_id, count(*) as n from ${byBirth}
      where cliente_id = ${scope.clienteId} and fecha_nacimiento >= ${from} and fecha_nacimiento <= ${to} group by colonia_id`.execute(db);
    for (const r of rows) add(r.colonia_id ?? '', r.n);
  }
  return [...totals].filter(([, n]) => n !== 0).map(([key, n]) => ({ colonia_id: key || null, n }));
}

/**
 * One row a key for the cliente's kept counts (PostgreSQL). One statement sums exactly the rows it deleted: rows
 * another transaction adds meanwhile stay as they are, and a second fold running at once skips what this one took.
 */
export async function foldColoniaCounts(db: Db, clienteId: string): Promise<void> {
  await sql`with gone as (delete from habitantes_colonia_counts where cliente_id = ${clienteId} returning colonia_key, anio, n)
    insert into habitantes_colonia_counts (cliente_id, colonia_key, anio, n)
    select ${clienteId}, colonia_key, anio, sum(n) from gone group by colonia_key, anio having sum(n) <> 0`.execute(db);
}

/** The cliente's colonias with their shape, for the map. */
export async function coloniaShapes(db: Db, clienteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('colonias').select(['id', 'nombre', 'poligono', 'centro_lat', 'centro_lng']).where('cliente_id', '=', clienteId).where('id', 'in', ids).execute();
}

/** Located habitantes of the filter inside a box; `limit + 1` rows tell the caller there are more. */
export async function pointsIn(db: Db, scope: FilterScope, f: MidbFilterQuery, box: { west: number; south: number; east: number; north: number }, limit: number, plan?: SearchPlan) {
  return filteredHabitantes(db, scope, f, plan)
    .where('h.lat', '>=', box.south)
    .where('h.lat', '<=', box.north)
    .where('h.lng', '>=', box.west)
    .where('h.lng', '<=', box.east)
    .select(['h.id', 'h.nombre', 'h.apellidos', 'h.lat', 'h.lng'])
    .orderBy('h.id')
    .limit(limit + 1)
    .execute() as Promise<{ id: string; nombre: string; apellidos: string; lat: number; lng: number }[]>;
}

/** The cliente's active colonias with their centroid, for the sample registry. */
export async function coloniasWithCentre(db: Db, clienteId: string) {
  return db.selectFrom('colonias').select(['id', 'centro_lat', 'centro_lng']).where('cliente_id', '=', clienteId).where('activo', '=', 1).orderBy('nombre').execute();
}

/** After a bulk load (never inside a transaction): PostgreSQL plans the registry's searches from its statistics (autovacuum would refresh them later). */
export async function refreshStatistics(db: Db): Promise<void> {
  // vacuum too: it marks the pages all-visible, so counting per colonia reads the covering index alone
  if (isPostgres(db)) await sql`vacuum analyze habitantes`.execute(db);
}

/** The ids of the habitantes a filter finds, at most `limit` (Logística's bulk creation from a registry search). */
export async function filteredHabitanteIds(db: Db, scope: FilterScope, f: MidbFilterQuery, limit: number): Promise<string[]> {
  const rows = (await filteredHabitantes(db, scope, f).select('h.id').orderBy('h.id').limit(limit).execute()) as { id: string }[];
  return rows.map((r) => r.id);
}
