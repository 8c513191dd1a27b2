import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { COLONIA_RADIO_M, PRIORIDADES, canonicalFolio, type CaseFilterQuery, type CaseKind, type CaseSort, type Prioridad } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { CaseEventsTable, CaseFilesTable, CaseNotesTable, CasesTable } from '../../db/schema.cases';
import type { EstatusTable, TiposTable } from '../../db/schema.catalogs';
import { bool } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { containsPattern, dayEnd, dayStart, ftsPhrase, isPostgres, safeTimeZone, trigramLength } from '../../core';

/*
 * The queries of reportes and solicitudes. Every one takes the clienteId of the caller's token and the
 * kind first. The tipo and estatus of a case live in the kind's own catalogue table, which Kysely's
 * table typing cannot follow through a variable, so those selects go through `AnyDb` and come back
 * typed at this file's edge.
 */

export type Db = Kysely<Database>;
type AnyDb = Kysely<any>;
type AnySelect = SelectQueryBuilder<any, any, any>;

export const TIPO_TABLE = { reporte: 'tipos_reporte', solicitud: 'tipos_solicitud' } as const;
export const ESTATUS_TABLE = { reporte: 'estatus_reporte', solicitud: 'estatus_solicitud' } as const;

/** A case with the names (and colours) of what it refers to, as lists, CSV and detail show them. */
export interface CaseRow extends CasesTable {
  tipo_nombre: string;
  tipo_color: string;
  estatus_nombre: string;
  estatus_color: string;
  estatus_final: number;
  colonia_nombre: string | null;
  zona_nombre: string | null;
  origen_nombre: string | null;
  dependencia_nombre: string | null;
  dependencia_color: string | null;
  modulo_nombre: string | null;
  asignado_nombre: string | null;
}

/** The cliente's timezone: its calendar decides folio years, date filters and CSV dates. */
export async function clienteTimeZone(db: Db, clienteId: string): Promise<string> {
  const row = await db.selectFrom('clientes').select('timezone').where('id', '=', clienteId).executeTakeFirst();
  return safeTimeZone(row?.timezone);
}

/** What the filters need besides the query: who asks (mios), when (vencidos) and where (desde/hasta days). */
export interface FilterScope {
  clienteId: string;
  kind: CaseKind;
  userId: string;
  now: string;
  timeZone: string;
}

/** A whole folio as typed ("r-2026-000123" once folded): one row by the unique index. */
const FOLIO_NEEDLE = /^[rs]-\d{4}-\d{6}$/;


