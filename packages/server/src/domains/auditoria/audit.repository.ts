import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuditQueueQuery, AuditRuleMode } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { AuditChecklistsTable, AuditItemMarksTable, AuditListItemsTable, AuditListsTable, AuditPhotosTable, AuditPositionsTable, AuditResueltosTable, AuditRulesTable, AuditsTable } from '../../db/schema.auditoria';
import { updateAtVersion } from '../../db/updateAtVersion';
import { rankedClosedCases } from '../cases';

/* All SQL of Auditoría. Cases are read only through rankedClosedCases (the cases domain's door). */

export type Db = Kysely<Database>;

// ---- rule and checklists --------------------------------------------------------------------------------------

export const findRule = (db: Db, clienteId: string): Promise<AuditRulesTable | undefined> => db.selectFrom('audit_rules').selectAll().where('cliente_id', '=', clienteId).executeTakeFirst();

export async function saveRule(db: Db, row: AuditRulesTable, expectedVersion: number): Promise<boolean> {
  if (expectedVersion === 0) {
    const res = await db.insertInto('audit_rules').values(row).onConflict((oc) => oc.column('cliente_id').doNothing()).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const res = await db.updateTable('audit_rules').set(row).where('cliente_id', '=', row.cliente_id).where('version', '=', expectedVersion).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const findChecklist = (db: Db, clienteId: string, tipoId: string): Promise<AuditChecklistsTable | undefined> =>
  db.selectFrom('audit_checklists').selectAll().where('cliente_id', '=', clienteId).where('tipo_id', '=', tipoId).executeTakeFirst();

export const listChecklists = (db: Db, clienteId: string): Promise<AuditChecklistsTable[]> => db.selectFrom('audit_checklists').selectAll().where('cliente_id', '=', clienteId).orderBy('tipo_id').execute();

export async function saveChecklist(db: Db, row: AuditChecklistsTable, expectedVersion: number): Promise<boolean> {
  if (expectedVersion === 0) {
    const res = await db.insertInto('audit_checklists').values(row).onConflict((oc) => oc.columns(['cliente_id', 'tipo_id']).doNothing()).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const res = await db.updateTable('audit_checklists').set(row).where('cliente_id', '=', row.cliente_id).where('tipo_id', '=', row.tipo_id).where('version', '=', expectedVersion).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const findUserName = (db: Db, userId: string): Promise<{ display_name: string } | undefined> => db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst();

// ---- the queue ------------------------------------------------------------------------------------------------

export interface QueueRule {
  modo: AuditRuleMode;
  porcentaje: number;
}
export interface QueueFilter extends Omit<AuditQueueQuery, 'desde' | 'hasta' | 'page' | 'pageSize'> {
  /** Closed at or after / before these instants. */
  from?: string;
  to?: string;
  /** Only these case ids (a work list's selection). */
  ids?: readonly string[];
}
export interface QueueRow {
  id: string;
  closed_at: string;
  ciudadano: number;
  ciudadano_comentario: string | null;
}

/**
 * Closed cases pending audit: sampled by the rule (exactly N % per kind, dependencia and tipo along the order
 * they closed: case n is taken when floor(n·N/100) grows), or answered "no resuelto" by the citizen for this
 * closing; and no applied audit judged this closing. The rank counts every closed case of the pair, whatever
 * the filter, so filtering never changes which cases are sampled.
 */
function queueWhere(clienteId: string, rule: QueueRule, f: QueueFilter): RawBuilder<unknown> {
  const pct = Math.max(1, Math.min(100, Math.trunc(rule.porcentaje)));
  const sampled = rule.modo === 'todos' ? sql`1 = 1` : sql`(r.n * ${sql.lit(pct)}) / 100 > ((r.n - 1) * ${sql.lit(pct)}) / 100`;
  const and: RawBuilder<unknown>[] = [];
  if (f.kind) and.push(sql`r.kind = ${f.kind}`);
  if (f.tipoId) and.push(sql`r.tipo_id = ${f.tipoId}`);
  if (f.dependenciaId) and.push(sql`r.dependencia_id = ${f.dependenciaId}`);
  if (f.zonaId) and.push(sql`r.zona_id = ${f.zonaId}`);
  if (f.from) and.push(sql`r.closed_at >= ${f.from}`);
  if (f.to) and.push(sql`r.closed_at < ${f.to}`);
  if (f.motivo === 'ciudadano') and.push(sql`res.case_id is not null`);
  if (f.motivo === 'muestra') and.push(sql`res.case_id is null`);
  if (f.ids) and.push(f.ids.length ? sql`r.id in (${sql.join([...f.ids])})` : sql`1 = 0`);
  const extra = and.length ? sql` and ${sql.join(and, sql` and `)}` : sql``;
  return sql`from (${rankedClosedCases(clienteId)}) r
    left join audit_resueltos res on res.case_id = r.id and res.closed_at = r.closed_at and res.respuesta = 'no'
    where (res.case_id is not null or ${sampled})
      and not exists (select 1 from audits a where a.case_id = r.id and a.estado = 'aplicada' and a.case_closed_at = r.closed_at)${extra}`;
}

/** One page of the queue, the citizen's "no" first, then by priority and the newest closing. */
export async function queuePage(db: Db, clienteId: string, rule: QueueRule, f: QueueFilter, page: number, pageSize: number): Promise<{ rows: QueueRow[]; total: number }> {
  const where = queueWhere(clienteId, rule, f);
  const rows = (
    await sql<QueueRow>`select r.id, r.closed_at, case when res.case_id is null then 0 else 1 end as ciudadano, res.comentario as ciudadano_comentario ${where}
      order by case when res.case_id is null then 1 else 0 end, r.prioridad desc, r.closed_at desc, r.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db)
  ).rows;
  const { n } = (await sql<{ n: number | string }>`select count(*) as n ${where}`.execute(db)).rows[0]!;
  return { rows: rows.map((r) => ({ ...r, ciudadano: Number(r.ciudadano) })), total: Number(n) };
}

/** Every pending case of the filter (ids), at most `limit`: what a work list built from a filter takes. */
export async function queueIds(db: Db, clienteId: string, rule: QueueRule, f: QueueFilter, limit: number): Promise<string[]> {
  const where = queueWhere(clienteId, rule, f);
  const rows = (await sql<{ id: string }>`select r.id ${where} order by case when res.case_id is null then 1 else 0 end, r.prioridad desc, r.closed_at desc, r.id limit ${limit}`.execute(db)).rows;
  return rows.map((r) => r.id);
}

// ---- photos ---------------------------------------------------------------------------------------------------

export const findPhoto = (db: Db, clienteId: string, sha256: string): Promise<AuditPhotosTable | undefined> =>
  db.selectFrom('audit_photos').selectAll().where('cliente_id', '=', clienteId).where('sha256', '=', sha256).executeTakeFirst();

/** Inserts unless the same bytes are stored already; true when this call stored them. */
export async function insertPhoto(db: Db, row: AuditPhotosTable): Promise<boolean> {
  const res = await db.insertInto('audit_photos').values(row).onConflict((oc) => oc.columns(['cliente_id', 'sha256']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function countPhotos(db: Db, clienteId: string, hashes: readonly string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  const { n } = await db.selectFrom('audit_photos').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', clienteId).where('sha256', 'in', [...hashes]).executeTakeFirstOrThrow();
  return Number(n);
}

// ---- audits ---------------------------------------------------------------------------------------------------

export interface AuditRow extends AuditsTable {
  auditor_nombre: string | null;
}

const audits = (db: Db) => db.selectFrom('audits as a').leftJoin('users as u', 'u.id', 'a.auditor_id').selectAll('a').select('u.display_name as auditor_nombre');

export const findAuditByClientId = (db: Db, clienteId: string, clientId: string): Promise<AuditRow | undefined> =>
  audits(db).where('a.cliente_id', '=', clienteId).where('a.client_id', '=', clientId).executeTakeFirst();

export const insertAudit = async (db: Db, row: AuditsTable): Promise<void> => {
  await db.insertInto('audits').values(row).execute();
};

export const auditsOfCase = (db: Db, clienteId: string, caseId: string): Promise<AuditRow[]> =>
  audits(db).where('a.cliente_id', '=', clienteId).where('a.case_id', '=', caseId).orderBy('a.created_at').orderBy('a.id').execute();

export async function auditPage(
  db: Db,
  clienteId: string,
  f: { estado?: string; auditorId?: string; orderId?: string },
  page: number,
  pageSize: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  let qb = db.selectFrom('audits as a').where('a.cliente_id', '=', clienteId);
  if (f.estado) qb = qb.where('a.estado', '=', f.estado as AuditsTable['estado']);
  if (f.auditorId) qb = qb.where('a.auditor_id', '=', f.auditorId);
  if (f.orderId) qb = qb.where('a.case_id', '=', f.orderId);
  const { n } = await qb.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const ids = (await qb.select('a.id').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute()).map((r) => r.id);
  const rows = ids.length ? await audits(db).where('a.id', 'in', ids).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute() : [];
  return { rows, total: Number(n) };
}

/** The newest audit of each auditor (the live page). */
export async function lastAuditPerAuditor(db: Db, clienteId: string): Promise<AuditsTable[]> {
  return (
    await sql<AuditsTable>`select a.* from audits a where a.cliente_id = ${clienteId} and a.id = (
      select b.id from audits b where b.cliente_id = a.cliente_id and b.auditor_id = a.auditor_id order by b.created_at desc, b.id desc limit 1)`.execute(db)
  ).rows;
}

// ---- work lists -----------------------------------------------------------------------------------------------

export interface ListRow extends AuditListsTable {
  auditor_nombre: string | null;
  creador_nombre: string | null;
  total: number | string;
  hechas: number | string;
  fallidas: number | string;
}

/** Lists with their progress counted in SQL. */
export function listsWithProgress(db: Db, clienteId: string, filter: { id?: string; auditorId?: string } = {}): Promise<ListRow[]> {
  let qb = db
    .selectFrom('audit_lists as l')
    .leftJoin('users as u', 'u.id', 'l.auditor_id')
    .leftJoin('users as c', 'c.id', 'l.created_by')
    .selectAll('l')
    .select(['u.display_name as auditor_nombre', 'c.display_name as creador_nombre'])
    .select((eb) => [
      eb.selectFrom('audit_list_items as i').whereRef('i.lista_id', '=', 'l.id').select((e) => e.fn.countAll<number>().as('n')).as('total'),
      eb.selectFrom('audit_list_items as i').whereRef('i.lista_id', '=', 'l.id').where('i.estado', '=', 'hecha').select((e) => e.fn.countAll<number>().as('n')).as('hechas'),
      eb.selectFrom('audit_list_items as i').whereRef('i.lista_id', '=', 'l.id').where('i.estado', '=', 'fallida').select((e) => e.fn.countAll<number>().as('n')).as('fallidas'),
    ])
    .where('l.cliente_id', '=', clienteId);
  if (filter.id) qb = qb.where('l.id', '=', filter.id);
  if (filter.auditorId) qb = qb.where('l.auditor_id', '=', filter.auditorId);
  return qb.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute() as Promise<ListRow[]>;
}

export const insertList = async (db: Db, row: AuditListsTable, items: AuditListItemsTable[]): Promise<void> => {
  await db.insertInto('audit_lists').values(row).execute();
  for (let i = 0; i < items.length; i += 200) await db.insertInto('audit_list_items').values(items.slice(i, i + 200)).execute();
};

export const findItem = (db: Db, clienteId: string, listaId: string, caseId: string): Promise<AuditListItemsTable | undefined> =>
  db.selectFrom('audit_list_items').selectAll().where('cliente_id', '=', clienteId).where('lista_id', '=', listaId).where('case_id', '=', caseId).executeTakeFirst();

export const listItems = (db: Db, clienteId: string, listaId: string): Promise<AuditListItemsTable[]> =>
  db.selectFrom('audit_list_items').selectAll().where('cliente_id', '=', clienteId).where('lista_id', '=', listaId).orderBy('pos').execute();

/** Renames or reassigns a list still at `version` (false: another write came first). */
export const bumpList = (db: Db, clienteId: string, id: string, version: number, changes: Partial<Omit<AuditListsTable, 'version'>>): Promise<boolean> =>
  updateAtVersion(db, 'audit_lists', clienteId, id, version, changes);

export async function setItem(db: Db, clienteId: string, listaId: string, caseId: string, changes: Partial<AuditListItemsTable>): Promise<boolean> {
  const res = await db.updateTable('audit_list_items').set(changes).where('cliente_id', '=', clienteId).where('lista_id', '=', listaId).where('case_id', '=', caseId).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks an item not audited yet (fallida, or back to pendiente); false when it is not on the list or already done. */
export async function setOpenItem(db: Db, clienteId: string, listaId: string, caseId: string, changes: Partial<AuditListItemsTable>): Promise<boolean> {
  const res = await db.updateTable('audit_list_items').set(changes).where('cliente_id', '=', clienteId).where('lista_id', '=', listaId).where('case_id', '=', caseId).where('estado', '!=', 'hecha').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** One change of an item's state other than an audit (the items' history). */
export const insertMark = async (db: Db, row: AuditItemMarksTable): Promise<void> => {
  await db.insertInto('audit_item_marks').values(row).execute();
};

export const findMarkByClientId = (db: Db, clienteId: string, clientId: string): Promise<AuditItemMarksTable | undefined> =>
  db.selectFrom('audit_item_marks').selectAll().where('cliente_id', '=', clienteId).where('client_id', '=', clientId).executeTakeFirst();

// ---- positions ------------------------------------------------------------------------------------------------

/** Stores each fix once (same user and `at`): a batch the outbox sends twice adds nothing. Returns how many were new. */
export async function insertPositions(db: Db, rows: AuditPositionsTable[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const res = await db
      .insertInto('audit_positions')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['cliente_id', 'user_id', 'at']).doNothing())
      .executeTakeFirst();
    added += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** Each user's newest fix (by the device's time) among those received since `since`. */
export async function lastPositions(db: Db, clienteId: string, since: string): Promise<AuditPositionsTable[]> {
  return (
    await sql<AuditPositionsTable>`select p.* from audit_positions p
      join (select user_id, max(at) as at from audit_positions where cliente_id = ${clienteId} and received_at >= ${since} group by user_id) m
        on m.user_id = p.user_id and m.at = p.at
      where p.cliente_id = ${clienteId}`.execute(db)
  ).rows;
}

export const track = (db: Db, clienteId: string, userId: string, dia: string): Promise<AuditPositionsTable[]> =>
  db.selectFrom('audit_positions').selectAll().where('cliente_id', '=', clienteId).where('user_id', '=', userId).where('dia', '=', dia).orderBy('at').execute();

// ---- the citizen's answer ---------------------------------------------------------------------------------------

export const findResuelto = (db: Db, caseId: string, closedAt: string): Promise<AuditResueltosTable | undefined> =>
  db.selectFrom('audit_resueltos').selectAll().where('case_id', '=', caseId).where('closed_at', '=', closedAt).executeTakeFirst();

export async function insertResuelto(db: Db, row: AuditResueltosTable): Promise<boolean> {
  const res = await db.insertInto('audit_resueltos').values(row).onConflict((oc) => oc.columns(['case_id', 'closed_at']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The citizen's "no" for the closing `closedAt` of a case (what the audit form shows), if there is one. */
export const findResueltoNo = (db: Db, clienteId: string, caseId: string, closedAt: string): Promise<AuditResueltosTable | undefined> =>
  db.selectFrom('audit_resueltos').selectAll().where('cliente_id', '=', clienteId).where('case_id', '=', caseId).where('closed_at', '=', closedAt).where('respuesta', '=', 'no').executeTakeFirst();

// ---- figures ----------------------------------------------------------------------------------------------------

export interface PerAuditorDay {
  auditor_id: string;
  auditor_nombre: string | null;
  dia: string;
  n: number | string;
}
export interface PerPair {
  dependencia_id: string | null;
  tipo_id: string;
  kind: string;
  n: number | string;
  conformes: number | string;
  mediana: number | string | null;
}

/** Applied audits of local days [desde, hasta], per auditor and day; per dependencia and tipo with the median distance; all in SQL. */
export async function figures(db: Db, clienteId: string, desde: string, hasta: string): Promise<{ perDay: PerAuditorDay[]; perPair: PerPair[]; total: PerPair }> {
  const scope = sql`a.cliente_id = ${clienteId} and a.estado = 'aplicada' and a.dia >= ${desde} and a.dia <= ${hasta}`;
  const perDay = (
    await sql<PerAuditorDay>`select a.auditor_id, u.display_name as auditor_nombre, a.dia, count(*) as n from audits a left join users u on u.id = a.auditor_id
      where ${scope} group by a.auditor_id, u.display_name, a.dia order by a.dia, u.display_name, a.auditor_id`.execute(db)
  ).rows;
  // the median: the middle one (odd count) or the mean of the middle two (even), by row_number over the ordered distances
  const perPair = (
    await sql<PerPair>`select g.dependencia_id, g.tipo_id, g.kind, g.n, g.conformes, m.mediana from
      (select a.dependencia_id, a.tipo_id, a.kind, count(*) as n, sum(case when a.veredicto = 'conforme' then 1 else 0 end) as conformes
        from audits a where ${scope} group by a.dependencia_id, a.tipo_id, a.kind) g
      left join (select dependencia_id, tipo_id, kind, avg(distancia_m) as mediana from (
          select a.dependencia_id, a.tipo_id, a.kind, a.distancia_m,
            row_number() over (partition by a.dependencia_id, a.tipo_id, a.kind order by a.distancia_m) as rn,
            count(*) over (partition by a.dependencia_id, a.tipo_id, a.kind) as cnt
          from audits a where ${scope} and a.distancia_m is not null) x
        where rn in ((cnt + 1) / 2, (cnt + 2) / 2) group by dependencia_id, tipo_id, kind) m
      on coalesce(m.dependencia_id, '') = coalesce(g.dependencia_id, '') and m.tipo_id = g.tipo_id and m.kind = g.kind
      order by g.n desc, g.tipo_id`.execute(db)
  ).rows;
  const total = (
    await sql<PerPair>`select '' as tipo_id, '' as kind, null as dependencia_id, count(*) as n, sum(case when a.veredicto = 'conforme' then 1 else 0 end) as conformes,
      (select avg(distancia_m) from (
        select a.distancia_m, row_number() over (order by a.distancia_m) as rn, count(*) over () as cnt from audits a where ${scope} and a.distancia_m is not null) x
        where rn in ((cnt + 1) / 2, (cnt + 2) / 2)) as mediana
      from audits a where ${scope}`.execute(db)
  ).rows[0]!;
  return { perDay, perPair, total };
}
