import type { FastifyInstance } from 'fastify';
import type { LogCandidatosResponse, LogRepartidor, LogRepartidoresResponse } from '@sig/shared/contract';
import type { z } from 'zod';
import { iso } from '../../lib/clock';
import { parseJson, toJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { dayIn, holdsPermission, safeTimeZone, type Session } from '../../core';
import { listMemberPermissions } from '../cases';
import { logError } from './logisticaError';
import * as repo from './logistica.repository';

/*
 * Delivery staff: a user of the cliente holding LogisticaLista or LogisticaEditar, registered with the zonas
 * they cover. Only the active ones who still hold such a permission get deliveries (by hand or by zona).
 */

type RepartidorBody = z.output<typeof import('@sig/shared/contract').LogRepartidorBody>;

export interface TeamMember {
  userId: string;
  nombre: string;
  zonas: string[];
  /** Open deliveries assigned now. */
  asignadas: number;
}

export function logisticaStaff(app: FastifyInstance) {
  const db = app.db;
  const today = (s: Session) => dayIn(app.clock(), safeTimeZone(s.cliente.timezone));

  /** The cliente's active users who may work deliveries, with their e-mail. */
  async function workers(s: Session): Promise<Map<string, { id: string; displayName: string; email: string }>> {
    const perms = new Map<string, { id: string; displayName: string; email: string; permissions: string[] }>();
    for (const m of await listMemberPermissions(db, s.clienteId)) {
      const p = perms.get(m.id) ?? { id: m.id, displayName: m.display_name, email: m.email, permissions: [] };
      p.permissions.push(...parseJson<string[]>(m.permissions, []));
      perms.set(m.id, p);
    }
    const out = new Map<string, { id: string; displayName: string; email: string }>();
    for (const p of perms.values()) if (holdsPermission(p.permissions, 'LogisticaLista', 'LogisticaEditar')) out.set(p.id, { id: p.id, displayName: p.displayName, email: p.email });
    return out;
  }

  async function view(s: Session, rows: repo.RepartidorRow[]): Promise<LogRepartidor[]> {
    const loads = await repo.loads(db, s.clienteId, today(s));
    const names = await repo.zonaNames(db, s.clienteId, [...new Set(rows.flatMap((r) => parseJson<string[]>(r.zonas, [])))]);
    return rows.map((r) => ({
      usuario: { id: r.user_id, displayName: r.display_name, email: r.email },
      zonas: parseJson<string[]>(r.zonas, []).map((id) => ({ id, nombre: names.get(id) ?? '' })),
      activo: r.activo === 1,
      hoy: loads.get(r.user_id) ?? { asignadas: 0, entregadas: 0, fallidas: 0 },
      version: r.version,
    }));
  }

  return {
    async list(s: Session): Promise<LogRepartidoresResponse> {
      return { items: await view(s, await repo.repartidores(db, s.clienteId)) };
    },

    /** The active staff who get deliveries, ordered by name, with today's open load. */
    async activeTeam(s: Session): Promise<TeamMember[]> {
      const allowed = await workers(s);
      const loads = await repo.loads(db, s.clienteId, today(s));
      return (await repo.repartidores(db, s.clienteId))
        .filter((r) => r.activo === 1 && allowed.has(r.user_id))
        .map((r) => ({ userId: r.user_id, nombre: r.display_name, zonas: parseJson<string[]>(r.zonas, []), asignadas: loads.get(r.user_id)?.asignadas ?? 0 }));
    },

    async save(s: Session, userId: string, body: RepartidorBody): Promise<LogRepartidor> {
      // someone registered who has since lost their Logística role can still be changed (set inactive); a new one must hold it
      const registered = (await repo.repartidores(db, s.clienteId, userId)).length > 0;
      if (!registered && !(await workers(s)).has(userId)) throw logError(404, 'logistica.user_not_found', 'userId');
      const zonaIds = [...new Set(body.zonaIds)];
      if ((await repo.activeZonas(db, s.clienteId, zonaIds)).length !== zonaIds.length) throw logError(400, 'logistica.zona_invalid', 'zonaIds');
      const at = iso(app.clock());
      const set = { zonas: toJson(zonaIds), activo: body.activo ? 1 : 0, updated_at: at };
      const ok =
        body.version === 0
          ? await repo.insertRepartidor(db, { cliente_id: s.clienteId, user_id: userId, ...set, version: 1, created_at: at })
          : await repo.updateRepartidor(db, s.clienteId, userId, body.version, set);
      if (!ok) throw logError(409, 'logistica.stale', 'version');
      const [row] = await view(s, await repo.repartidores(db, s.clienteId, userId));
      return row!;
    },

    async candidatos(s: Session, q: string | undefined): Promise<LogCandidatosResponse> {
      const registered = new Set((await repo.repartidores(db, s.clienteId)).map((r) => r.user_id));
      const words = q ? fold(q).split(' ').filter(Boolean) : [];
      const items = [...(await workers(s)).values()].filter((w) => !registered.has(w.id) && words.every((x) => fold(`${w.displayName} ${w.email}`).includes(x)));
      return { items };
    },
  };
}

export type StaffService = ReturnType<typeof logisticaStaff>;
