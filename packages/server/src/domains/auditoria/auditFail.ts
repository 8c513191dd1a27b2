import type { FastifyInstance } from 'fastify';
import { AUDIT_SOCKET_EVENTS, type AuditFailResponse, type AuditLiveProgress } from '@sig/shared/contract';
import type { z } from 'zod';
import type { AuditItemMarksTable } from '../../db/schema.auditoria';
import { iso } from '../../lib/clock';
import { sortableId } from '../../lib/sortableId';
import type { Session } from '../../core';
import { insertAuditItemEvent } from '../cases';
import { auditError } from './auditError';
import * as repo from './audit.repository';
import { auditSupervisorsEmit } from './auditLive';
import { progressOf } from './progress';
import { workItemView } from './workItem';

/*
 * "No se pudo auditar": the field auditor marks an item of their own list failed, with a reason, from the
 * phone (through the offline outbox, so perhaps hours later and perhaps more than once). The phone's clientId
 * is kept with the mark: a replay answers the mark already made and changes nothing, even if a supervisor put
 * the item back to pending meanwhile. Each mark is a row of the items' history (audit_item_marks).
 */

type FailInput = z.output<typeof import('@sig/shared/contract').AuditFailBody>;

/** Tells the cliente's supervisors a list's progress changed (their list and live pages move without a reload). */
export async function announceProgress(app: FastifyInstance, clienteId: string, listaId: string): Promise<void> {
  const row = (await repo.listsWithProgress(app.db, clienteId, { id: listaId }))[0];
  if (!row) return;
  const event: AuditLiveProgress = { lista: { id: row.id, progreso: progressOf(row) } };
  auditSupervisorsEmit(app, clienteId, AUDIT_SOCKET_EVENTS.progress, event);
}

export function auditFailService(app: FastifyInstance) {
  const db = app.db;

  async function answer(s: Session, listaId: string, orderId: string, replay: boolean): Promise<AuditFailResponse> {
    const row = (await repo.listsWithProgress(db, s.clienteId, { id: listaId }))[0]!;
    const item = (await repo.findItem(db, s.clienteId, listaId, orderId))!;
    return { item: workItemView(item), progreso: progressOf(row), replay };
  }

  /** The same mark arrived before: answered as it stands; the id used for another item is refused. */
  async function replayOf(s: Session, listaId: string, orderId: string, clientId: string): Promise<AuditFailResponse | null> {
    const mark = await repo.findMarkByClientId(db, s.clienteId, clientId);
    if (!mark) return null;
    if (mark.lista_id !== listaId || mark.case_id !== orderId || mark.user_id !== s.user.id) throw auditError(400, 'auditoria.client_id_reused', 'clientId');
    return answer(s, listaId, orderId, true);
  }

  return {
    async markFailed(s: Session, listaId: string, orderId: string, body: FailInput): Promise<AuditFailResponse> {
      // a replay first: the list may have been reassigned since the phone marked the item
      const replayed = await replayOf(s, listaId, orderId, body.clientId);
      if (replayed) return replayed;
      const lista = (await repo.listsWithProgress(db, s.clienteId, { id: listaId }))[0];
      // only the list's own auditor: another's list is "not found", as when reading it
      if (!lista || lista.auditor_id !== s.user.id) throw auditError(404, 'auditoria.list_not_found', 'id');
      const at = iso(app.clock());
      const mark: AuditItemMarksTable = {
        id: sortableId(),
        cliente_id: s.clienteId,
        client_id: body.clientId,
        lista_id: listaId,
        case_id: orderId,
        estado: 'fallida',
        motivo_codigo: body.motivo,
        nota: body.nota,
        user_id: s.user.id,
        hecha_en: body.hechaEn ? new Date(body.hechaEn).toISOString() : null,
        created_at: at,
      };
      try {
        await db.transaction().execute(async (trx) => {
          const changed = await repo.setOpenItem(trx, s.clienteId, listaId, orderId, { estado: 'fallida', motivo: body.nota || null, motivo_codigo: body.motivo, updated_at: at });
          if (!changed) throw auditError(400, (await repo.findItem(trx, s.clienteId, listaId, orderId)) ? 'auditoria.item_done' : 'auditoria.list_item', 'orderId');
          await repo.insertMark(trx, mark);
          await insertAuditItemEvent(trx, s.clienteId, orderId, s.user.id, at, { lista: { id: listaId, nombre: lista.nombre }, estado: 'fallida', motivo: body.motivo }, body.nota);
        });
      } catch (err) {
        // two deliveries of one clientId at once: the second lost the unique index race and answers the first
        const again = await replayOf(s, listaId, orderId, body.clientId);
        if (again) return again;
        throw err;
      }
      await announceProgress(app, s.clienteId, listaId);
      return answer(s, listaId, orderId, false);
    },
  };
}

export type AuditFailService = ReturnType<typeof auditFailService>;
