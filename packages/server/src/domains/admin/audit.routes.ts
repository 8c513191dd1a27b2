import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, AuditQuery, AuditResponse, type AuditEntity } from '@sig/shared/contract';
import { holdsPermission, type Permission } from '../../core';
import { HttpError } from '../../lib/httpError';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listAudit } from './audit';

/** Reading an entity's history needs the permission that guards editing it. */
const GUARD: Record<AuditEntity, Permission> = { user: 'EditarUsuarios', role: 'EditarRoles', cliente: 'admin', habitante: 'admin', programa: 'SigMidb' };

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    ADMIN_PATHS.audit,
    { schema: { querystring: AuditQuery, response: { 200: AuditResponse } }, preHandler: app.access.signedIn() },
    async (req) => {
      const { clienteId, permissions } = req.session!;
      if (!holdsPermission(permissions, GUARD[req.query.entity])) throw new HttpError(403, 'auth.forbidden', 'No tienes permiso para esta acción.');
      return listAudit(app.db, clienteId, req.query, req.log);
    },
  );
}
