import { sql, type Kysely } from 'kysely';
import type { MidbFilterQuery } from '@sig/shared/contract';
import { updateAtVersion } from '../../db/updateAtVersion';
import type { Database } from '../../db/schema';
import type { ProgramasTable } from '../../db/schema.midb';
import { isPostgres } from '../../core';
import { filteredHabitantes, planSearch, type FilterScope } from './midb.repository';

/* The programmes and their rolls: every query takes the clienteId of the caller's token first. */

type Db = Kysely<Database>;

export type ProgramaRow = ProgramasTable & { inscritos: number };

const withCounts = (db: Db, clienteId: string) =>
  db
    .selectFrom('programas as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('inscripciones as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.programa_id', '=', 'p.id')
        .where('i.estado', '=', 'activa')
        .as('inscritos'),
    )
    .where('p.cliente_id', '=', clienteId);

export async function listProgramas(db: Db, clienteId: string): Promise<ProgramaRow[]> {
  const rows = await withCounts(db, clienteId).orderBy('p.nombre_key').execute();
  return rows.map((r) => ({ ...r, inscritos: Number(r.inscritos ?? 0) }));
}

export async function findPrograma(db: Db, clienteId: string, id: string): Promise<ProgramaRow | undefined> {
  const row = await withCounts(db, clienteId).where('p.id', '=', id).executeTakeFirst();
  return row && { ...row, inscritos: Number(row.inscritos ?? 0) };
}

/** False when another programme of the cliente has that folded name. */
export async function insertPrograma(db: Db, row: ProgramasTable): Promise<boolean> {
  const res = await db.insertInto('programas').values(row).onConflict((oc) => oc.columns(['cliente_id', 'nombre_key']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function nombreTaken(db: Db, clienteId: string, nombreKey: string, exceptId: string): Promise<boolean> {
  return !!(await db.selectFrom('programas').select('id').where('cliente_id', '=', clienteId).where('nombre_key', '=', nombreKey).where('id', '!=', exceptId).executeTakeFirst());
}

/** Writes the changes if the programme is still at `version`; false when another write came first. */
export const updatePrograma = (db: Db, clienteId: string, id: string, version: number, changes: Partial<ProgramasTable>) => updateAtVersion(db, 'programas', clienteId, id, version, changes);

/** A random id made by the database, for rows inserted from a select. */
const newId = (db: Db) => (isPostgres(db) ? sql<string>`md5(random()::text || clock_timestamp()::text)` : sql<string>`lower(hex(randomblob(16)))`);

/**
 * Enrols the cliente's habitantes among `ids`, or those the filter finds, who are not enrolled yet (one
 * statement; the partial unique index keeps a concurrent enrolment from adding anyone twice). Returns how
 * many were added and how many the set held.
 */
export async function enrol(
  db: Db,
  scope: FilterScope,
  programaId: string,
  who: { ids: string[] } | { filtro: MidbFilterQuery },
  actorId: string | null,
  now: string,
): Promise<{ added: number; candidates: number }> {
  const base =
    'ids' in who
      ? (db as Kysely<any>).selectFrom('habitantes as h').where('h.cliente_id', '=', scope.clienteId).where('h.id', 'in', who.ids)
      : filteredHabitantes(db, scope, who.filtro, await planSearch(db, scope.clienteId, who.filtro));
  const { n } = await base.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const res = await db
    .insertInto('inscripciones')
    .columns(['id', 'cliente_id', 'programa_id', 'habitante_id', 'estado', 'desde', 'hasta', 'motivo_baja', 'created_by'])
    .expression(
      base.select([
        newId(db).as('id'),
        sql.lit(scope.clienteId).as('cliente_id'),
        sql.lit(programaId).as('programa_id'),
        'h.id as habitante_id',
        sql.lit('activa').as('estado'),
        sql.lit(now).as('desde'),
        sql<null>`null`.as('hasta'),
        sql<null>`null`.as('motivo_baja'),
        (actorId === null ? sql<string | null>`null` : sql<string | null>`${sql.lit(actorId)}`).as('created_by'),
      ]),
    )
    // the target's predicate must be the partial index's own text, a literal (a bound value matches no index)
    .onConflict((oc) => oc.columns(['programa_id', 'habitante_id']).where(sql.ref('estado'), '=', sql.lit('activa')).doNothing())
    .executeTakeFirst();
  return { added: Number(res.numInsertedOrUpdatedRows ?? 0), candidates: Number(n) };
}

/** Ends an active enrolment; false when there is none. */
export async function endEnrolment(db: Db, clienteId: string, programaId: string, habitanteId: string, motivo: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('inscripciones')
    .set({ estado: 'baja', hasta: now, motivo_baja: motivo })
    .where('cliente_id', '=', clienteId)
    .where('programa_id', '=', programaId)
    .where('habitante_id', '=', habitanteId)
    .where('estado', '=', 'activa')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export interface RollRow {
  habitante_id: string;
  nombre: string;
  apellidos: string;
  curp: string | null;
  colonia_id: string | null;
  colonia_nombre: string | null;
  estado: 'activa' | 'baja';
  desde: string;
  hasta: string | null;
  motivo_baja: string | null;
}

const roll = (db: Db, clienteId: string, programaId: string, estado: 'activa' | 'baja' | 'todas') => {
  let qb = db
    .selectFrom('inscripciones as i')
    .innerJoin('habitantes as h', 'h.id', 'i.habitante_id')
    .where('i.cliente_id', '=', clienteId)
    .where('i.programa_id', '=', programaId);
  if (estado !== 'todas') qb = qb.where('i.estado', '=', estado);
  return qb;
};

export async function countRoll(db: Db, clienteId: string, programaId: string, estado: 'activa' | 'baja' | 'todas'): Promise<number> {
  const { n } = await roll(db, clienteId, programaId, estado).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** A page of the roll, newest enrolments first. */
export async function pageRoll(db: Db, clienteId: string, programaId: string, estado: 'activa' | 'baja' | 'todas', limit: number, offset: number): Promise<RollRow[]> {
  return roll(db, clienteId, programaId, estado)
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .select(['i.habitante_id', 'h.nombre', 'h.apellidos', 'h.curp', 'h.colonia_id', 'c.nombre as colonia_nombre', 'i.estado', 'i.desde', 'i.hasta', 'i.motivo_baja'])
    .orderBy('i.desde', 'desc')
    .orderBy('i.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A habitante's enrolments, newest first, with the programme's name. */
export async function enrolmentsOf(db: Db, clienteId: string, habitanteId: string) {
  return db
    .selectFrom('inscripciones as i')
    .innerJoin('programas as p', 'p.id', 'i.programa_id')
    .select(['p.id as programa_id', 'p.nombre as programa_nombre', 'i.estado', 'i.desde', 'i.hasta', 'i.motivo_baja'])
    .where('i.cliente_id', '=', clienteId)
    .where('i.habitante_id', '=', habitanteId)
    .orderBy('i.desde', 'desc')
    .execute();
}

/** The habitantes enrolled in a programme now, at most `limit` (Logística's bulk creation from a roll). */
export async function activeRollIds(db: Db, clienteId: string, programaId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('inscripciones')
    .select('habitante_id')
    .where('cliente_id', '=', clienteId)
    .where('programa_id', '=', programaId)
    .where('estado', '=', 'activa')
    .orderBy('habitante_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.habitante_id);
}
