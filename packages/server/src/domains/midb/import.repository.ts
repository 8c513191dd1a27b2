import { sql, type Kysely, type Updateable } from 'kysely';
import type { MidbImportDecision, MidbImportTipo, MidbImportVista } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { HabitantesTable } from '../../db/schema.citizens';
import type { MidbImportResultadosTable, MidbImportsTable } from '../../db/schema.midbImports';
import { columnList, isPostgres, jsonRows, type JsonRowsColumn } from '../../core';
import type { RegistryRow } from './import.matcher';

/* The import's SQL. Every query that a request reaches takes the clienteId of the caller's token first; the worker's take the import's id it claimed. */

type Db = Kysely<Database>;

/** The internal state of an import whose file is still being read (never shown: a crash leaves it for the sweep to delete). */
export const UPLOADING = 'subiendo';
type StoredEstado = MidbImportsTable['estado'] | typeof UPLOADING;
export type ImportRow = Omit<MidbImportsTable, 'estado'> & { estado: StoredEstado };

export async function insertImport(db: Db, row: ImportRow): Promise<void> {
  await db
    .insertInto('midb_imports')
    .values(row as MidbImportsTable)
    .execute();
}

const FILA_COLUMNS = [
  ['import_id', 'text'],
  ['fila', 'integer'],
  ['celdas', 'text'],
] as const satisfies readonly JsonRowsColumn[];

/**
 * SQLite: rows as bound values, `(?, …), (?, …)`, a chunk of rows a statement (at most 100 × 17 = 1,700 values; three
 * sizes of chunk, so three texts to prepare). In SQLite a statement costs no round trip, and reading each row's
 * values out of one JSON parameter (`json_each`, `->>` a column) cost three times the insert itself at 100,000 rows;
 * PostgreSQL keeps the one JSON parameter a batch (jsonRows), faster there than arrays or bound values.
 */
const SQLITE_CHUNKS = [100, 10, 1];
const sqliteStatements = new Map<string, string[]>();
/**
 * Inserts rows into `table` a chunk at a time; `suffix` follows the values (an upsert's clause, a returning); how
 * many rows the statements returned. The statement is one template of fixed text a chunk size and a value a column
 * (nested sql`…` a row cost more to build than json_each to read).
 */
async function sqliteInsertChunks(db: Db, table: string, columns: readonly JsonRowsColumn[], rows: readonly object[], suffix = ''): Promise<number> {
  let returned = 0;
  let i = 0;
  for (const size of SQLITE_CHUNKS) {
    const key = `${table} ${size} ${suffix}`;
    let fragments = sqliteStatements.get(key);
    if (!fragments) {
      const head = `insert into ${table} (${columns.map(([c]) => `"${c}"`).join(', ')}) values (`;
      fragments = [head];
      for (let r = 0; r < size; r++) for (let c = 0; c < columns.length; c++) fragments.push(c < columns.length - 1 ? ', ' : r < size - 1 ? '), (' : `)${suffix ? ` ${suffix}` : ''}`);
      sqliteStatements.set(key, fragments);
    }
    const strings = Object.assign([...fragments], { raw: fragments }) as unknown as TemplateStringsArray;
    for (; i + size <= rows.length; i += size) {
      const values: unknown[] = [];
      for (let r = i; r < i + size; r++) for (const [c] of columns) values.push((rows[r] as Record<string, unknown>)[c] ?? null);
      returned += (await sql(strings, ...values).execute(db)).rows.length;
    }
  }
  return returned;
}

/** Stores rows of the file (PostgreSQL: as one JSON parameter, no statement of thousands of bound values to build and parse; SQLite: sqliteInsertChunks). */
export async function insertFilas(db: Db, importId: string, rows: { fila: number; celdas: string[] }[]): Promise<void> {
  if (!rows.length) return;
  const names = columnList(FILA_COLUMNS);
  const values = rows.map((r) => ({ import_id: importId, fila: r.fila, celdas: JSON.stringify(r.celdas) }));
  if (!isPostgres(db)) {
    await sqliteInsertChunks(db, 'midb_import_filas', FILA_COLUMNS, values);
    return;
  }
  await sql`insert into midb_import_filas (${names}) select ${names} from ${jsonRows(db, values, FILA_COLUMNS)}`.execute(db);
}

