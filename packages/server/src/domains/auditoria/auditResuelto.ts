import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD, canonicalFolio, type AuditResueltoBody, type AuditResueltoResponse, type AuditResueltoState } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { CasesTable } from '../../db/schema.cases';
import { iso } from '../../lib/clock';
import { findCaseByFolio, followCodeMatches } from '../cases';
import { auditError } from './auditError';
import * as repo from './audit.repository';

/*
 * The citizen closes the loop (FixMyStreet's "is it fixed?"): once a reporte filed by an identified citizen
 * (linked to the registry's habitante) is closed, its follow page asks "¿Quedó resuelto?". The answer needs
 * the follow code, is taken once per closing, and a "no" puts the case first in the audit queue (the queue
 * reads audit_resueltos). Public: honeypot and the per-address limit of the other public writes.
 */

type Answerable = Pick<CasesTable, 'id' | 'kind' | 'closed_at' | 'habitante_id'>;

const applies = (c: Answerable): c is Answerable & { closed_at: string } => c.kind === 'reporte' && c.closed_at !== null && c.habitante_id !== null;

/** The question's state for a case, or undefined where it never applies. */
export async function resueltoState(db: repo.Db, c: Answerable): Promise<AuditResueltoState | undefined> {
  if (!applies(c)) return undefined;
  const answered = await repo.findResuelto(db, c.id, c.closed_at);
  return { abierta: !answered, respuesta: answered?.respuesta ?? null };
}

/** The same, for the public follow answer of a folio (citizens domain). */
export async function resueltoOfFolio(db: repo.Db, clienteId: string, folio: string): Promise<AuditResueltoState | undefined> {
  const found = await findCaseByFolio(db, clienteId, 'reporte', canonicalFolio(folio));
  return found ? resueltoState(db, found) : undefined;
}

export async function answerResuelto(app: FastifyInstance, cliente: ClienteRow, folioTyped: string, body: AuditResueltoBody & { comentario: string }): Promise<AuditResueltoResponse> {
  if (body[HONEYPOT_FIELD]) throw auditError(400, 'auditoria.rejected');
  const folio = canonicalFolio(folioTyped);
  const found = folio.startsWith('R-') ? await findCaseByFolio(app.db, cliente.id, 'reporte', folio) : undefined;
  // a wrong code and an unknown folio answer alike
  if (!found || !followCodeMatches(found.follow_code_hash, found.id, body.codigo)) throw auditError(404, 'auditoria.code_wrong', 'codigo');
  if (!applies(found)) throw auditError(409, 'auditoria.resuelto_closed');
  const stored = await repo.insertResuelto(app.db, {
    case_id: found.id,
    closed_at: found.closed_at,
    cliente_id: cliente.id,
    respuesta: body.resuelto ? 'si' : 'no',
    comentario: body.comentario,
    created_at: iso(app.clock()),
  });
  if (!stored) throw auditError(409, 'auditoria.resuelto_answered');
  return { folio: found.folio, resuelto: { abierta: false, respuesta: body.resuelto ? 'si' : 'no' } };
}
