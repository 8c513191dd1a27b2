import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ADMIN_PATHS, CreateOpen311KeyBody, SingleLine, CreatedOpen311Key, OPEN311_ERRORS, Open311Key, Open311KeyList } from '@sig/shared/contract';
import type { Open311KeysTable } from '../../db/schema.open311';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import type { ZodTypeProvider } from '../../plugins/zod';
import { hashKey, newSecret } from './apiKeys';
import { recordAdminChange } from '../../core';

const KeyParams = z.object({ id: SingleLine.trim().min(1).max(100) });

const keyNotFound = () => new HttpError(404, 'open311.key_not_found', OPEN311_ERRORS['open311.key_not_found'], { field: 'id' });

const toKey = (r: Open311KeysTable): Open311Key => ({
  id: r.id,
  nombre: r.nombre,
  sufijo: r.sufijo,
  createdAt: r.created_at,
  createdBy: r.created_by,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

/**
 * The cliente's Open311 api_keys, on its settings page: administrators only (like the other cliente
 * settings). The secret is in the creation answer and nowhere else; each create and revoke is audited
 * under the cliente (the audit's entities are user, role and cliente) with the key's id.
 */
export async function open311KeyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const guard = app.access.permissions('admin');

  r.get(ADMIN_PATHS.open311Keys, { schema: { response: { 200: Open311KeyList } }, preHandler: guard }, async (req) => {
    const rows = await db.selectFrom('open311_keys').selectAll().where('cliente_id', '=', req.session!.clienteId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return { items: rows.map(toKey) };
  });

  r.post(ADMIN_PATHS.open311Keys, { schema: { body: CreateOpen311KeyBody, response: { 201: CreatedOpen311Key } }, preHandler: guard }, async (req, reply) => {
    const { clienteId, user } = req.session!;
    const secret = newSecret();
    const row: Open311KeysTable = {
      id: randomUUID(),
      cliente_id: clienteId,
      nombre: req.body.nombre,
      key_hash: hashKey(secret),
      sufijo: secret.slice(-4),
      created_at: iso(app.clock()),
      created_by: user.id,
      last_used_at: null,
      revoked_at: null,
    };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('open311_keys').values(row).execute();
      await recordAdminChange({ db: trx, clienteId, actorId: user.id, now: row.created_at }, { action: 'open311.key_create', entity: 'cliente', entityId: row.id, before: null, after: toKey(row) });
    });
    return reply.code(201).send({ ...toKey(row), apiKey: secret });
  });

  // Revoking twice answers the key as it is, with no second audit entry.
  r.delete(ADMIN_PATHS.open311Key, { schema: { params: KeyParams, response: { 200: Open311Key } }, preHandler: guard }, async (req) => {
    const { clienteId, user } = req.session!;
    const now = iso(app.clock());
    return db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('open311_keys').selectAll().where('cliente_id', '=', clienteId).where('id', '=', req.params.id).executeTakeFirst();
      if (!before) throw keyNotFound();
      if (before.revoked_at !== null) return toKey(before);
      await trx.updateTable('open311_keys').set({ revoked_at: now }).where('cliente_id', '=', clienteId).where('id', '=', before.id).execute();
      const after = { ...before, revoked_at: now };
      await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'open311.key_revoke', entity: 'cliente', entityId: before.id, before: toKey(before), after: toKey(after) });
      return toKey(after);
    });
  });
}
