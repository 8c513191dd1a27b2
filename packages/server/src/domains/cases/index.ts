import type { FastifyInstance } from 'fastify';
import { CASE_KINDS } from '@sig/shared/contract';
import { caseFileRoutes } from './caseFiles.routes';
import { caseRoutes } from './cases.routes';
import { duplicateRoutes } from './duplicates.routes';
import { registerCaseReferences } from './catalogReferences';
import { AreaDigestTimer } from './areaAlerts';

/** How often a node looks for area digests due (each alert's digest is taken once a day, by one node). */
const AREA_DIGEST_POLL_MS = 5 * 60_000;

/** Reportes and solicitudes of the caller's cliente (issue 5): lists, CSV, map, intake, detail, actions, notes, files. */
export async function casesDomain(app: FastifyInstance): Promise<void> {
  registerCaseReferences();
  for (const kind of CASE_KINDS) {
    await caseRoutes(app, kind);
    await caseFileRoutes(app, kind);
  }
  await duplicateRoutes(app);
  const digests = new AreaDigestTimer(app);
  app.addHook('onReady', async () => digests.start(AREA_DIGEST_POLL_MS));
  app.addHook('onClose', async () => digests.stop());
}


/*
 * What other domains may call. Filing (citizens, open311) creates cases and their files; people and
 * lookup read a person's cases; the public pages read the tipos and estatus of a cliente.
 */
export { announceFiling } from './caseAnnounce';
export { createCase } from './caseCreate';
export { acceptCaseFile, caseFilesDir, cleanFileName, contentDisposition, removeCaseFile, storeCaseFile } from './caseFiles';
export { findPublicPhoto, listPublicPhotos, type PublicPhotoRow } from './casePublicPhotos';
export { findNearby, supportFromPortal } from './duplicates';
export { photoLink, photoLinkValid } from './publicPhotoLinks';
export { addFile } from './caseNotes';
export { isOverdue, tipoAndEstatus } from './caseView';
export type { Actor } from './caseWrite';
export { listMemberPermissions, findAny } from './cases.repository';
export { attachRefs, clienteHasCases, findActive, findCaseByFolio, findCaseHead, findTipo, listActive, listEstatus, listTipos, type CaseRow } from './cases.repository';
export { followCodeMatches, hashFollowCode, newFollowCode } from './followCode';
export { confirmFollow, linksFor, requestFollow, stopFollow } from './followers';
export { confirmAreaAlert, feedCases, isAreaProblem, listPublicColonias, requestAreaAlert, resolveArea, runAreaDigests, stopAreaAlert, type Area, type FeedCase } from './areaAlerts';
export { atomFeed } from './atomFeed';
export { followLink, mailFollowCode } from './followCodeMail';
export { seedBulkCases, seedDemoCases } from './seed';
export { caseFileForAudit, caseFilesForAudit, casesForAudit, insertAuditItemEvent, rankedClosedCases, writeAudit, type AuditCaseView, type AuditEvent, type AuditItemEvent } from './caseAudit';
export { sniffCaseFile } from './caseFiles';
