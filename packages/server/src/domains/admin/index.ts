import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit.routes';
import { clienteRoutes } from './cliente.routes';
import { invitationRoutes } from './invitation.routes';
import { logoRoutes } from './logo.routes';
import { roleRoutes } from './roles.routes';
import { userRoutes } from './users.routes';

export { storedLogoPath } from './logoFiles';

/** Administration of the caller's cliente (issue 6): users, roles, settings, audit, master switch. */
export async function adminDomain(app: FastifyInstance): Promise<void> {
  await auditRoutes(app);
  await userRoutes(app);
  await invitationRoutes(app);
  await roleRoutes(app);
  await clienteRoutes(app);
  await logoRoutes(app);
}

