import { LOGO_MAX_BYTES, type ClienteSettings, type SessionResponse, type UpdateClienteBody } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { bool, int, toJson } from '../../lib/json';
import { adminError } from './adminError';
import { removeStoredLogo, storeLogo } from './logoFiles';
import { type AuthDeps, type Session, buildSession, identity, recordAdminChange, sniffImage } from '../../core';
import { clienteHasCases } from '../cases';

/*
 * The cliente's own settings, its logo and the switch to another cliente: each change in the cliente's
 * audit within its own transaction. The routes only check the request and call these.
 */

export function toSettings(row: ClienteRow): ClienteSettings {
  return {
    ...identity.toCliente(row),
    map: identity.clienteMap(row),
    operacion_sin_curp: bool(row.operacion_sin_curp),
    colonia_radio_m: row.colonia_radio_m,
    asignar_mueve_estatus: bool(row.asignar_mueve_estatus),
    duplicados_radio_m: row.duplicados_radio_m,
    duplicados_dias: row.duplicados_dias,
  };
}

export function clienteService(auth: AuthDeps, dataDir: string) {
  const { db, clock } = auth;

  async function cliente(clienteId: string): Promise<ClienteRow> {
    const row = await identity.findCliente(db, clienteId);
    if (!row) throw adminError(404, 'admin.cliente_not_found');
    return row;
  }

  /** Replaces the logo (null: removes it) with its audit entry; the old file goes once the change is committed. */
  async function setLogo(session: Session, before: ClienteRow, url: string | null): Promise<ClienteSettings> {
    const { clienteId, user } = session;
    await db.transaction().execute(async (trx) => {
      await identity.updateCliente(trx, clienteId, { logo: url });
      await recordAdminChange({ db: trx, clienteId, actorId: user.id, now: iso(clock()) }, { action: 'cliente.logo', entity: 'cliente', entityId: clienteId, before: { logo: before.logo }, after: { logo: url } });
    });
    await removeStoredLogo(dataDir, before.logo);
    return toSettings(await cliente(clienteId));
  }

  return {
    get: async (session: Session) => toSettings(await cliente(session.clienteId)),

    // Products switched off leave every user's menu (getmenu filters by them) and their API (requireProduct).
    async update(session: Session, b: UpdateClienteBody): Promise<ClienteSettings> {
      const { clienteId, user } = session;
      const now = iso(clock());
      return db.transaction().execute(async (trx) => {
        const before = await identity.findCliente(trx, clienteId);
        if (!before) throw adminError(404, 'admin.cliente_not_found');
        if (b.slug !== undefined && b.slug !== before.slug) {
          if (await clienteHasCases(trx, clienteId)) throw adminError(409, 'admin.slug_locked', 'slug');
          if (await identity.findClienteBySlug(trx, b.slug)) throw adminError(409, 'admin.slug_taken', 'slug');
          await identity.setClienteSlug(trx, clienteId, b.slug);
        }
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
          ...(b.duplicados_radio_m !== undefined && { duplicados_radio_m: b.duplicados_radio_m }),
          ...(b.duplicados_dias !== undefined && { duplicados_dias: b.duplicados_dias }),
        });
        const after = (await identity.findCliente(trx, clienteId))!;
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'cliente.update', entity: 'cliente', entityId: clienteId, before: toSettings(before), after: toSettings(after) });
        return toSettings(after);
      });
    },

    /**
     * A new token scoped to another cliente: for a person, one of their own (accepted, enabled) memberships;
     * for a master user (platform operator), any cliente, and then the entry is recorded on the cliente
     * entered, so its administrators see who came in. `allowed` runs once the caller may switch at all
     * (the route's rate limit), before whether the cliente exists is told.
     */
    async switchTo(session: Session, targetId: string, allowed: () => Promise<void>): Promise<SessionResponse> {
      const { user, clienteId: from } = session;
      const master = bool(user.master);
      const found = await identity.clienteForUser(db, targetId, user.id);
      // someone else's cliente is refused alike whether it exists or not
      if (!master && !found?.member) throw adminError(403, 'admin.master_only');
      await allowed();
      if (!found) throw adminError(404, 'admin.cliente_not_found', 'clienteId');
      const target = found.cliente;
      const now = iso(clock());
      await db.transaction().execute(async (trx) => {
        await identity.touchMembership(trx, target.id, user.id, now);
        if (!found.member) {
          await recordAdminChange(
            { db: trx, clienteId: target.id, actorId: user.id, now },
            { action: 'cliente.switch', entity: 'cliente', entityId: target.id, before: { clienteId: from }, after: { clienteId: target.id } },
          );
        }
      });
      return buildSession(auth, user, target.id);
    },

    /** A new logo: an image of one of the accepted types within the size, sniffed from its bytes. */
    async putLogo(session: Session, bytes: Buffer): Promise<ClienteSettings> {
      if (bytes.length > LOGO_MAX_BYTES) throw adminError(400, 'admin.logo_size', 'logo');
      const ext = sniffImage(bytes);
      if (!ext) throw adminError(400, 'admin.logo_type', 'logo');
      const before = await cliente(session.clienteId);
      return setLogo(session, before, await storeLogo(dataDir, session.clienteId, bytes, ext));
    },

    async removeLogo(session: Session): Promise<ClienteSettings> {
      const before = await cliente(session.clienteId);
      return before.logo === null ? toSettings(await cliente(session.clienteId)) : setLogo(session, before, null);
    },
  };
}
