import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PHOTO_MAX_BYTES,
  AUDIT_PHOTO_TYPES,
  AUDIT_SOCKET_EVENTS,
  type AuditCase,
  type AuditCaseSummary,
  type AuditChecklist,
  type AuditChecklistBody,
  type AuditChecklistsResponse,
  type AuditCitizenNo,
  type AuditListQuery,
  type AuditListResponse,
  type AuditLiveAudit,
  type AuditPhoto,
  type AuditQueueQuery,
  type AuditQueueResponse,
  type AuditRecord,
  type AuditRule,
  type AuditRuleBody,
  type AuditSubmitBody,
  type AuditSubmitResponse,
  type ColorRef,
} from '@sig/shared/contract';
import { z } from 'zod';
import type { AuditChecklistsTable, AuditsTable } from '../../db/schema.auditoria';
import { iso } from '../../lib/clock';
import { distanceMeters } from '../../lib/geo';
import { parseJson, toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { dayEnd, dayIn, dayStart, holdsPermission, safeTimeZone, type Session } from '../../core';
import { casesForAudit, caseFilesForAudit, cleanFileName, findTipo, sniffCaseFile, storeCaseFile, writeAudit, type AuditCaseView } from '../cases';
import { auditError } from './auditError';
import * as repo from './audit.repository';
import { auditSupervisorsEmit } from './auditLive';
import { progressOf } from './progress';

/*
 * The rules of v1 (and what v2 shares): the sampling rule, checklists per tipo, the queue, the form's case,
 * photos by hash, and one audit's submission: idempotent on the device's clientId, a conflict kept and not
 * applied, a no conforme reopening the case through the cases domain's door.
 */

const DEFAULT_RULE = { modo: 'porcentaje' as const, porcentaje: 20 };

type AuditInput = z.output<typeof import('@sig/shared/contract').AuditSubmitBody>;

export const tipoColorRef = (t: { id: string; nombre: string; color: string }): ColorRef => ({ id: t.id, nombre: t.nombre, color: t.color });

/** The tipo of either kind with that id in the cliente. */
export async function findAnyTipo(db: repo.Db, clienteId: string, tipoId: string) {
  for (const kind of ['reporte', 'solicitud'] as const) {
    const t = await findTipo(db, clienteId, kind, tipoId);
    if (t) return { kind, tipo: t };
  }
  return undefined;
}

export function checklistView(tipo: ColorRef, row: AuditChecklistsTable | undefined): AuditChecklist {
  return { tipo, items: row ? parseJson(row.items, []) : [], version: row?.version ?? 0, updatedAt: row?.updated_at ?? null };
}

export function caseSummaryOf(v: AuditCaseView): AuditCaseSummary {
  const s = v.summary;
  return {
    id: s.id,
    kind: v.kind,
    folio: s.folio,
    tipo: s.tipo,
    estatus: s.estatus,
    dependencia: s.dependencia,
    zona: s.zona,
    colonia: s.colonia,
    descripcion: s.descripcion,
    direccion: s.direccion,
    ubicacion: s.ubicacion,
    prioridad: s.prioridad,
    createdAt: s.createdAt,
    closedAt: s.closedAt,
    version: v.version,
  };
}

export function auditRecord(a: AuditsTable, auditorNombre: string | null): AuditRecord {
  return {
    id: a.id,
    clientId: a.client_id,
    orderId: a.case_id,
    kind: a.kind,
    folio: a.folio,
    auditor: { id: a.auditor_id, displayName: auditorNombre ?? '' },
    veredicto: a.veredicto,
    estado: a.estado,
    conflicto: a.conflicto,
    respuestas: parseJson(a.respuestas, []),
    fotos: parseJson(a.fotos, []),
    posicion: a.lat !== null && a.lng !== null ? { lat: a.lat, lng: a.lng, accuracy: a.accuracy ?? 0, at: a.pos_at ?? a.created_at } : null,
    distanciaM: a.distancia_m,
    comentario: a.comentario,
    listaId: a.lista_id,
    hechaEn: a.hecha_en,
    createdAt: a.created_at,
  };
}

export function auditService(app: FastifyInstance) {
  const db = app.db;
  const now = () => iso(app.clock());
  const tz = (s: Session) => safeTimeZone(s.cliente.timezone);

  async function rule(s: Session): Promise<AuditRule> {
    const row = await repo.findRule(db, s.clienteId);
    if (!row) return { ...DEFAULT_RULE, version: 0, updatedAt: null, updatedBy: null };
    const by = row.updated_by ? await repo.findUserName(db, row.updated_by) : undefined;
    return { modo: row.modo, porcentaje: row.porcentaje, version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by ? { id: row.updated_by, displayName: by?.display_name ?? '' } : null };
  }

  async function queueRule(clienteId: string): Promise<repo.QueueRule> {
    const row = await repo.findRule(db, clienteId);
    return row ? { modo: row.modo, porcentaje: row.porcentaje } : DEFAULT_RULE;
  }

  async function views(s: Session, ids: readonly string[]): Promise<Map<string, AuditCaseView>> {
    return new Map((await casesForAudit(db, s.clienteId, ids, now())).map((v) => [v.summary.id, v]));
  }

  async function checklistFor(s: Session, tipo: ColorRef): Promise<AuditChecklist> {
    return checklistView(tipo, await repo.findChecklist(db, s.clienteId, tipo.id));
  }

  /** The citizen's "no" to the closing being audited, shown on the form (the queue put the case first for it). */
  async function citizenNo(s: Session, v: AuditCaseView): Promise<AuditCitizenNo | null> {
    if (!v.summary.closedAt) return null;
    const row = await repo.findResueltoNo(db, s.clienteId, v.summary.id, v.summary.closedAt);
    return row ? { comentario: row.comentario, at: row.created_at } : null;
  }

  async function caseForm(s: Session, orderId: string): Promise<AuditCase> {
    const v = (await views(s, [orderId])).get(orderId);
    if (!v) throw auditError(404, 'auditoria.case_not_found', 'orderId');
    const audits = await repo.auditsOfCase(db, s.clienteId, orderId);
    return {
      caso: caseSummaryOf(v),
      ciudadano: await citizenNo(s, v),
      checklist: await checklistFor(s, v.summary.tipo),
      archivos: await caseFilesForAudit(db, s.clienteId, orderId),
      auditorias: audits.map((a) => auditRecord(a, a.auditor_nombre)),
    };
  }

  return {
    rule,
    queueRule,
    views,
    checklistFor,
    caseForm,
    citizenNo,

    async saveRule(s: Session, body: AuditRuleBody & { porcentaje: number }): Promise<AuditRule> {
      const current = await repo.findRule(db, s.clienteId);
      const ok = await repo.saveRule(
        db,
        { cliente_id: s.clienteId, modo: body.modo, porcentaje: body.modo === 'todos' ? 100 : body.porcentaje, version: (current?.version ?? 0) + 1, updated_by: s.user.id, updated_at: now() },
        body.version,
      );
      if (!ok) throw auditError(409, 'auditoria.stale_rule', 'version');
      return rule(s);
    },

    async checklists(s: Session): Promise<AuditChecklistsResponse> {
      const rows = await repo.listChecklists(db, s.clienteId);
      const items: AuditChecklist[] = [];
      for (const row of rows) {
        const t = await findTipo(db, s.clienteId, row.kind, row.tipo_id);
        if (t) items.push(checklistView(tipoColorRef(t), row));
      }
      return { items };
    },

    async checklist(s: Session, tipoId: string): Promise<AuditChecklist> {
      const found = await findAnyTipo(db, s.clienteId, tipoId);
      if (!found) throw auditError(404, 'auditoria.tipo_not_found', 'tipoId');
      return checklistFor(s, tipoColorRef(found.tipo));
    },

    async saveChecklist(s: Session, tipoId: string, body: z.output<typeof import('@sig/shared/contract').AuditChecklistBody>): Promise<AuditChecklist> {
      const found = await findAnyTipo(db, s.clienteId, tipoId);
      if (!found) throw auditError(404, 'auditoria.tipo_not_found', 'tipoId');
      const ok = await repo.saveChecklist(
        db,
        { cliente_id: s.clienteId, tipo_id: tipoId, kind: found.kind, items: toJson(body.items), version: body.version + 1, updated_by: s.user.id, updated_at: now() },
        body.version,
      );
      if (!ok) throw auditError(409, 'auditoria.stale_checklist', 'version');
      return checklistFor(s, tipoColorRef(found.tipo));
    },

    async queue(s: Session, q: z.output<typeof import('@sig/shared/contract').AuditQueueQuery>): Promise<AuditQueueResponse> {
      const zone = tz(s);
      const filter: repo.QueueFilter = {
        kind: q.kind,
        tipoId: q.tipoId,
        dependenciaId: q.dependenciaId,
        zonaId: q.zonaId,
        motivo: q.motivo,
        from: q.desde ? dayStart(q.desde, zone).toISOString() : undefined,
        to: q.hasta ? dayEnd(q.hasta, zone).toISOString() : undefined,
      };
      const { rows, total } = await repo.queuePage(db, s.clienteId, await queueRule(s.clienteId), filter, q.page, q.pageSize);
      const byId = await views(s, rows.map((r) => r.id));
      const items = rows.flatMap((r) => {
        const v = byId.get(r.id);
        return v ? [{ ...caseSummaryOf(v), motivo: r.ciudadano ? ('ciudadano' as const) : ('muestra' as const), comentarioCiudadano: r.ciudadano_comentario }] : [];
      });
      return { items, total, page: q.page, pageSize: q.pageSize };
    },

    /** Stores the bytes once per cliente and hash; the client's hash must be the bytes' own. */
    async uploadPhoto(s: Session, bytes: Buffer, claimed: string, nombre: string | undefined): Promise<{ photo: AuditPhoto; created: boolean }> {
      const actual = createHash('sha256').update(bytes).digest('hex');
      if (actual !== claimed) throw auditError(400, 'auditoria.photo_hash', 'sha256');
      const existing = await repo.findPhoto(db, s.clienteId, actual);
      const view = (p: { sha256: string; tipo: string; bytes: number; created_at: string }): AuditPhoto => ({ sha256: p.sha256, tipo: p.tipo, bytes: p.bytes, createdAt: p.created_at });
      if (existing) return { photo: view(existing), created: false };
      if (bytes.length > AUDIT_PHOTO_MAX_BYTES) throw auditError(400, 'auditoria.photo_size', 'foto');
      const sniffed = sniffCaseFile(bytes);
      if (!sniffed || !(AUDIT_PHOTO_TYPES as readonly string[]).includes(sniffed.mime)) throw auditError(400, 'auditoria.photo_type', 'foto');
      const stored = await storeCaseFile(app.config.dataDir, bytes, sniffed.ext);
      const row = { cliente_id: s.clienteId, sha256: actual, nombre: cleanFileName(nombre ?? `auditoria.${sniffed.ext}`, sniffed.ext), tipo: sniffed.mime, bytes: bytes.length, stored_name: stored, uploaded_by: s.user.id, created_at: now() };
      const created = await repo.insertPhoto(db, row);
      const kept = created ? row : ((await repo.findPhoto(db, s.clienteId, actual)) ?? row);
      return { photo: view(kept), created };
    },

    photo: (s: Session, sha256: string) => repo.findPhoto(db, s.clienteId, sha256),

    async list(s: Session, q: AuditListQuery & { page: number; pageSize: number }, ownOnly: boolean): Promise<AuditListResponse> {
      const { rows, total } = await repo.auditPage(db, s.clienteId, { estado: q.estado, auditorId: ownOnly ? s.user.id : q.auditorId, orderId: q.orderId }, q.page, q.pageSize);
      return { items: rows.map((a) => auditRecord(a, a.auditor_nombre)), total, page: q.page, pageSize: q.pageSize };
    },

    /**
     * One audit. A replay of a clientId answers what was kept (`replay`), whatever the body says now. On the
     * locked case: open, or closed at another time than the device saw, is a conflict: kept, in the history,
     * not applied. Otherwise applied; a no conforme reopens the case (cases' 'reabrir') and its staff are told.
     */
    async submit(s: Session, body: AuditInput): Promise<AuditSubmitResponse> {
      const replayed = await repo.findAuditByClientId(db, s.clienteId, body.clientId);
      if (replayed) return replayAnswer(replayed, replayed.auditor_nombre);
      if ((await repo.countPhotos(db, s.clienteId, [...new Set(body.fotos)])) !== new Set(body.fotos).size) throw auditError(400, 'auditoria.photo_not_found', 'fotos');
      const v = (await views(s, [body.orderId])).get(body.orderId);
      if (!v || v.kind !== body.kind) throw auditError(404, 'auditoria.case_not_found', 'orderId');
      const checklist = await checklistFor(s, v.summary.tipo);
      const known = new Set(checklist.items.map((i) => i.id));
      if (body.respuestas.some((r) => !known.has(r.itemId))) throw auditError(400, 'auditoria.checklist_item', 'respuestas');
      if (body.listaId) {
        // an item of the caller's own list (a supervisor may record one for anyone)
        const lista = (await repo.listsWithProgress(db, s.clienteId, { id: body.listaId }))[0];
        const mayUse = lista && (lista.auditor_id === s.user.id || holdsPermission(s.permissions, 'SigAuditoriaV2Supervisor'));
        if (!mayUse || !(await repo.findItem(db, s.clienteId, body.listaId, body.orderId))) throw auditError(400, 'auditoria.list_item', 'listaId');
      }
      const at = app.clock();
      const id = sortableId();
      let answer: AuditSubmitResponse;
      try {
        answer = await writeAudit(app, s, body.kind, body.orderId, {
          decide: async (ctx, row) => {
            const conflicto = row.closed_at === null ? ('reabierto' as const) : row.closed_at !== body.visto.closedAt ? ('cambiado' as const) : null;
            const ubicacion = row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
            const distancia = body.posicion && ubicacion ? Math.round(distanceMeters(body.posicion, ubicacion) * 10) / 10 : null;
            const audit: AuditsTable = {
              id,
              cliente_id: s.clienteId,
              client_id: body.clientId,
              case_id: row.id,
              kind: row.kind,
              folio: row.folio,
              tipo_id: row.tipo_id,
              dependencia_id: row.dependencia_id,
              auditor_id: s.user.id,
              veredicto: body.veredicto,
              estado: conflicto ? 'conflicto' : 'aplicada',
              conflicto,
              respuestas: toJson(body.respuestas),
              fotos: toJson(body.fotos),
              lat: body.posicion?.lat ?? null,
              lng: body.posicion?.lng ?? null,
              accuracy: body.posicion?.accuracy ?? null,
              pos_at: body.posicion ? new Date(body.posicion.at).toISOString() : null,
              distancia_m: distancia,
              comentario: body.comentario,
              lista_id: body.listaId ?? null,
              hecha_en: body.hechaEn ? new Date(body.hechaEn).toISOString() : null,
              case_closed_at: row.closed_at,
              dia: dayIn(at, ctx.timeZone),
              created_at: iso(at),
            };
            await repo.insertAudit(ctx.db, audit);
            if (body.listaId) await repo.setItem(ctx.db, s.clienteId, body.listaId, row.id, { estado: 'hecha', auditoria_id: id, motivo: null, updated_at: iso(at) });
            const reopen = !conflicto && body.veredicto === 'no_conforme';
            const reason = `Auditoría no conforme${body.comentario ? `: ${body.comentario}` : ''}`.slice(0, 1000);
            return {
              result: audit,
              event: { id, veredicto: audit.veredicto, estado: audit.estado, distanciaM: distancia, fotos: body.fotos.length, comentario: body.comentario },
              reopen: reopen ? reason.padEnd(5, '.') : null,
            };
          },
        }).then(async (audit) => {
          const after = (await views(s, [audit.case_id])).get(audit.case_id);
          return {
            auditoria: auditRecord(audit, s.user.display_name),
            estado: audit.estado,
            conflicto: audit.conflicto,
            replay: false,
            reabierto: audit.estado === 'aplicada' && audit.veredicto === 'no_conforme',
            caso: { closedAt: after?.summary.closedAt ?? null, version: after?.version ?? 0, cerrado: Boolean(after?.summary.closedAt) },
          };
        });
      } catch (err) {
        // two deliveries of one clientId at once: the second lost the unique index race and answers the first
        const again = await repo.findAuditByClientId(db, s.clienteId, body.clientId);
        if (again) return replayAnswer(again, again.auditor_nombre);
        throw err;
      }
      await announce(s, answer.auditoria);
      return answer;
    },
  };

  async function replayAnswer(a: AuditsTable, nombre: string | null): Promise<AuditSubmitResponse> {
    const after = (await casesForAudit(db, a.cliente_id, [a.case_id], now()))[0];
    return {
      auditoria: auditRecord(a, nombre),
      estado: a.estado,
      conflicto: a.conflicto,
      replay: true,
      reabierto: a.estado === 'aplicada' && a.veredicto === 'no_conforme',
      caso: { closedAt: after?.summary.closedAt ?? null, version: after?.version ?? 0, cerrado: Boolean(after?.summary.closedAt) },
    };
  }

  /** Tells the cliente's supervisors live (with the list's progress when it came from one). */
  async function announce(s: Session, a: AuditRecord): Promise<void> {
    let lista: AuditLiveAudit['lista'] = null;
    if (a.listaId) {
      const row = (await repo.listsWithProgress(db, s.clienteId, { id: a.listaId }))[0];
      if (row) lista = { id: row.id, progreso: progressOf(row) };
    }
    const event: AuditLiveAudit = {
      auditor: a.auditor,
      auditoria: { id: a.id, folio: a.folio, veredicto: a.veredicto, estado: a.estado, createdAt: a.createdAt },
      lista,
    };
    auditSupervisorsEmit(app, s.clienteId, AUDIT_SOCKET_EVENTS.audit, event);
  }
}

export type AuditService = ReturnType<typeof auditService>;
