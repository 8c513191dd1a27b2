import type { FastifyInstance } from 'fastify';
import {
  AUDIT_NO_SIGNAL_MS,
  AUDIT_SOCKET_EVENTS,
  type AuditLivePosition,
  type AuditLiveResponse,
  type AuditPositionsAccepted,
  type AuditPositionsBody,
  type AuditTrackResponse,
} from '@sig/shared/contract';
import type { AuditPositionsTable } from '../../db/schema.auditoria';
import { iso } from '../../lib/clock';
import { parseJson } from '../../lib/json';
import { dayIn, holdsPermission, safeTimeZone, type Session } from '../../core';
import { listMemberPermissions } from '../cases';
import { auditSupervisorRoom } from '../realtime';
import * as repo from './audit.repository';
import { progressOf } from './progress';

/*
 * Field auditors' positions and the supervisor's live page. A batch is stored fix by fix (a fix sent twice,
 * as an outbox retry does, is stored once) and only the newest fix goes out over the socket, to the
 * supervisors' room of the cliente on every node (the Redis adapter carries it like any other event).
 * `sinSenal` is computed when read: nothing received for AUDIT_NO_SIGNAL_MS, so a silent phone is noticed.
 */

/** An event to the cliente's audit supervisors on every node. */
export function auditSupervisorsEmit(app: FastifyInstance, clienteId: string, event: string, payload: unknown): void {
  app.realtime.emitToRoom(auditSupervisorRoom(clienteId), event, payload);
}

const DAY_MS = 86_400_000;

export function auditLive(app: FastifyInstance) {
  const db = app.db;
  return {
    async positions(s: Session, body: AuditPositionsBody & { posiciones: { lat: number; lng: number; accuracy: number; at: string }[] }): Promise<AuditPositionsAccepted> {
      const now = app.clock();
      const zone = safeTimeZone(s.cliente.timezone);
      const rows: AuditPositionsTable[] = body.posiciones.map((p) => {
        const at = new Date(p.at);
        return { cliente_id: s.clienteId, user_id: s.user.id, at: at.toISOString(), dia: dayIn(at, zone), lat: p.lat, lng: p.lng, accuracy: p.accuracy, received_at: iso(now) };
      });
      // one batch repeats a fix at most once in the table's key
      const unique = [...new Map(rows.map((r) => [r.at, r])).values()];
      const guardadas = await repo.insertPositions(db, unique);
      const newest = unique.reduce((a, b) => (b.at > a.at ? b : a));
      const event: AuditLivePosition = {
        auditor: { id: s.user.id, displayName: s.user.display_name },
        posicion: { lat: newest.lat, lng: newest.lng, accuracy: newest.accuracy, at: newest.at },
        sentAt: iso(app.clock()),
      };
      auditSupervisorsEmit(app, s.clienteId, AUDIT_SOCKET_EVENTS.position, event);
      return { guardadas, recibidas: body.posiciones.length };
    },

    async live(s: Session): Promise<AuditLiveResponse> {
      const now = app.clock();
      const members = await listMemberPermissions(db, s.clienteId);
      const auditors = new Map<string, string>();
      // field auditors only: a master admin would otherwise appear as an auditor who never sends anything
      for (const m of members) if (parseJson<string[]>(m.permissions, []).includes('SigAuditoriaV2')) auditors.set(m.id, m.display_name);
      const positions = new Map((await repo.lastPositions(db, s.clienteId, iso(new Date(now.getTime() - DAY_MS)))).map((p) => [p.user_id, p]));
      const lastAudits = new Map((await repo.lastAuditPerAuditor(db, s.clienteId)).map((a) => [a.auditor_id, a]));
      const lists = await repo.listsWithProgress(db, s.clienteId);
      // anyone who sent positions or holds a list shows up, even if their role changed since
      for (const p of positions.values()) if (!auditors.has(p.user_id)) auditors.set(p.user_id, '');
      for (const l of lists) if (!auditors.has(l.auditor_id)) auditors.set(l.auditor_id, l.auditor_nombre ?? '');
      const auditores = [...auditors].map(([id, displayName]) => {
        const p = positions.get(id);
        const a = lastAudits.get(id);
        return {
          auditor: { id, displayName },
          ultimaPosicion: p ? { lat: p.lat, lng: p.lng, accuracy: p.accuracy, at: p.at } : null,
          ultimaAuditoria: a ? { id: a.id, folio: a.folio, veredicto: a.veredicto, estado: a.estado, createdAt: a.created_at } : null,
          listas: lists.filter((l) => l.auditor_id === id).map((l) => ({ id: l.id, nombre: l.nombre, progreso: progressOf(l) })),
          sinSenal: !p || now.getTime() - Date.parse(p.received_at) > AUDIT_NO_SIGNAL_MS,
        };
      });
      return { auditores, at: iso(now) };
    },

    async track(s: Session, userId: string, dia: string): Promise<AuditTrackResponse> {
      const user = (await listMemberPermissions(db, s.clienteId)).find((m) => m.id === userId);
      const rows = await repo.track(db, s.clienteId, userId, dia);
      return { auditor: { id: userId, displayName: user?.display_name ?? '' }, dia, posiciones: rows.map((p) => ({ lat: p.lat, lng: p.lng, accuracy: p.accuracy, at: p.at })) };
    },
  };
}

export const isSupervisor = (s: Session): boolean => holdsPermission(s.permissions, 'SigAuditoriaV2Supervisor');
