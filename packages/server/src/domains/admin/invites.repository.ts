import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashTicketId } from '../../core';

/*
 * Invitations of existing accounts (issue 19): a membership row that grants nothing until the account's
 * owner accepts through the mailed link. Only the link's SHA-256 is stored, as for activation tickets.
 */
type Db = Kysely<Database>;

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PendingInvite {
  user_id: string;
  cliente_id: string;
  invited_by: string | null;
  invite_expires_at: string | null;
}

const newLink = (now: Date) => {
  const id = randomBytes(32).toString('base64url');
  return { id, hash: hashTicketId(id), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString() };
};

/** A waiting membership with a fresh link; returns the link's id (to mail, never stored). */
export async function insertPendingMembership(db: Db, input: { clienteId: string; userId: string; name: string; invitedBy: string }, now: Date): Promise<string> {
  const link = newLink(now);
  await db
    .insertInto('user_clientes')
    .values({
      user_id: input.userId,
      cliente_id: input.clienteId,
      owner: 0,
      last_used_at: null,
      disabled: 0,
      invite_pending: 1,
      invite_hash: link.hash,
      invite_expires_at: link.expiresAt,
      invite_name: input.name,
      invited_by: input.invitedBy,
    })
    .execute();
  return link.id;
}

/** A new link for a waiting invitation (the old one stops working); undefined when it is not waiting. */
export async function renewInviteLink(db: Db, clienteId: string, userId: string, now: Date): Promise<string | undefined> {
  const link = newLink(now);
  const r = await db
    .updateTable('user_clientes')
    .set({ invite_hash: link.hash, invite_expires_at: link.expiresAt })
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .where('invite_pending', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? link.id : undefined;
}

export function isInvitePending(db: Db, clienteId: string, userId: string): Promise<boolean> {
  return db
    .selectFrom('user_clientes')
    .select('invite_pending')
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((r) => r?.invite_pending === 1);
}

/** The waiting invitation a link opens, if the link is current. */
export function findInviteByLink(db: Db, linkId: string, now: Date): Promise<PendingInvite | undefined> {
  return db
    .selectFrom('user_clientes')
    .select(['user_id', 'cliente_id', 'invited_by', 'invite_expires_at'])
    .where('invite_hash', '=', hashTicketId(linkId))
    .where('invite_pending', '=', 1)
    .where('invite_expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Accepts only while the link is still current: of two concurrent answers one wins. */
export async function acceptInvite(db: Db, linkId: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('user_clientes')
    .set({ invite_pending: 0, invite_hash: null, invite_expires_at: null })
    .where('invite_hash', '=', hashTicketId(linkId))
    .where('invite_pending', '=', 1)
    .where('invite_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Declining removes the waiting membership and the roles it carried. */
export async function removePendingMembership(db: Db, clienteId: string, userId: string): Promise<void> {
  await db.deleteFrom('user_roles').where('cliente_id', '=', clienteId).where('user_id', '=', userId).execute();
  await db.deleteFrom('user_clientes').where('cliente_id', '=', clienteId).where('user_id', '=', userId).where('invite_pending', '=', 1).execute();
}
