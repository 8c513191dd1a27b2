import type { FastifyInstance } from 'fastify';
import { auditFailService } from './auditFail';
import { auditFileRoutes } from './auditFiles.routes';
import { auditListsService } from './auditLists.service';
import { auditLive } from './auditLive';
import { auditPublicRoutes } from './auditPublic.routes';
import { auditRoutes } from './audit.routes';
import { auditService } from './audit.service';

/** Auditoría (issue 25): sampled closed cases audited with checklist, photos and GPS; v2 work lists, positions and the live page. */
export async function auditoriaDomain(app: FastifyInstance): Promise<void> {
  const audits = auditService(app);
  await auditRoutes(app, audits, auditListsService(app, audits), auditFailService(app), auditLive(app));
  await auditFileRoutes(app, audits);
  await auditPublicRoutes(app);
}

/** The public follow answer's "¿Quedó resuelto?" state (citizens domain). */
export { resueltoOfFolio } from './auditResuelto';
/** A demo rule, checklists and a work list, for the first start. */
export { seedDemoAuditoria } from './seed';
