import type { FastifyInstance } from 'fastify';
import {
  AUDIT_LIST_MAX_ITEMS,
  type AuditMyListsResponse,
  type AuditWorkList,
  type AuditWorkListBody,
  type AuditWorkListPatch,
  type AuditWorkListsResponse,
} from '@sig/shared/contract';
import type { AuditListItemsTable } from '../../db/schema.auditoria';
import { iso } from '../../lib/clock';
import { parseJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { dayEnd, dayStart, holdsPermission, safeTimeZone, type Session } from '../../core';
import { caseFilesForAudit, insertAuditItemEvent, listMemberPermissions } from '../cases';
import { auditError } from './auditError';
import * as repo from './audit.repository';
import { caseSummaryOf, type AuditService } from './audit.service';
import { announceProgress } from './auditFail';
import { progressOf } from './progress';
import { workItemView } from './workItem';

/*
 * v2 work lists: a supervisor builds one from a filter (the pending queue narrowed by zona, dependencia,
 * tipo, dates) or a selection of closed cases, and assigns it to a field auditor; the auditor's phone reads
 * its own open lists with just what the offline form needs (no contact, no citizen).
 */

const DAY_MS = 86_400_000;

export function auditListsService(app: FastifyInstance, audits: AuditService) {
  const db = app.db;
  const now = () => iso(app.clock());

  async function requireFieldAuditor(s: Session, userId: string): Promise<void> {
    const m = (await listMemberPermissions(db, s.clienteId)).find((x) => x.id === userId);
    if (!m || !holdsPermission(parseJson<string[]>(m.permissions, []), 'SigAuditoriaV2')) throw auditError(400, 'auditoria.auditor_invalid', 'auditorId');
  }

  function view(row: repo.ListRow, items?: AuditListItemsTable[]): AuditWorkList {
    return {
      id: row.id,
      nombre: row.nombre,
      auditor: { id: row.auditor_id, displayName: row.auditor_nombre ?? '' },
      creadaPor: row.created_by ? { id: row.created_by, displayName: row.creador_nombre ?? '' } : null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      version: row.version,
      progreso: progressOf(row),
      ...(items && {
        items: items.map(workItemView),
      }),
    };
  }

  async function detail(s: Session, id: string): Promise<AuditWorkList> {
    const row = (await repo.listsWithProgress(db, s.clienteId, { id }))[0];
    // a field auditor sees only their own lists: another's is "not found", not "forbidden"
    if (!row || (!holdsPermission(s.permissions, 'SigAuditoriaV2Supervisor') && row.auditor_id !== s.user.id)) throw auditError(404, 'auditoria.list_not_found', 'id');
    return view(row, await repo.listItems(db, s.clienteId, id));
  }

  return {
    detail,

    async lists(s: Session): Promise<AuditWorkListsResponse> {
      return { items: (await repo.listsWithProgress(db, s.clienteId)).map((r) => view(r)) };
    },

    async create(s: Session, body: AuditWorkListBody): Promise<AuditWorkList> {
      await requireFieldAuditor(s, body.auditorId);
      const rule = await audits.queueRule(s.clienteId);
      const zone = safeTimeZone(s.cliente.timezone);
      let ids: string[];
      if (body.casos) {
        const wanted = [...new Set(body.casos)];
        // a selection takes closed cases of the cliente whether sampled or not: the supervisor chose them
        const found = await audits.views(s, wanted);
        ids = wanted.filter((id) => found.get(id)?.summary.closedAt);
        if (ids.length !== wanted.length) throw auditError(400, 'auditoria.case_open', 'casos');
      } else {
        const f = body.filtro!;
        ids = await repo.queueIds(
          db,
          s.clienteId,
          rule,
          { ...f, from: f.desde ? dayStart(f.desde, zone).toISOString() : undefined, to: f.hasta ? dayEnd(f.hasta, zone).toISOString() : undefined },
          AUDIT_LIST_MAX_ITEMS + 1,
        );
        if (ids.length > AUDIT_LIST_MAX_ITEMS) throw auditError(400, 'auditoria.list_too_big', 'filtro');
      }
      if (ids.length === 0) throw auditError(400, 'auditoria.list_empty', body.casos ? 'casos' : 'filtro');
      const views = await audits.views(s, ids);
      const at = now();
      const id = sortableId();
      await db.transaction().execute((trx) =>
        repo.insertList(
          trx,
          { id, cliente_id: s.clienteId, nombre: body.nombre, auditor_id: body.auditorId, created_by: s.user.id, version: 1, created_at: at, updated_at: at },
          ids.map((caseId, pos) => ({ lista_id: id, case_id: caseId, cliente_id: s.clienteId, kind: views.get(caseId)!.kind, folio: views.get(caseId)!.summary.folio, pos, estado: 'pendiente', motivo: null, motivo_codigo: null, auditoria_id: null, updated_at: at })),
        ),
      );
      return detail(s, id);
    },

    /** Reassign, rename, or mark items failed (or pending again), against the list's version. */
    async patch(s: Session, id: string, body: AuditWorkListPatch): Promise<AuditWorkList> {
      const current = (await repo.listsWithProgress(db, s.clienteId, { id }))[0];
      if (!current) throw auditError(404, 'auditoria.list_not_found', 'id');
      if (body.auditorId !== undefined) await requireFieldAuditor(s, body.auditorId);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const ok = await repo.bumpList(trx, s.clienteId, id, body.version, {
          ...(body.auditorId !== undefined && { auditor_id: body.auditorId }),
          ...(body.nombre !== undefined && { nombre: body.nombre }),
          updated_at: at,
        });
        if (!ok) throw auditError(409, 'auditoria.stale', 'version');
        for (const item of body.items ?? []) {
          // a done item keeps its audit: marking it failed (or pending) would hide work that was done
          const motivo = item.estado === 'fallida' ? (item.motivo ?? '') : null;
          const changed = await repo.setOpenItem(trx, s.clienteId, id, item.orderId, { estado: item.estado, motivo, motivo_codigo: null, updated_at: at });
          if (!changed) throw auditError(400, (await repo.listItems(trx, s.clienteId, id)).some((i) => i.case_id === item.orderId) ? 'auditoria.item_done' : 'auditoria.list_item', 'items');
          // the items' history: who put it back to pending (or failed it) and when
          await repo.insertMark(trx, { id: sortableId(), cliente_id: s.clienteId, client_id: null, lista_id: id, case_id: item.orderId, estado: item.estado, motivo_codigo: null, nota: motivo ?? '', user_id: s.user.id, hecha_en: null, created_at: at });
          await insertAuditItemEvent(trx, s.clienteId, item.orderId, s.user.id, at, { lista: { id, nombre: body.nombre ?? current.nombre }, estado: item.estado, motivo: null }, motivo ?? '');
        }
      });
      if (body.items?.length) await announceProgress(app, s.clienteId, id);
      return detail(s, id);
    },

    /** The caller's lists with pending work, each item with its case summary, checklist and attached files. */
    async mine(s: Session): Promise<AuditMyListsResponse> {
      const lists = await repo.listsWithProgress(db, s.clienteId, { auditorId: s.user.id });
      const since = iso(new Date(app.clock().getTime() - 7 * DAY_MS));
      // finished lists drop off the phone a week after their last change
      const open = lists.filter((l) => progressOf(l).pendientes > 0 || l.updated_at >= since);
      const out: AuditMyListsResponse['items'] = [];
      for (const l of open) {
        const items = await repo.listItems(db, s.clienteId, l.id);
        const views = await audits.views(s, items.map((i) => i.case_id));
        const withCase = [];
        for (const i of items) {
          const v = views.get(i.case_id);
          if (!v) continue;
          withCase.push({
            ...workItemView(i),
            caso: caseSummaryOf(v),
            ciudadano: await audits.citizenNo(s, v),
            checklist: await audits.checklistFor(s, v.summary.tipo),
            archivos: await caseFilesForAudit(db, s.clienteId, i.case_id),
          });
        }
        const { items: _omit, ...base } = view(l);
        out.push({ ...base, items: withCase });
      }
      return { items: out, at: now() };
    },
  };
}

export type AuditListsService = ReturnType<typeof auditListsService>;
