import type { FastifyInstance } from 'fastify';
import { AUDIT_PUBLIC_PATHS, AuditPublicParams, AuditResueltoBody, AuditResueltoResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { ClienteRow } from '../../db/schema';
import { identity } from '../../core';
import { auditError } from './auditError';
import { answerResuelto } from './auditResuelto';

/** The cliente of a public path, with SIG on (one 404 for "no such cliente" and "no SIG", as a wrong folio answers). */
async function requireSigCliente(app: FastifyInstance, slug: string): Promise<ClienteRow> {
  const cliente = await identity.findClienteBySlug(app.db, slug);
  if (!cliente || !identity.toCliente(cliente).products.includes('sig')) throw auditError(404, 'auditoria.code_wrong', 'cliente');
  return cliente;
}

/** The citizen's "¿Quedó resuelto?" without an account: the per-address limit of the other public writes. */
export async function auditPublicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    AUDIT_PUBLIC_PATHS.resuelto,
    { schema: { params: AuditPublicParams, body: AuditResueltoBody, response: { 200: AuditResueltoResponse } }, config: app.perAddress('publicFilingPerAddress'), preHandler: app.access.public() },
    async (req) => answerResuelto(app, await requireSigCliente(app, req.params.cliente), req.params.folio, req.body),
  );
}
