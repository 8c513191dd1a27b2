import type { FastifyInstance } from 'fastify';
import { hasPermission } from '@sig/shared/permissions';
import { ADMIN_PATHS, AuditQuery, AuditResponse, type AuditEntity } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listAudit } from './audit';

/** Reading an entity's history needs the permission that guards editing it. */
const GUARD: Record<AuditEntity, string[]> = { user: ['admin', 'EditarUsuarios'], role: ['admin', 'EditarRoles'], cliente: ['admin'], habitante: ['admin'] };

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    ADMIN_PATHS.audit,
    { schema: { querystring: AuditQuery, response: { 200: AuditResponse } }, preHandler: app.authenticate },
    async (req) => {
      const { clienteId, permissions } = req.session!;
      if (!hasPermission(GUARD[req.query.entity], permissions)) throw new HttpError(403, 'auth.forbidden', 'No tienes permiso para esta acción.');
      return listAudit(app.db, clienteId, req.query);
    },
  );
}