/** The filtered cases as a bare `cases as c` select: counts use it as is, lists add the joins. */
export function filteredCases(db: Db, scope: FilterScope, q: CaseFilterQuery): AnySelect {
  // a NUL would end FTS5's query early and is refused by PostgreSQL's text: never in a needle; a folio
  // typed short ("r-2026-279", as read over the phone) is the whole folio (R-2026-000279)
  const typed = q.q ? q.q.replace(/\u0000/g, '') : '';
  const folio = canonicalFolio(typed).toLowerCase();
  const needle = FOLIO_NEEDLE.test(folio) ? folio : fold(typed);
  const postgres = isPostgres(db);
  // SQLite answers a text search from cases_fts, then reads the few matching rows by primary key; left to
  // itself it would walk the cliente's whole index and probe the match list row by row.
  const trigramSearch = !postgres && trigramLength(needle) && !FOLIO_NEEDLE.test(needle) && !/^\d+$/.test(needle);
  const scoped = (column: string) => (trigramSearch ? sql`+${sql.ref(column)}` : sql.ref(column));
  let qb: AnySelect = (db as AnyDb)
    .selectFrom('cases as c')
    .where(sql<boolean>`${scoped('c.cliente_id')} = ${scope.clienteId}`)
    .where(sql<boolean>`${scoped('c.kind')} = ${scope.kind}`);
  const equal: [keyof CaseFilterQuery, string][] = [
    ['tipoId', 'c.tipo_id'],
    ['estatusId', 'c.estatus_id'],
    ['dependenciaId', 'c.dependencia_id'],
    ['coloniaId', 'c.colonia_id'],
    ['zonaId', 'c.zona_id'],
    ['origenId', 'c.origen_id'],
  ];
  for (const [param, column] of equal) if (q[param] !== undefined) qb = qb.where(column, '=', q[param]);
  if (q.prioridad !== undefined) qb = qb.where('c.prioridad', '=', prioridadRank(q.prioridad));
  if (q.estado === 'abiertos') qb = qb.where('c.closed_at', 'is', null);
  if (q.estado === 'cerrados') qb = qb.where('c.closed_at', 'is not', null);
  if (q.desde) qb = qb.where('c.created_at', '>=', dayStart(q.desde, scope.timeZone).toISOString());
  if (q.hasta) qb = qb.where('c.created_at', '<', dayEnd(q.hasta, scope.timeZone).toISOString());
  // `false` is "no filter", as an unticked box in the URL: only `true` narrows
  if (q.vencidos) {
    // SQLite without statistics would answer the range from cases_due_idx and read every row for its
    // closed_at; the unary plus (SQLite's way to keep a term off an index) leaves it cases_open_idx,
    // which holds both columns. PostgreSQL has statistics and no unary plus for text.
    const due = postgres ? sql.ref('c.due_at') : sql`+c.due_at`;
    qb = qb.where('c.closed_at', 'is', null).where(sql<boolean>`${due} < ${scope.now}`);
  }
  if (q.mios) qb = qb.where('c.asignado_a', '=', scope.userId);
  if (FOLIO_NEEDLE.test(needle)) {
    qb = qb.where('c.folio', '=', needle.toUpperCase());
  } else if (/^\d{1,9}$/.test(needle)) {
    // A bare number ("123", "000123") is a folio's number in any year, or digits in the descripción;
    // matched against search_text it would find every folio of the year ("2" is in "2026").
    qb = qb.where((eb) => eb.or([eb('c.seq', '=', Number(needle)), sql<boolean>`c.descripcion like ${containsPattern(needle)} escape '\\'`]));
  } else if (needle) {
    qb = qb.where('c.id', 'in', textMatches(scope, needle, trigramSearch));
  }
  return qb;
}

/**
 * The ids of the cases whose text (folio, descripción, contact) holds the needle, or whose tipo or colonia
 * name does: a clerk typing "bache" means the tipo Bache as much as the word in a descripción. Names are
 * matched in the small catalogue tables (folded `nombre_key`), never copied into the cases, so a renamed
 * tipo is found by its new name at once. One union, each arm answered by its own index: cases_fts
 * (SQLite) or cases_search_trgm_idx (PostgreSQL, migration 0006) for the text, cases_tipo_idx and
 * cases_colonia_idx for the names; the outer query then reads the few matching rows.
 */
function textMatches(scope: FilterScope, needle: string, trigramSearch: boolean): RawBuilder<unknown> {
  const pattern = containsPattern(needle);
  const text = trigramSearch
    ? sql`select case_id as id from cases_fts where cases_fts match ${ftsPhrase(needle)}`
    : sql`select id from cases where cliente_id = ${scope.clienteId} and kind = ${scope.kind} and search_text like ${pattern} escape '\\'`;
  const named = (column: string, table: string) =>
    sql`select id from cases where cliente_id = ${scope.clienteId} and kind = ${scope.kind} and ${sql.ref(column)} in
      (select id from ${sql.table(table)} where cliente_id = ${scope.clienteId} and nombre_key like ${pattern} escape '\\')`;
  return sql`(${text} union all ${named('tipo_id', TIPO_TABLE[scope.kind])} union all ${named('colonia_id', 'colonias')})`;
}

