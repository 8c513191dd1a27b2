import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, TicketRow } from '../db/schema';

/*
 * Recovery and activation tickets. The id sent by mail is 32 random bytes (base64url); only its SHA-256
 * is stored, so a leaked database cannot be used to take over accounts. Single use, with an expiry.
 */
type Db = Kysely<Database>;
export type TicketKind = 'recovery' | 'activation';

export const TICKET_TTL_MS: Record<TicketKind, number> = {
  recovery: 60 * 60 * 1000,
  activation: 7 * 24 * 60 * 60 * 1000,
};

export const hashTicketId = (id: string): string => createHash('sha256').update(id).digest('hex');

export async function createTicket(
  db: Db,
  kind: TicketKind,
  userId: string,
  clienteId: string,
  now: Date,
): Promise<{ id: string; expiresAt: string }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS[kind]).toISOString();
  await db
    .insertInto('tickets')
    .values({ id_hash: hashTicketId(id), kind, user_id: userId, cliente_id: clienteId, expires_at: expiresAt, used_at: null, created_at: now.toISOString() })
    .execute();
  return { id, expiresAt };
}

/** The ticket when it exists, has that kind, is unused and unexpired; otherwise undefined. */
export function findValidTicket(db: Db, kind: TicketKind, id: string, now: Date): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('id_hash', '=', hashTicketId(id))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Marks the ticket used only if it is still valid; returns false when another request used it first,
 * so two concurrent changes cannot both succeed.
 */
export async function consumeTicket(db: Db, kind: TicketKind, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('tickets')
    .set({ used_at: now.toISOString() })
    .where('id_hash', '=', hashTicketId(id))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
