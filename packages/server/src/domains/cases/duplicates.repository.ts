import { sql } from 'kysely';
import type { Db } from './cases.repository';

/* The SQL of duplicates and support (issue 24): the proximity search on the geocell grid, the counters, the links. */

export interface NearRow {
  id: string;
  folio: string;
  lat: number;
  lng: number;
  estatus_id: string;
  created_at: string;
  apoyos: number;
}

/** Open reportes of a tipo filed since `since` whose grid cell is in one of the row ranges (cases.geocell, migration 0022). */
export function listInCells(db: Db, clienteId: string, p: { tipoId: string; ranges: [number, number][]; since: string; excluir?: string }): Promise<NearRow[]> {
  let qb = db
    .selectFrom('cases')
    .select(['id', 'folio', 'lat', 'lng', 'estatus_id', 'created_at', 'apoyos'])
    .where('cliente_id', '=', clienteId)
    .where('kind', '=', 'reporte')
    .where(sql<boolean>`(${sql.join(
      p.ranges.map(([lo, hi]) => sql`geocell between ${lo} and ${hi}`),
      sql` or `,
    )})`)
    .where('tipo_id', '=', p.tipoId)
    .where('closed_at', 'is', null)
    .where('created_at', '>=', p.since);
  if (p.excluir) qb = qb.where('id', '!=', p.excluir);
  // a block of cells in a dense centre holds a few hundred at most; the nearest are picked in code
  return qb.limit(500).execute() as Promise<NearRow[]>;
}

export function findClienteDuplicateRules(db: Db, clienteId: string): Promise<{ duplicados_radio_m: number; duplicados_dias: number } | undefined> {
  return db.selectFrom('clientes').select(['duplicados_radio_m', 'duplicados_dias']).where('id', '=', clienteId).executeTakeFirst();
}

export async function setApoyos(db: Db, clienteId: string, caseId: string, apoyos: number): Promise<void> {
  await db.updateTable('cases').set({ apoyos }).where('cliente_id', '=', clienteId).where('id', '=', caseId).execute();
}

/** The cases closed as duplicates of `originalId`. */
export function listDuplicatesOf(db: Db, clienteId: string, originalId: string): Promise<{ id: string; folio: string }[]> {
  return db.selectFrom('cases').select(['id', 'folio']).where('cliente_id', '=', clienteId).where('duplicado_de', '=', originalId).orderBy('created_at').orderBy('id').execute();
}

export function findFolioRef(db: Db, clienteId: string, id: string): Promise<{ id: string; folio: string } | undefined> {
  return db.selectFrom('cases').select(['id', 'folio']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** Moves a case's followers to another case; an address already following that one keeps its own and this one ends. */
export async function moveFollowers(db: Db, clienteId: string, fromCaseId: string, toCaseId: string, now: string): Promise<void> {
  const there = new Set((await db.selectFrom('case_followers').select('email_key').where('cliente_id', '=', clienteId).where('case_id', '=', toCaseId).execute()).map((r) => r.email_key));
  const here = await db.selectFrom('case_followers').select(['id', 'email_key']).where('cliente_id', '=', clienteId).where('case_id', '=', fromCaseId).where('status', '!=', 'baja').execute();
  for (const f of here) {
    if (there.has(f.email_key)) await db.updateTable('case_followers').set({ status: 'baja', ended_at: now }).where('id', '=', f.id).execute();
    else await db.updateTable('case_followers').set({ case_id: toCaseId, origen: 'duplicado' }).where('id', '=', f.id).execute();
  }
}
