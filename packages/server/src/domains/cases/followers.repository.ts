import type { CaseFollowersTable, FollowerStatus } from '../../db/schema.follow';
import type { Db } from './cases.repository';

/* All the SQL of case followers (issue 24). */

export type FollowerRow = CaseFollowersTable;

export function insertFollower(db: Db, row: FollowerRow): Promise<unknown> {
  return db.insertInto('case_followers').values(row).execute();
}

export function findFollowerByEmail(db: Db, clienteId: string, caseId: string, emailKey: string): Promise<FollowerRow | undefined> {
  return db.selectFrom('case_followers').selectAll().where('cliente_id', '=', clienteId).where('case_id', '=', caseId).where('email_key', '=', emailKey).executeTakeFirst();
}

export function findFollower(db: Db, clienteId: string, id: string): Promise<FollowerRow | undefined> {
  return db.selectFrom('case_followers').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

export function setFollower(db: Db, id: string, changes: Partial<Pick<FollowerRow, 'status' | 'lang' | 'confirmed_at' | 'ended_at' | 'origen'>>): Promise<unknown> {
  return db.updateTable('case_followers').set(changes).where('id', '=', id).execute();
}

export function listFollowers(db: Db, clienteId: string, caseId: string, status: FollowerStatus): Promise<FollowerRow[]> {
  return db.selectFrom('case_followers').selectAll().where('cliente_id', '=', clienteId).where('case_id', '=', caseId).where('status', '=', status).orderBy('created_at').orderBy('id').execute();
}

/** Whether a habitante of the cliente with this e-mail said no to being contacted (the registry's consent). */
export async function contactRefused(db: Db, clienteId: string, emailKey: string): Promise<boolean> {
  const row = await db.selectFrom('habitantes').select('id').where('cliente_id', '=', clienteId).where('email', '=', emailKey).where('consentimiento', '=', 0).executeTakeFirst();
  return row !== undefined;
}

/** The registry's contact of a habitante: who files with consent and an e-mail follows their case. */
export function findHabitanteContact(db: Db, clienteId: string, id: string): Promise<{ email: string; consentimiento: number } | undefined> {
  return db.selectFrom('habitantes').select(['email', 'consentimiento']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** A followable case by folio: of a public tipo (cases of other tipos cannot be followed, as on the follow page). */
export function findCaseForFollow(db: Db, clienteId: string, folio: string): Promise<{ id: string; folio: string; kind: 'reporte' | 'solicitud' } | undefined> {
  return db
    .selectFrom('cases as c')
    .leftJoin('tipos_reporte as tr', (j) => j.onRef('tr.id', '=', 'c.tipo_id').onRef('tr.cliente_id', '=', 'c.cliente_id'))
    .leftJoin('tipos_solicitud as ts', (j) => j.onRef('ts.id', '=', 'c.tipo_id').onRef('ts.cliente_id', '=', 'c.cliente_id'))
    .select(['c.id', 'c.folio', 'c.kind'])
    .where('c.cliente_id', '=', clienteId)
    .where('c.folio', '=', folio)
    .where((eb) => eb.or([eb.and([eb('c.kind', '=', 'reporte'), eb('tr.publico', '=', 1)]), eb.and([eb('c.kind', '=', 'solicitud'), eb('ts.publico', '=', 1)])]))
    .executeTakeFirst();
}

export async function findFolio(db: Db, caseId: string): Promise<string | undefined> {
  return (await db.selectFrom('cases').select('folio').where('id', '=', caseId).executeTakeFirst())?.folio;
}
