import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AuditEntry, type AuditChange, type AuditUser } from '@sig/shared/contract';
import type { AdminAuditTable, Database } from '../db/schema';
import { parseJson, toJson } from '../lib/json';
import { sortableId } from '../lib/sortableId';
import { columnList, jsonRows, type JsonRowsColumn } from './dialect';
import type { UserDataPatch } from './identity.repository';

/*
 * The two audits, each written only here and typed by action. The cliente's audit (admin_audit) is what its
 * administrators' timelines show: every change by its people (users, roles, settings, Open311 keys, live
 * notices, habitantes), one payload per action (the contract's KnownAuditEntry). The account's own history
 * (audit_log) follows a person's account across clientes: sign-up, activation, passwords, their own data, and
 * the changes of their memberships; the API never shows it.
 */

type Db = Kysely<Database>;

export interface AuditCtx {
  /** The transaction of the change: the change and its entry land together or not at all. */
  db: Db;
  clienteId: string;
  /** Null: the system (a CLI command, a public filing). */
  actorId: string | null;
  now: string;
}

/** One entry's row. */
const auditRow = (ctx: AuditCtx, entry: AuditChange) => ({
  id: sortableId(),
  cliente_id: ctx.clienteId,
  actor_id: ctx.actorId,
  at: ctx.now,
  entity: entry.entity,
  entity_id: entry.entityId,
  action: entry.action,
  before: entry.before === null ? null : toJson(entry.before),
  after: entry.after === null ? null : toJson(entry.after),
});

/** Every change of a cliente's people and settings calls this, typed by its action, inside the change's transaction. */
export async function recordAdminChange(ctx: AuditCtx, entry: AuditChange): Promise<void> {
  await ctx.db.insertInto('admin_audit').values(auditRow(ctx, entry)).execute();
}

const AUDIT_COLUMNS = [
  ['id', 'text'],
  ['cliente_id', 'text'],
  ['actor_id', 'text'],
  ['at', 'text'],
  ['entity', 'text'],
  ['entity_id', 'text'],
  ['action', 'text'],
  ['before', 'text'],
  ['after', 'text'],
] as const satisfies readonly JsonRowsColumn[];

/**
 * Many entries of one operation at once (an import's rows), in the operation's transaction: one statement a few
 * thousand entries, whose SQL text is always the same (the entries travel as one JSON parameter).
 */
export async function recordAdminChanges(ctx: AuditCtx, entries: AuditChange[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 5000) {
    const rows = entries.slice(i, i + 5000).map((entry) => auditRow(ctx, entry));
    const names = columnList(AUDIT_COLUMNS);
    await sql`insert into admin_audit (${names}) select ${names} from ${jsonRows(ctx.db, rows, AUDIT_COLUMNS)}`.execute(ctx.db);
  }
}

/** The changes of a membership, which the cliente's audit and the account's history both keep. */
export type MembershipChange = Extract<
  AuditChange,
  { action: 'user.invite' | 'user.update' | 'user.disable' | 'user.enable' | 'user.resend_activation' | 'membership.accept' | 'membership.decline' }
>;

/** One entry of an account's own history, by action. */
export type AccountEvent =
  | Pick<MembershipChange, 'action' | 'before' | 'after'>
  /** An existing account invited to another cliente (the cliente's audit says only user.invite). */
  | { action: 'membership.invite'; before: null; after: AuditUser }
  /** By the command line: an active account (create) or a pending one with an activation mail (invite). */
  | { action: 'user.create' | 'user.invite'; before: null; after: { email: string; role: string } }
  /** The person's own data, as they saved it. */
  | { action: 'user.update'; before: null; after: UserDataPatch }
  | { action: 'user.register'; before: null; after: { email: string; cliente: string } }
  | { action: 'user.activate' | 'user.password_reset' | 'user.logout_all'; before: null; after: null };

export interface AccountCtx {
  db: Db;
  /** The cliente it happened in. */
  clienteId: string | null;
  actorId: string | null;
  now: string;
}

export async function recordAccountEvent(ctx: AccountCtx, userId: string, event: AccountEvent): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      cliente_id: ctx.clienteId,
      actor_id: ctx.actorId,
      action: event.action,
      entity: 'user',
      entity_id: userId,
      before: event.before === null ? null : toJson(event.before),
      after: event.after === null ? null : toJson(event.after),
      at: ctx.now,
    })
    .execute();
}

/** Where a row that fits no shape of its action is reported (the request's logger). */
export interface AuditLog {
  warn(details: object, message: string): void;
}

export type AuditRow = Pick<AdminAuditTable, 'id' | 'at' | 'entity' | 'entity_id' | 'action' | 'before' | 'after'>;

/**
 * A stored row read through the contract: typed by its action, or kept as sent when a newer server wrote an
 * action this build does not know. A row of a known action that fits none of its shape (damaged by hand, or
 * by a faulty build) is logged and answered as a neutral entry without its payload, never left out: a gap in
 * an audit would hide that something happened.
 */
export function readAuditEntry(row: AuditRow, actor: AuditEntry['actor'], log: AuditLog): AuditEntry {
  const stored = {
    id: row.id,
    at: row.at,
    actor,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    before: parseJson<unknown>(row.before, null),
    after: parseJson<unknown>(row.after, null),
  };
  const parsed = AuditEntry.safeParse(stored);
  if (parsed.success) return parsed.data;
  log.warn({ auditId: row.id, action: row.action, issues: parsed.error.issues.slice(0, 5) }, 'admin audit row fits no shape of its action');
  return { ...stored, before: null, after: null, unreadable: true };
}