export async function countCases(db: Db, scope: FilterScope, q: CaseFilterQuery, extra?: (qb: AnySelect) => AnySelect): Promise<number> {
  const base = filteredCases(db, scope, q);
  const { n } = await (extra ? extra(base) : base).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** The located cases of a filter for the map: how many there are, and the first `limit` in the list's order. */
export async function mapPoints(db: Db, scope: FilterScope, q: CaseFilterQuery, limit: number): Promise<{ total: number; rows: MapPoint[] }> {
  const located = (qb: AnySelect) => qb.where('c.lat', 'is not', null).where('c.lng', 'is not', null);
  const total = await countCases(db, scope, q, located);
  const rows = (await ordered(located(filteredCases(db, scope, q)).select(['c.lat', 'c.lng', 'c.estatus_id', 'c.tipo_id', 'c.id', 'c.folio']), q)
    .limit(limit)
    .execute()) as MapPoint[];
  return { total, rows };
}

export interface MapPoint {
  lat: number;
  lng: number;
  estatus_id: string;
  tipo_id: string;
  id: string;
  folio: string;
}

/** A new case, every column given by its intake (caseCreate.ts). */
export async function insertCase(db: Db, row: CasesTable): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

/**
 * The names (and colours) a page of cases shows, read by id from each small catalogue table and the
 * users in one round trip (a union of lookups), then attached to the rows. Not joins: nine joins around
 * the fifteen indexes of `cases` cost PostgreSQL's planner over 100 ms per query, while these lookups take
 * a few.
 */
export async function attachRefs(db: Db, clienteId: string, kind: CaseKind, rows: CasesTable[]): Promise<CaseRow[]> {
  if (rows.length === 0) return [];
  type Ref = { t: string; id: string; nombre: string; color: string | null; final: number | string | null };
  const lookups: RawBuilder<unknown>[] = [];
  const lookup = (tag: string, table: string, column: keyof CasesTable, extra: { color?: boolean; final?: boolean; user?: boolean } = {}) => {
    const wanted = [...new Set(rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string'))];
    if (wanted.length === 0) return;
    const nombre = extra.user ? sql.ref('display_name') : sql.ref('nombre');
    const scoped = extra.user ? sql`` : sql`and cliente_id = ${clienteId}`;
    lookups.push(
      sql`select ${tag} as t, id, ${nombre} as nombre, ${extra.color ? sql.ref('color') : sql`null`} as color, ${extra.final ? sql.ref('final') : sql`null`} as final
        from ${sql.table(table)} where id in (${sql.join(wanted)}) ${scoped}`,
    );
  };
  lookup('tipo', TIPO_TABLE[kind], 'tipo_id', { color: true });
  lookup('estatus', ESTATUS_TABLE[kind], 'estatus_id', { color: true, final: true });
  lookup('colonia', 'colonias', 'colonia_id');
  lookup('zona', 'zonas', 'zona_id');
  lookup('origen', 'origenes', 'origen_id');
  lookup('dependencia', 'dependencias', 'dependencia_id', { color: true });
  lookup('modulo', 'modulos', 'modulo_id');
  lookup('user', 'users', 'asignado_a', { user: true });
  const found = (await sql<Ref>`${sql.join(lookups, sql` union all `)}`.execute(db)).rows;
  const refs = (tag: string) => new Map(found.filter((r) => r.t === tag).map((r) => [r.id, { ...r, color: r.color ?? '', final: Number(r.final ?? 0) }]));
  type Named = { id: string; nombre: string };
  const [tipos, estatus, colonias, zonas, origenes, dependencias, modulos] = ['tipo', 'estatus', 'colonia', 'zona', 'origen', 'dependencia', 'modulo'].map(refs);
  const users = new Map([...refs('user')].map(([id, r]) => [id, { id, display_name: r.nombre }]));
  const name = (map: Map<string, Named>, id: string | null) => (id === null ? null : (map.get(id)?.nombre ?? ''));
  // the driver's fresh row objects get the names added in place: a CSV reads 100k of them
  return rows.map((row) => {
    const r = row as CaseRow;
    const tipo = tipos.get(r.tipo_id);
    const est = estatus.get(r.estatus_id);
    const dep = r.dependencia_id === null ? undefined : dependencias.get(r.dependencia_id);
    r.tipo_nombre = tipo?.nombre ?? '';
    r.tipo_color = tipo?.color ?? '';
    r.estatus_nombre = est?.nombre ?? '';
    r.estatus_color = est?.color ?? '';
    r.estatus_final = est?.final ?? 0;
    r.colonia_nombre = name(colonias, r.colonia_id);
    r.zona_nombre = name(zonas, r.zona_id);
    r.origen_nombre = name(origenes, r.origen_id);
    r.dependencia_nombre = r.dependencia_id === null ? null : (dep?.nombre ?? '');
    r.dependencia_color = r.dependencia_id === null ? null : (dep?.color ?? '');
    r.modulo_nombre = name(modulos, r.modulo_id);
    r.asignado_nombre = r.asignado_a === null ? null : (users.get(r.asignado_a)?.display_name ?? '');
    return r;
  });
}

/** One part of a sort key: a column, or an expression over the row with its value for a row read back. */
interface SortPart {
  expr: RawBuilder<unknown>;
  value: (row: CasesTable) => unknown;
}

const column = (name: keyof CasesTable): SortPart => ({ expr: sql.ref(`c.${name}`), value: (row) => row[name] });

/**
 * 0 for an open case, 1 for a closed one: "Vence" puts open work first (overdue on top, as the earliest
 * deadlines), closed cases last. The same expression is indexed by migration 0017, so both databases
 * read the order from cases_due_open_idx instead of sorting.
 */
export const CLOSED_RANK = sql`(case when c.closed_at is null then 0 else 1 end)`;
const closedRank: SortPart = { expr: CLOSED_RANK, value: (row) => (row.closed_at === null ? 0 : 1) };

/** What each sort orders by; the case id always breaks ties, so pages and keysets are stable. */
const SORT_PARTS: Record<CaseSort, SortPart[]> = {
  createdAt: [column('created_at')],
  updatedAt: [column('updated_at')],
  dueAt: [closedRank, column('due_at')],
  folio: [column('year'), column('seq')],
  prioridad: [column('prioridad'), column('created_at')],
};

export interface Ordering {
  sort: CaseSort;
  dir: 'asc' | 'desc';
}

const sortKey = (sort: CaseSort): SortPart[] => [...SORT_PARTS[sort], column('id')];

export function ordered(qb: AnySelect, o: Ordering): AnySelect {
  for (const part of sortKey(o.sort)) qb = qb.orderBy(part.expr, o.dir);
  return qb;
}

/** Rows after `last` in the ordering (keyset): a row-value comparison both databases index. */
export function after(qb: AnySelect, o: Ordering, last: CasesTable): AnySelect {
  const key = sortKey(o.sort);
  const columns = sql.join(key.map((k) => k.expr));
  const values = sql.join(key.map((k) => k.value(last)));
  return qb.where(o.dir === 'asc' ? sql<boolean>`(${columns}) > (${values})` : sql<boolean>`(${columns}) < (${values})`);
}

/** The ids of one page of the filtered, ordered cases (indexes often answer this without reading rows). */
export async function listCaseIds(db: Db, scope: FilterScope, q: CaseFilterQuery & Ordering, page: number, pageSize: number): Promise<string[]> {
  const rows = (await ordered(filteredCases(db, scope, q).select('c.id'), q)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as { id: string }[];
  return rows.map((r) => r.id);
}

/** The cases of `ids` in that order, with their names; ids of another cliente or kind are left out. */
export async function casesByIds(db: Db, scope: FilterScope, ids: string[]): Promise<CaseRow[]> {
  if (ids.length === 0) return [];
  // by primary key alone: with the cliente and kind in the where clause SQLite walks their index instead
  const rows = await db.selectFrom('cases').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.filter((r) => r.cliente_id === scope.clienteId && r.kind === scope.kind).map((r) => [r.id, r]));
  const inOrder = ids.map((id) => byId.get(id)).filter((r): r is CasesTable => r !== undefined);
  return attachRefs(db, scope.clienteId, scope.kind, inOrder);
}

/** The whole filtered set in `chunkRows` pieces by keyset, so no page is ever read twice or skipped. */
export async function* iterateCases(db: Db, scope: FilterScope, q: CaseFilterQuery & Ordering, chunkRows: number): AsyncGenerator<CaseRow[]> {
  let last: CasesTable | undefined;
  for (;;) {
    let qb = filteredCases(db, scope, q).selectAll('c');
    if (last) qb = after(qb, q, last);
    const rows = (await ordered(qb, q).limit(chunkRows).execute()) as CasesTable[];
    if (rows.length) yield attachRefs(db, scope.clienteId, scope.kind, rows);
    if (rows.length < chunkRows) return;
    last = rows[rows.length - 1];
  }
}

export async function findCaseRow(db: Db, clienteId: string, kind: CaseKind, id: string): Promise<CaseRow | undefined> {
  const row = await db.selectFrom('cases').selectAll().where('cliente_id', '=', clienteId).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row && (await attachRefs(db, clienteId, kind, [row]))[0];
}

/**
 * The cliente's closed cases with their rank `n` among the closed cases of the same kind, dependencia and
 * tipo (1 = the first that closed; ties by id): a select usable as a subquery. Columns: id, kind, folio,
 * tipo_id, dependencia_id, zona_id, prioridad, closed_at, n.
 */
export function rankedClosedCases(clienteId: string): RawBuilder<unknown> {
  return sql`select c.id, c.kind, c.folio, c.tipo_id, c.dependencia_id, c.zona_id, c.prioridad, c.closed_at,
      row_number() over (partition by c.kind, coalesce(c.dependencia_id, ''), c.tipo_id order by c.closed_at, c.id) as n
    from cases c where c.cliente_id = ${clienteId} and c.closed_at is not null`;
}

/** Cases of any kind by id in the cliente (no names attached). */
export function casesOfAnyKind(db: Db, clienteId: string, ids: readonly string[]): Promise<CasesTable[]> {
  return db.selectFrom('cases').selectAll().where('cliente_id', '=', clienteId).where('id', 'in', [...ids]).execute();
}

/** A case of any kind by id in the cliente: what a filing answers with and an upload checks against. */
export function findCaseHead(db: Db, clienteId: string, id: string): Promise<{ id: string; kind: CaseKind; folio: string; created_at: string } | undefined> {
  return db.selectFrom('cases').select(['id', 'kind', 'folio', 'created_at']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** A newly filed case as its notice names it: folio, tipo and the dependencia it went to. */
export function findFiledSummary(db: Db, clienteId: string, id: string): Promise<{ folio: string; tipo_nombre: string; dependencia_nombre: string | null } | undefined> {
  return db
    .selectFrom('cases as c')
    .leftJoin('tipos_reporte as tr', (j) => j.onRef('tr.id', '=', 'c.tipo_id').onRef('tr.cliente_id', '=', 'c.cliente_id').on('c.kind', '=', 'reporte'))
    .leftJoin('tipos_solicitud as ts', (j) => j.onRef('ts.id', '=', 'c.tipo_id').onRef('ts.cliente_id', '=', 'c.cliente_id').on('c.kind', '=', 'solicitud'))
    .leftJoin('dependencias as d', (j) => j.onRef('d.id', '=', 'c.dependencia_id').onRef('d.cliente_id', '=', 'c.cliente_id'))
    .select((eb) => ['c.folio', eb.fn.coalesce('tr.nombre', 'ts.nombre', eb.val('')).as('tipo_nombre'), 'd.nombre as dependencia_nombre'])
    .where('c.cliente_id', '=', clienteId)
    .where('c.id', '=', id)
    .executeTakeFirst() as Promise<{ folio: string; tipo_nombre: string; dependencia_nombre: string | null } | undefined>;
}

/** The folio of a case of the cliente and kind: what an error about it names, and the file routes check. */
export function findCaseFolio(db: Db, clienteId: string, kind: CaseKind, id: string): Promise<{ id: string; folio: string } | undefined> {
  return db.selectFrom('cases').select(['id', 'folio']).where('cliente_id', '=', clienteId).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
}

/** Where the follow code of a case goes: its folio, tipo and contact e-mail. */
export function findCaseContact(db: Db, clienteId: string, id: string): Promise<{ folio: string; tipo_id: string; contacto_email: string } | undefined> {
  return db.selectFrom('cases').select(['folio', 'tipo_id', 'contacto_email']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** Whether the cliente has any case at all (the demo seed leaves such a cliente alone). */
export async function hasCases(db: Db, clienteId: string): Promise<boolean> {
  return (await db.selectFrom('cases').select('id').where('cliente_id', '=', clienteId).limit(1).executeTakeFirst()) !== undefined;
}

/** The case of the cliente with this folio (stored form, e.g. R-2026-000279), by the unique index. */
export async function findCaseByFolio(db: Db, clienteId: string, kind: CaseKind, folio: string): Promise<CaseRow | undefined> {
  const row = await db.selectFrom('cases').selectAll().where('cliente_id', '=', clienteId).where('kind', '=', kind).where('folio', '=', folio).executeTakeFirst();
  return row && (await attachRefs(db, clienteId, kind, [row]))[0];
}

/** The bare case row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export async function lockCase(db: Db, clienteId: string, kind: CaseKind, id: string, postgres: boolean): Promise<CasesTable | undefined> {
  let qb = db.selectFrom('cases').selectAll().where('cliente_id', '=', clienteId).where('kind', '=', kind).where('id', '=', id);
  if (postgres) qb = qb.forUpdate();
  return qb.executeTakeFirst();
}

// ---- catalogue rows a case refers to ---------------------------------------------------------------------

export async function findTipo(db: Db, clienteId: string, kind: CaseKind, id: string): Promise<TiposTable | undefined> {
  return (await (db as AnyDb).selectFrom(TIPO_TABLE[kind]).selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst()) as TiposTable | undefined;
}

export async function listEstatus(db: Db, clienteId: string, kind: CaseKind, activeOnly: boolean): Promise<EstatusTable[]> {
  let qb = (db as AnyDb).selectFrom(ESTATUS_TABLE[kind]).selectAll().where('cliente_id', '=', clienteId);
  if (activeOnly) qb = qb.where('activo', '=', 1);
  return (await qb.orderBy('orden').orderBy('nombre_key').orderBy('id').execute()) as EstatusTable[];
}

export async function listTipos(db: Db, clienteId: string, kind: CaseKind, activeOnly: boolean): Promise<TiposTable[]> {
  let qb = (db as AnyDb).selectFrom(TIPO_TABLE[kind]).selectAll().where('cliente_id', '=', clienteId);
  if (activeOnly) qb = qb.where('activo', '=', 1);
  return (await qb.orderBy('nombre_key').orderBy('id').execute()) as TiposTable[];
}

type SimpleCatalog = 'colonias' | 'origenes' | 'dependencias' | 'modulos' | 'zonas';

/** An active row of the cliente in a catalogue, or undefined. */
/** Whether the cliente has any reporte or solicitud (its public address is then in citizens' hands). */
export async function clienteHasCases(db: Db, clienteId: string): Promise<boolean> {
  return !!(await db.selectFrom('cases').select('id').where('cliente_id', '=', clienteId).limit(1).executeTakeFirst());
}

export async function findActive<T extends SimpleCatalog>(db: Db, table: T, clienteId: string, id: string): Promise<Database[T] | undefined> {
  const row = await (db as AnyDb).selectFrom(table).selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).where('activo', '=', 1).executeTakeFirst();
  return row as Database[T] | undefined;
}

/** Any row of the cliente in a catalogue, active or not (history names what was there), or undefined. */
export async function findAny<T extends SimpleCatalog>(db: Db, table: T, clienteId: string, id: string): Promise<Database[T] | undefined> {
  return (await (db as AnyDb).selectFrom(table).selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst()) as Database[T] | undefined;
}

/** The cliente's active rows of a catalogue, by name. */
export async function listActive<T extends SimpleCatalog>(db: Db, table: T, clienteId: string): Promise<Database[T][]> {
  const rows = await (db as AnyDb).selectFrom(table).selectAll().where('cliente_id', '=', clienteId).where('activo', '=', 1).orderBy('nombre_key').orderBy('id').execute();
  return rows as Database[T][];
}

/** How far from a colonia's centroid a point still takes that colonia (migration 0015). */
export async function coloniaRadius(db: Db, clienteId: string): Promise<number> {
  const row = await db.selectFrom('clientes').select('colonia_radio_m').where('id', '=', clienteId).executeTakeFirst();
  return row?.colonia_radio_m ?? COLONIA_RADIO_M.default;
}

/** The cliente's rule that an assignment moves a case out of its initial estatus (migration 0016). */
export async function assignmentMovesEstatus(db: Db, clienteId: string): Promise<boolean> {
  const row = await db.selectFrom('clientes').select('asignar_mueve_estatus').where('id', '=', clienteId).executeTakeFirst();
  return bool(row?.asignar_mueve_estatus);
}

/** The cliente's slug and name, for what is mailed to citizens. */
export function findClienteName(db: Db, clienteId: string): Promise<{ slug: string; nombre: string } | undefined> {
  return db.selectFrom('clientes').select(['slug', 'nombre']).where('id', '=', clienteId).executeTakeFirst();
}

/** A user by id, any cliente or status: the name a history event shows for whoever held a case. */
export function findUserName(db: Db, userId: string): Promise<{ id: string; display_name: string } | undefined> {
  return db.selectFrom('users').select(['id', 'display_name']).where('id', '=', userId).executeTakeFirst();
}

/** A habitante of the cliente with what fills a case's contact, or undefined. */
export function findHabitanteOf(db: Db, clienteId: string, id: string): Promise<{ id: string; nombre: string; apellidos: string; telefono: string; email: string } | undefined> {
  return db.selectFrom('habitantes').select(['id', 'nombre', 'apellidos', 'telefono', 'email']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** An active user of the cliente (account active, membership enabled): who may be assigned a case. */
export async function findActiveMember(db: Db, clienteId: string, userId: string): Promise<{ id: string; display_name: string } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('user_clientes as uc', 'uc.user_id', 'u.id')
    .select(['u.id', 'u.display_name'])
    .where('uc.cliente_id', '=', clienteId)
    .where('u.id', '=', userId)
    .where('u.status', '=', 'active')
    .where('uc.disabled', '=', 0)
    .where('uc.invite_pending', '=', 0)
    .executeTakeFirst();
}

/** Active members of the cliente with their roles' permissions (one row per role). */
export async function listMemberPermissions(db: Db, clienteId: string): Promise<{ id: string; display_name: string; email: string; permissions: string }[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('user_clientes as uc', 'uc.user_id', 'u.id')
    .innerJoin('user_roles as ur', (j) => j.onRef('ur.user_id', '=', 'u.id').onRef('ur.cliente_id', '=', 'uc.cliente_id'))
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'ur.role_id').onRef('r.cliente_id', '=', 'ur.cliente_id'))
    .select(['u.id', 'u.display_name', 'u.email', 'r.permissions'])
    .where('uc.cliente_id', '=', clienteId)
    .where('u.status', '=', 'active')
    .where('uc.disabled', '=', 0)
    .where('uc.invite_pending', '=', 0)
    .orderBy('u.display_name')
    .orderBy('u.id')
    .execute();
}

// ---- what the list cache keys on ---------------------------------------------------------------------------

/** The cliente's and kind's `case_versions` counter, which triggers bump on every write a list shows (migrations 0006, 0010). */
export async function listVersion(db: Db, clienteId: string, kind: CaseKind): Promise<number> {
  const row = await db.selectFrom('case_versions').select('version').where('cliente_id', '=', clienteId).where('kind', '=', kind).executeTakeFirst();
  return row?.version ?? 0;
}

/** When the next open case falls due at or after `scope.now`; null when none is left to fall due. */
export async function nextDueAt(db: Db, scope: Pick<FilterScope, 'clienteId' | 'kind' | 'now'>): Promise<string | null> {
  const row = await db
    .selectFrom('cases')
    .select((eb) => eb.fn.min('due_at').as('at'))
    .where('cliente_id', '=', scope.clienteId)
    .where('kind', '=', scope.kind)
    .where('closed_at', 'is', null)
    .where('due_at', '>=', scope.now)
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

// ---- history, notes, files -------------------------------------------------------------------------------

export interface EventRow extends CaseEventsTable {
  actor_nombre: string | null;
}
export interface NoteRow extends CaseNotesTable {
  autor_nombre: string | null;
}
export interface FileRow extends CaseFilesTable {
  autor_nombre: string | null;
}

export function listEvents(db: Db, clienteId: string, caseId: string): Promise<EventRow[]> {
  return db
    .selectFrom('case_events as ev')
    .leftJoin('users as u', 'u.id', 'ev.actor_id')
    .selectAll('ev')
    .select('u.display_name as actor_nombre')
    .where('ev.cliente_id', '=', clienteId)
    .where('ev.case_id', '=', caseId)
    .orderBy('ev.at')
    .orderBy('ev.id')
    .execute();
}

export function listNotes(db: Db, clienteId: string, caseId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('case_notes as n')
    .leftJoin('users as u', 'u.id', 'n.autor_id')
    .selectAll('n')
    .select('u.display_name as autor_nombre')
    .where('n.cliente_id', '=', clienteId)
    .where('n.case_id', '=', caseId)
    .orderBy('n.at')
    .orderBy('n.id')
    .execute();
}

export function listFiles(db: Db, clienteId: string, caseId: string): Promise<FileRow[]> {
  return db
    .selectFrom('case_files as f')
    .leftJoin('users as u', 'u.id', 'f.autor_id')
    .selectAll('f')
    .select('u.display_name as autor_nombre')
    .where('f.cliente_id', '=', clienteId)
    .where('f.case_id', '=', caseId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
}

export function findFile(db: Db, clienteId: string, caseId: string, fileId: string): Promise<CaseFilesTable | undefined> {
  return db.selectFrom('case_files').selectAll().where('cliente_id', '=', clienteId).where('case_id', '=', caseId).where('id', '=', fileId).executeTakeFirst();
}

export async function countFiles(db: Db, clienteId: string, caseId: string): Promise<number> {
  const { n } = await db.selectFrom('case_files').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', clienteId).where('case_id', '=', caseId).executeTakeFirstOrThrow();
  return Number(n);
}

// ---- prioridad as stored --------------------------------------------------------------------------------

export const prioridadRank = (p: Prioridad): number => PRIORIDADES.indexOf(p);
export const prioridadOf = (rank: number): Prioridad => PRIORIDADES[rank] ?? 'normal';

/** The file ids of a case's public notes, one JSON array per note (the public photos, casePublicPhotos.ts). */
export async function listPublicNoteFiles(db: Db, clienteId: string, caseIds: readonly string[]): Promise<string[]> {
  if (!caseIds.length) return [];
  const notes = await db.selectFrom('case_notes').select('archivo_ids').where('cliente_id', '=', clienteId).where('case_id', 'in', caseIds).where('publica', '=', 1).execute();
  return notes.map((n) => n.archivo_ids);
}

/** The images of some cases in upload order, with their case and who uploaded them. */
export async function listImageFiles(db: Db, clienteId: string, caseIds: readonly string[]): Promise<Pick<CaseFilesTable, 'id' | 'case_id' | 'nombre' | 'tipo' | 'stored_name' | 'autor_id'>[]> {
  if (!caseIds.length) return [];
  return db
    .selectFrom('case_files')
    .select(['id', 'case_id', 'nombre', 'tipo', 'stored_name', 'autor_id'])
    .where('cliente_id', '=', clienteId)
    .where('case_id', 'in', caseIds)
    .where('tipo', 'like', 'image/%')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The case a file of the cliente belongs to. */
export function findFileCase(db: Db, clienteId: string, fileId: string): Promise<{ case_id: string } | undefined> {
  return db.selectFrom('case_files').select(['case_id']).where('cliente_id', '=', clienteId).where('id', '=', fileId).executeTakeFirst();
}
