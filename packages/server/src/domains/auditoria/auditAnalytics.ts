import type { FastifyInstance } from 'fastify';
import type { AuditAnalytics, AuditAnalyticsQuery } from '@sig/shared/contract';
import type { Session } from '../../core';
import { findAny, listTipos } from '../cases';
import * as repo from './audit.repository';

/** analytics/getauditoria: counts, rates and medians come from SQL; Node only names the ids. */
export async function auditAnalytics(app: FastifyInstance, s: Session, q: AuditAnalyticsQuery): Promise<AuditAnalytics> {
  const db = app.db;
  const { perDay, perPair, total } = await repo.figures(db, s.clienteId, q.desde, q.hasta);
  const tipos = new Map([...(await listTipos(db, s.clienteId, 'reporte', false)), ...(await listTipos(db, s.clienteId, 'solicitud', false))].map((t) => [t.id, t.nombre]));
  const deps = new Map<string, string>();
  for (const p of perPair) {
    if (p.dependencia_id && !deps.has(p.dependencia_id)) deps.set(p.dependencia_id, (await findAny(db, 'dependencias', s.clienteId, p.dependencia_id))?.nombre ?? '');
  }
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  const n = Number(total.n);
  const conformes = Number(total.conformes ?? 0);
  return {
    desde: q.desde,
    hasta: q.hasta,
    porAuditorDia: perDay.map((r) => ({ auditor: { id: r.auditor_id, displayName: r.auditor_nombre ?? '' }, dia: r.dia, auditorias: Number(r.n) })),
    conformidad: perPair.map((p) => ({
      dependencia: p.dependencia_id ? { id: p.dependencia_id, nombre: deps.get(p.dependencia_id) ?? '' } : null,
      tipo: { id: p.tipo_id, nombre: tipos.get(p.tipo_id) ?? '' },
      auditorias: Number(p.n),
      conformes: Number(p.conformes),
      tasa: Number(p.n) ? Number(p.conformes) / Number(p.n) : 0,
      medianaDistanciaM: num(p.mediana),
    })),
    total: { auditorias: n, conformes, tasa: n ? conformes / n : null, medianaDistanciaM: num(total.mediana) },
  };
}
