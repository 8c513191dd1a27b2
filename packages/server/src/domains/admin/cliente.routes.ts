import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, ClienteSettings, SessionResponse, SwitchClienteBody, UpdateClienteBody } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { bool, int, toJson } from '../../lib/json';
import type { ZodTypeProvider } from '../../plugins/zod';
import { adminError } from './adminError';
import { buildSession, identity, recordAdminChange } from '../../core';

export function toSettings(row: ClienteRow): ClienteSettings {
  return {
    ...identity.toCliente(row),
    map: identity.clienteMap(row),
    operacion_sin_curp: bool(row.operacion_sin_curp),
    colonia_radio_m: row.colonia_radio_m,
    asignar_mueve_estatus: bool(row.asignar_mueve_estatus),
  };
}

export async function clienteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const guard = app.access.permissions('admin');

  r.get(ADMIN_PATHS.cliente, { schema: { response: { 200: ClienteSettings } }, preHandler: guard }, async (req) => {
    const row = await identity.findCliente(db, req.session!.clienteId);
    if (!row) throw adminError(404, 'admin.cliente_not_found');
    return toSettings(row);
  });

  // Products switched off leave every user's menu (getmenu filters by them) and their API (requireProduct).
  r.put(ADMIN_PATHS.cliente, { schema: { body: UpdateClienteBody, response: { 200: ClienteSettings } }, preHandler: guard }, async (req) => {
    const { clienteId, user } = req.session!;
    const b = req.body;
    const now = iso(app.clock());
    return db.transaction().execute(async (trx) => {
      const before = await identity.findCliente(trx, clienteId);
      if (!before) throw adminError(404, 'admin.cliente_not_found');
      await identity.updateCliente(trx, clienteId, {
        ...(b.nombre !== undefined && { nombre: b.nombre }),
        ...(b.colors && { color_primary: b.colors.primary, color_secondary: b.colors.secondary }),
        ...(b.timezone !== undefined && { timezone: b.timezone }),
        ...(b.map && { map_lat: b.map.lat, map_lng: b.map.lng, map_zoom: b.map.zoom, map_tile_url: b.map.tileUrl }),
        ...(b.products && { products: toJson(b.products) }),
        ...(b.operacion_sin_curp !== undefined && { operacion_sin_curp: int(b.operacion_sin_curp) }),
        ...(b.cover_midb !== undefined && { cover_midb: int(b.cover_midb) }),
        ...(b.colonia_radio_m !== undefined && { colonia_radio_m: b.colonia_radio_m }),
        ...(b.asignar_mueve_estatus !== undefined && { asignar_mueve_estatus: int(b.asignar_mueve_estatus) }),
      });
      const after = (await identity.findCliente(trx, clienteId))!;
      await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'cliente.update', entity: 'cliente', entityId: clienteId, before: toSettings(before), after: toSettings(after) });
      return toSettings(after);
    });
  });

  // A new token scoped to another cliente: for a person, one of their own (accepted, enabled) memberships;
  // for a master user (platform operator), any cliente, and then the entry is recorded on the cliente
  // entered, so its administrators see who came in.
  const switchLimit = app.perAccount('switchPerUser');
  r.post(ADMIN_PATHS.switchCliente, { schema: { body: SwitchClienteBody, response: { 200: SessionResponse } }, preHandler: app.access.signedIn() }, async (req) => {
    const { user, clienteId: from } = req.session!;
    const master = bool(user.master);
    const found = await identity.clienteForUser(db, req.body.clienteId, user.id);
    // someone else's cliente is refused alike whether it exists or not
    if (!master && !found?.member) throw adminError(403, 'admin.master_only');
    await switchLimit(req, user.id);
    if (!found) throw adminError(404, 'admin.cliente_not_found', 'clienteId');
    const cliente = found.cliente;
    const now = iso(app.clock());
    await db.transaction().execute(async (trx) => {
      await identity.touchMembership(trx, cliente.id, user.id, now);
      if (!found.member) {
        await recordAdminChange(
          { db: trx, clienteId: cliente.id, actorId: user.id, now },
          { action: 'cliente.switch', entity: 'cliente', entityId: cliente.id, before: { clienteId: from }, after: { clienteId: cliente.id } },
        );
      }
    });
    return buildSession(app.authDeps, user, cliente.id);
  });
}
