import type { FastifyInstance } from 'fastify';
import { CASE_KINDS } from '@sig/shared/contract';
import { caseFileRoutes } from './caseFiles.routes';
import { caseRoutes } from './cases.routes';
import { registerCaseReferences } from './catalogReferences';

/** Reportes and solicitudes of the caller's cliente (issue 5): lists, CSV, map, intake, detail, actions, notes, files. */
export async function casesDomain(app: FastifyInstance): Promise<void> {
  registerCaseReferences();
  for (const kind of CASE_KINDS) {
    await caseRoutes(app, kind);
    await caseFileRoutes(app, kind);
  }
}

export { seedDemoCases } from './seed';