/** Removes an import and its rows (a refused file, or one whose upload died). */
export async function deleteImport(db: Db, id: string): Promise<void> {
  await db.deleteFrom('midb_import_resultados').where('import_id', '=', id).execute();
  await db.deleteFrom('midb_import_filas').where('import_id', '=', id).execute();
  await db.deleteFrom('midb_imports').where('id', '=', id).execute();
}

/** The import of the cliente (never one still uploading). */
export async function findImport(db: Db, clienteId: string, id: string): Promise<MidbImportsTable | undefined> {
  const row = await db.selectFrom('midb_imports').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).where('estado', '!=', UPLOADING as never).executeTakeFirst();
  return row;
}

/** The import by id alone, for the worker that claimed it. */
export async function importById(db: Db, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('midb_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listImports(db: Db, clienteId: string, limit: number): Promise<(MidbImportsTable & { creada_por: string | null })[]> {
  return (await db
    .selectFrom('midb_imports as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .selectAll('i')
    .select('u.display_name as creada_por')
    .where('i.cliente_id', '=', clienteId)
    .where('i.estado', '!=', UPLOADING as never)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute()) as (MidbImportsTable & { creada_por: string | null })[];
}

export async function userName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  return (await db.selectFrom('users').select('display_name').where('id', '=', id).executeTakeFirst())?.display_name ?? null;
}

/** Changes the import; with `version`, only if it is still at that version (then bumps it). True when written. */
export async function updateImport(db: Db, id: string, set: Updateable<MidbImportsTable>, version?: number): Promise<boolean> {
  let q = db.updateTable('midb_imports').set(set).where('id', '=', id);
  if (version !== undefined) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Takes (or keeps) the lease of an import in one of these states, unless another node holds a live one. */
export async function claimImport(db: Db, id: string, estados: StoredEstado[], owner: string, now: string, until: string): Promise<boolean> {
  const res = await db
    .updateTable('midb_imports')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', id)
    .where('estado', 'in', estados as never[])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Imports a node left mid-way (upload, validation, commit) whose lease has run out. */
export async function orphanedImports(db: Db, now: string): Promise<{ id: string; estado: StoredEstado }[]> {
  return db
    .selectFrom('midb_imports')
    .select(['id', 'estado'])
    .where('estado', 'in', [UPLOADING, 'validando', 'guardando'] as never[])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .execute();
}

// ---- the mapping the cliente remembers -------------------------------------------------------------------------

export async function rememberedMapping(db: Db, clienteId: string): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('midb_import_mapeos').select(['encabezado_key', 'campo']).where('cliente_id', '=', clienteId).execute();
  return new Map(rows.map((r) => [r.encabezado_key, r.campo]));
}

export async function rememberMapping(db: Db, clienteId: string, entries: [string, string | null][], now: string): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto('midb_import_mapeos')
    .values(entries.map(([encabezado_key, campo]) => ({ cliente_id: clienteId, encabezado_key, campo, updated_at: now })))
    .onConflict((oc) => oc.columns(['cliente_id', 'encabezado_key']).doUpdateSet((eb) => ({ campo: eb.ref('excluded.campo'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

// ---- rows -----------------------------------------------------------------------------------------------------------

export async function filasAfter(db: Db, importId: string, afterFila: number, limit: number): Promise<{ fila: number; celdas: string }[]> {
  return db.selectFrom('midb_import_filas').select(['fila', 'celdas']).where('import_id', '=', importId).where('fila', '>', afterFila).orderBy('fila').limit(limit).execute();
}

export async function clearResultados(db: Db, importId: string): Promise<void> {
  await db.deleteFrom('midb_import_resultados').where('import_id', '=', importId).execute();
}

const RESULTADO_COLUMNS = [
  ['import_id', 'text'],
  ['fila', 'integer'],
  ['estado', 'text'],
  ['problemas', 'text'],
  ['clave', 'text'],
  ['duplicada_de', 'integer'],
  ['datos', 'text'],
  ['tipo', 'text'],
  ['habitante_id', 'text'],
  ['puntaje', 'double precision'],
  ['coincidencia', 'text'],
  ['sin_cambios', 'integer'],
  ['puede_crear', 'integer'],
  ['decision', 'text'],
  ['resultado', 'text'],
] as const satisfies readonly (readonly [keyof MidbImportResultadosTable, JsonRowsColumn[1]])[];

/** Stores a batch's results: PostgreSQL as one JSON parameter (15 bound values a row made statements slow to build and to parse), SQLite by sqliteInsertChunks. */
export async function insertResultados(db: Db, rows: MidbImportResultadosTable[]): Promise<void> {
  const names = columnList(RESULTADO_COLUMNS);
  if (!isPostgres(db)) {
    await sqliteInsertChunks(db, 'midb_import_resultados', RESULTADO_COLUMNS, rows);
    return;
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await sql`insert into midb_import_resultados (${names}) select ${names} from ${jsonRows(db, rows.slice(i, i + 5000), RESULTADO_COLUMNS)}`.execute(db);
  }
}

/** The first row (before `beforeFila`) of the import holding each in-file identity. */
export async function earlierClaves(db: Db, importId: string, claves: string[], beforeFila: number): Promise<Map<string, number>> {
  if (!claves.length) return new Map();
  const rows = await db
    .selectFrom('midb_import_resultados')
    .select(['clave', (eb) => eb.fn.min('fila').as('fila')])
    .where('import_id', '=', importId)
    .where(inList(db, 'clave', claves))
    .where('fila', '<', beforeFila)
    .groupBy('clave')
    .execute();
  return new Map(rows.map((r) => [r.clave!, Number(r.fila)]));
}

/** The stored clave of each of these rows of the import (by its primary key). */
export async function clavesAt(db: Db, importId: string, filas: number[]): Promise<Map<number, string | null>> {
  if (!filas.length) return new Map();
  const list = isPostgres(db) ? sql<boolean>`fila = any(${filas}::int[])` : sql<boolean>`fila in (select value from json_each(${JSON.stringify(filas)}))`;
  const rows = await db.selectFrom('midb_import_resultados').select(['fila', 'clave']).where('import_id', '=', importId).where(list).execute();
  return new Map(rows.map((r) => [Number(r.fila), r.clave]));
}

const registryColumns = [
  'h.id',
  'h.curp',
  'h.nombre',
  'h.apellidos',
  'h.fecha_nacimiento',
  'h.sexo',
  'h.telefono',
  'h.email',
  'h.direccion',
  'h.colonia_id',
  'h.consentimiento',
  'h.sin_curp_motivo',
  'h.version',
  'c.nombre as colonia_nombre',
] as const;

/**
 * A list as one bound parameter (a PostgreSQL array, a JSON array SQLite reads with json_each): the SQL text stays
 * the same whatever the list's length, so SQLite prepares it once (a text per length filled the statement cache
 * with large statements), and no list reaches a limit of bound parameters.
 */
function inList(db: Db, column: string, values: string[]) {
  return isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = any(${values}::text[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}

function registry(db: Db, clienteId: string) {
  return db
    .selectFrom('habitantes as h')
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .select(registryColumns)
    .where('h.cliente_id', '=', clienteId);
}

/** The cliente's habitantes holding these CURPs (the unique index). */
export async function habitantesByCurp(db: Db, clienteId: string, curps: string[]): Promise<RegistryRow[]> {
  if (!curps.length) return [];
  return registry(db, clienteId).where(inList(db, 'h.curp', curps)).execute();
}

/**
 * The blocks a possible duplicate is looked for in: the cliente's habitantes born on `days`, and those without a
 * CURP born on `daysSinCurp` (a row with a CURP can only be someone registered without one). Both by the index
 * on (cliente_id, fecha_nacimiento, curp).
 */
export async function habitantesBornOn(db: Db, clienteId: string, days: string[], daysSinCurp: string[] = []): Promise<RegistryRow[]> {
  const all = days.length ? await registry(db, clienteId).where(inList(db, 'h.fecha_nacimiento', days)).execute() : [];
  const sinCurp = daysSinCurp.length ? await registry(db, clienteId).where(inList(db, 'h.fecha_nacimiento', daysSinCurp)).where('h.curp', 'is', null).execute() : [];
  return all.concat(sinCurp);
}

/** These habitantes as they are now, locked for the commit's transaction on PostgreSQL. */
export async function habitantesForMerge(db: Db, clienteId: string, ids: string[]): Promise<RegistryRow[]> {
  if (!ids.length) return [];
  if (isPostgres(db)) {
    await db.selectFrom('habitantes').select('id').where('cliente_id', '=', clienteId).where(inList(db, 'id', ids)).forUpdate().execute();
    return registry(db, clienteId).where(inList(db, 'h.id', ids)).execute();
  }
  // the list leads (CROSS JOIN keeps SQLite's order): by the primary key, not a walk of the cliente's registry
  return db
    .selectFrom(sql<{ value: string }>`json_each(${JSON.stringify(ids)})`.as('j'))
    .crossJoin('habitantes as h')
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .select(registryColumns)
    .whereRef('h.id', '=', 'j.value')
    .where('h.cliente_id', '=', clienteId)
    .execute();
}

export async function activeColonias(db: Db, clienteId: string): Promise<{ id: string; nombre: string; nombre_key: string }[]> {
  return db.selectFrom('colonias').select(['id', 'nombre', 'nombre_key']).where('cliente_id', '=', clienteId).where('activo', '=', 1).execute();
}

// ---- what a page shows ----------------------------------------------------------------------------------------------

export interface CountsRow {
  validadas: number;
  validas: number;
  rechazadas: number;
  nuevas: number;
  curp: number;
  posibles: number;
  sin_cambios: number;
  sin_decidir: number;
  crear: number;
  fusionar: number;
  omitir: number;
}

const sumIf = (cond: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${cond} then 1 else 0 end), 0)`;

export async function countResultados(db: Db, importId: string): Promise<{ counts: CountsRow; resultados: Record<string, number> }> {
  const valid = sql`estado = 'valida'`;
  const row = await db
    .selectFrom('midb_import_resultados')
    .select((eb) => [
      eb.fn.countAll<number>().as('validadas'),
      sumIf(valid).as('validas'),
      sumIf(sql`estado = 'rechazada'`).as('rechazadas'),
      sumIf(sql`${valid} and tipo = 'nueva'`).as('nuevas'),
      sumIf(sql`${valid} and tipo = 'curp'`).as('curp'),
      sumIf(sql`${valid} and tipo = 'posible'`).as('posibles'),
      sumIf(sql`${valid} and sin_cambios = 1`).as('sin_cambios'),
      sumIf(sql`${valid} and decision is null`).as('sin_decidir'),
      sumIf(sql`${valid} and decision = 'create'`).as('crear'),
      // merges that write something: a row already as in the registry is "sin cambios", not a completed record
      sumIf(sql`${valid} and decision = 'merge' and sin_cambios = 0`).as('fusionar'),
      sumIf(sql`${valid} and decision = 'skip'`).as('omitir'),
    ])
    .where('import_id', '=', importId)
    .executeTakeFirstOrThrow();
  const byResult = await db
    .selectFrom('midb_import_resultados')
    .select(['resultado', (eb) => eb.fn.countAll<number>().as('n')])
    .where('import_id', '=', importId)
    .where('resultado', 'is not', null)
    .groupBy('resultado')
    .execute();
  const counts = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as CountsRow;
  return { counts, resultados: Object.fromEntries(byResult.map((r) => [r.resultado!, Number(r.n)])) };
}

export type PageRow = { fila: number; celdas: string } & Partial<Omit<MidbImportResultadosTable, 'import_id' | 'fila'>>;

function vistaFilter(vista: MidbImportVista) {
  switch (vista) {
    case 'todas':
      return null;
    case 'rechazadas':
      return sql<boolean>`r.estado = 'rechazada'`;
    case 'nuevas':
      return sql<boolean>`r.estado = 'valida' and r.tipo = 'nueva'`;
    case 'curp':
      return sql<boolean>`r.estado = 'valida' and r.tipo = 'curp'`;
    case 'posibles':
      return sql<boolean>`r.estado = 'valida' and r.tipo = 'posible'`;
    case 'sin_decidir':
      return sql<boolean>`r.estado = 'valida' and r.decision is null`;
    case 'sin_cambios':
      return sql<boolean>`r.estado = 'valida' and r.sin_cambios = 1`;
  }
}

/**
 * A page of the file's rows with their results, and how many the view holds. Every row is stored at upload, so the
 * whole file's count is `filas`; a view names a state of the result, so only results count (each has its row). A
 * running import's page is read every second: counting the file joined to its results each time cost a second of
 * the database per poll at 100,000 rows.
 */
export async function rowsPage(db: Db, importId: string, filas: number, vista: MidbImportVista, page: number, pageSize: number): Promise<{ rows: PageRow[]; total: number }> {
  const filter = vistaFilter(vista);
  let base = db
    .selectFrom('midb_import_filas as f')
    .leftJoin('midb_import_resultados as r', (j) => j.onRef('r.import_id', '=', 'f.import_id').onRef('r.fila', '=', 'f.fila'))
    .where('f.import_id', '=', importId);
  if (filter) base = base.where(filter);
  const { n } = filter
    ? await db.selectFrom('midb_import_resultados as r').where('r.import_id', '=', importId).where(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    : { n: filas };
  const rows = await base
    .select([
      'f.fila',
      'f.celdas',
      'r.estado',
      'r.problemas',
      'r.duplicada_de',
      'r.tipo',
      'r.habitante_id',
      'r.puntaje',
      'r.coincidencia',
      'r.sin_cambios',
      'r.puede_crear',
      'r.decision',
      'r.resultado',
    ])
    .orderBy('f.fila')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows as PageRow[], total: Number(n) };
}

export async function firstFilas(db: Db, importId: string, n: number): Promise<{ fila: number; celdas: string }[]> {
  return filasAfter(db, importId, 0, n);
}

// ---- decisions ------------------------------------------------------------------------------------------------------

/** Sets the decision on the rows named (or all rows, or all of one kind) that may take it; how many took it and how many were named but could not. */
export async function applyDecision(
  db: Db,
  importId: string,
  decision: MidbImportDecision,
  filas: number[] | undefined,
  tipo: MidbImportTipo | undefined,
): Promise<{ aplicadas: number; consideradas: number }> {
  let scope = db.selectFrom('midb_import_resultados').where('import_id', '=', importId);
  if (filas) scope = scope.where('fila', 'in', filas);
  if (tipo) scope = scope.where('tipo', '=', tipo);
  const { n } = await scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let upd = db.updateTable('midb_import_resultados').set({ decision }).where('import_id', '=', importId).where('estado', '=', 'valida');
  if (filas) upd = upd.where('fila', 'in', filas);
  if (tipo) upd = upd.where('tipo', '=', tipo);
  if (decision === 'merge') upd = upd.where('habitante_id', 'is not', null);
  if (decision === 'create') upd = upd.where('puede_crear', '=', 1).where('tipo', '!=', 'curp');
  const res = await upd.executeTakeFirst();
  return { aplicadas: Number(res.numUpdatedRows), consideradas: filas ? filas.length : Number(n) };
}

// ---- the commit -----------------------------------------------------------------------------------------------------

export interface CommitRow {
  fila: number;
  datos: string;
  decision: 'create' | 'merge';
  habitante_id: string | null;
  coincidencia: string | null;
}

/** Rows to write, in order, after `afterFila`: creations, and merges that had something to fill or differed (an identical row writes nothing). */
export async function rowsToWrite(db: Db, importId: string, afterFila: number, limit: number): Promise<CommitRow[]> {
  return (await db
    .selectFrom('midb_import_resultados')
    .select(['fila', 'datos', 'decision', 'habitante_id', 'coincidencia'])
    .where('import_id', '=', importId)
    .where('estado', '=', 'valida')
    .where((eb) => eb.or([eb('decision', '=', 'create'), eb.and([eb('decision', '=', 'merge'), eb('sin_cambios', '=', 0)])]))
    .where('fila', '>', afterFila)
    .orderBy('fila')
    .limit(limit)
    .execute()) as CommitRow[];
}

export async function countToWrite(db: Db, importId: string): Promise<number> {
  const { n } = await db
    .selectFrom('midb_import_resultados')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('import_id', '=', importId)
    .where('estado', '=', 'valida')
    .where((eb) => eb.or([eb('decision', '=', 'create'), eb.and([eb('decision', '=', 'merge'), eb('sin_cambios', '=', 0)])]))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const HABITANTE_COLUMNS = [
  ['id', 'text'],
  ['cliente_id', 'text'],
  ['curp', 'text'],
  ['sin_curp_motivo', 'text'],
  ['nombre', 'text'],
  ['apellidos', 'text'],
  ['fecha_nacimiento', 'text'],
  ['sexo', 'text'],
  ['telefono', 'text'],
  ['email', 'text'],
  ['direccion', 'text'],
  ['colonia_id', 'text'],
  ['consentimiento', 'integer'],
  ['search_text', 'text'],
  ['version', 'integer'],
  ['created_at', 'text'],
  ['updated_at', 'text'],
] as const satisfies readonly JsonRowsColumn[];

/** Inserts new habitantes (without a place: lat and lng stay empty) unless a CURP is already registered; how many were inserted. */
export async function insertHabitantes(db: Db, rows: Omit<HabitantesTable, 'lat' | 'lng'>[]): Promise<number> {
  const names = columnList(HABITANTE_COLUMNS);
  if (!isPostgres(db)) {
    return sqliteInsertChunks(db, 'habitantes', HABITANTE_COLUMNS, rows, 'on conflict (cliente_id, curp) do nothing returning id');
  }
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 5000) {
    // `where true`: SQLite's upsert after a select needs it to tell the conflict clause from a join's ON
    const res = await sql<{ id: string }>`insert into habitantes (${names}) select ${names} from ${jsonRows(db, rows.slice(i, i + 5000), HABITANTE_COLUMNS)} where true
      on conflict (cliente_id, curp) do nothing returning id`.execute(db);
    inserted += res.rows.length;
  }
  return inserted;
}

/** A merge's fill of a habitante: the columns it sets (the caller computed them on the locked row, the version bumped), if still at `version`. */
export interface Fill {
  id: string;
  version: number;
  set: Updateable<HabitantesTable>;
}

/**
 * Fills habitantes' empty fields, each only if still at its version; how many were written. One fill a habitante
 * a call. PostgreSQL: one statement for every fill that sets the same columns (the rows travel as one JSON
 * parameter). SQLite nests an UPDATE … FROM's list inside a walk of the cliente's registry, so there each fill is
 * its own statement, prepared once a shape (in SQLite a statement costs no round trip).
 */
export async function fillHabitantes(db: Db, clienteId: string, fills: Fill[]): Promise<number> {
  let written = 0;
  if (!isPostgres(db)) {
    for (const f of fills) {
      const res = await db.updateTable('habitantes').set(f.set).where('cliente_id', '=', clienteId).where('id', '=', f.id).where('version', '=', f.version).executeTakeFirst();
      written += Number(res.numUpdatedRows);
    }
    return written;
  }
  const byShape = new Map<string, Fill[]>();
  for (const f of fills) {
    const shape = Object.keys(f.set).sort().join(',');
    byShape.set(shape, [...(byShape.get(shape) ?? []), f]);
  }
  for (const [shape, group] of byShape) {
    const cols = shape.split(',') as (keyof HabitantesTable)[];
    const types = cols.map((c) => [c, c === 'version' || c === 'consentimiento' ? 'integer' : 'text'] as const);
    const assign = sql.raw(cols.map((c) => `"${c}" = v."${c}"`).join(', '));
    for (let i = 0; i < group.length; i += 5000) {
      const rows = group.slice(i, i + 5000).map((f) => ({ ...f.set, id_: f.id, version_: f.version }));
      const v = jsonRows(db, rows, [['id_', 'text'], ['version_', 'integer'], ...types]);
      const res = await sql`update habitantes as h set ${assign} from ${v} where h.cliente_id = ${clienteId} and h.id = v.id_ and h.version = v.version_`.execute(db);
      written += Number(res.numAffectedRows ?? 0);
    }
  }
  return written;
}

/** What the commit found when it compared a merge's row again with the record as it is now (SQLite: a statement each, as fillHabitantes). */
export async function setCoincidencias(db: Db, importId: string, rows: { fila: number; coincidencia: string; sin_cambios: number }[]): Promise<void> {
  if (!rows.length) return;
  if (!isPostgres(db)) {
    for (const r of rows) {
      await db.updateTable('midb_import_resultados').set({ coincidencia: r.coincidencia, sin_cambios: r.sin_cambios }).where('import_id', '=', importId).where('fila', '=', r.fila).execute();
    }
    return;
  }
  const v = jsonRows(db, rows, [
    ['fila', 'integer'],
    ['coincidencia', 'text'],
    ['sin_cambios', 'integer'],
  ]);
  await sql`update midb_import_resultados as r set coincidencia = v.coincidencia, sin_cambios = v.sin_cambios from ${v} where r.import_id = ${importId} and r.fila = v.fila`.execute(db);
}

export async function markResultado(db: Db, importId: string, filas: number[], resultado: MidbImportResultadosTable['resultado']): Promise<void> {
  if (!filas.length) return;
  const list = isPostgres(db) ? sql<boolean>`fila = any(${filas}::int[])` : sql<boolean>`fila in (select value from json_each(${JSON.stringify(filas)}))`;
  await db.updateTable('midb_import_resultados').set({ resultado }).where('import_id', '=', importId).where(list).execute();
}

/** The results every row of a kind gets at once: rejected, skipped, created; merges left without one changed nothing. */
export async function markRemainingResultados(db: Db, importId: string): Promise<void> {
  // one pass over the import's results (a rejected row has no decision), not one per kind
  await db
    .updateTable('midb_import_resultados')
    .set({
      resultado: sql`case when estado = 'rechazada' then 'rechazada' when decision = 'skip' then 'omitida' when decision = 'create' then 'creada' else 'sin_cambios' end`,
    })
    .where('import_id', '=', importId)
    .where('resultado', 'is', null)
    .where((eb) => eb.or([eb('estado', '=', 'rechazada'), eb('decision', 'in', ['skip', 'create', 'merge'])]))
    .execute();
}

/**
 * After validation wrote an import's results (PostgreSQL): fresh statistics, or the planner, counting a table it
 * saw empty, reads the commit's batches through the views' index and sorts every remaining row for each batch.
 */
export async function refreshResultadosStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`analyze midb_import_resultados`.execute(db);
}

/**
 * SQLite: sets the connection's page cache (PRAGMA cache_size, in KiB) and returns the one it had; PostgreSQL keeps
 * its own buffers (undefined, nothing changes). An import's validation and commit write ~100,000 rows into tables
 * of several indexes (the registry: seven, and the FTS trigram index): with SQLite's default 2 MB most of the pages
 * those writes touch fell out of the cache between two rows, to be spilled to the WAL and read back.
 */
export async function setPageCache(db: Db, kib: number): Promise<number | undefined> {
  if (isPostgres(db)) return undefined;
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  await sql`pragma cache_size = ${sql.raw(String(-Math.abs(Math.trunc(kib))))}`.execute(db);
  return -Number(rows[0]?.cache_size ?? -2000);
}

// ---- the report -----------------------------------------------------------------------------------------------------

export async function reportRows(db: Db, importId: string, afterFila: number, limit: number): Promise<PageRow[]> {
  return (await db
    .selectFrom('midb_import_filas as f')
    .leftJoin('midb_import_resultados as r', (j) => j.onRef('r.import_id', '=', 'f.import_id').onRef('r.fila', '=', 'f.fila'))
    .select(['f.fila', 'f.celdas', 'r.estado', 'r.problemas', 'r.duplicada_de', 'r.tipo', 'r.coincidencia', 'r.sin_cambios', 'r.decision', 'r.resultado'])
    .where('f.import_id', '=', importId)
    .where('f.fila', '>', afterFila)
    .orderBy('f.fila')
    .limit(limit)
    .execute()) as PageRow[];
}

export async function clienteTimezone(db: Db, clienteId: string): Promise<string> {
  return (await db.selectFrom('clientes').select('timezone').where('id', '=', clienteId).executeTakeFirst())?.timezone ?? 'America/Mexico_City';
}
