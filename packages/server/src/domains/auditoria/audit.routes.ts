import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PATHS,
  AuditAnalytics,
  AuditAnalyticsQuery,
  AuditCase,
  AuditChecklist,
  AuditChecklistBody,
  AuditChecklistsResponse,
  AuditFailBody,
  AuditFailResponse,
  AuditIdParams,
  AuditListItemParams,
  AuditListQuery,
  AuditListResponse,
  AuditLiveResponse,
  AuditMyListsResponse,
  AuditOrderParams,
  AuditPositionsAccepted,
  AuditPositionsBody,
  AuditQueueQuery,
  AuditQueueResponse,
  AuditRule,
  AuditRuleBody,
  AuditSubmitBody,
  AuditSubmitResponse,
  AuditTipoParams,
  AuditTrackQuery,
  AuditTrackResponse,
  AuditUserParams,
  AuditWorkList,
  AuditWorkListBody,
  AuditWorkListPatch,
  AuditWorkListsResponse,
} from '@sig/shared/contract';
import { holdsPermission } from '../../core';
import type { ZodTypeProvider } from '../../plugins/zod';
import { auditAccess } from './auditAccess';
import { auditAnalytics } from './auditAnalytics';
import type { AuditFailService } from './auditFail';
import type { AuditListsService } from './auditLists.service';
import type { auditLive } from './auditLive';
import type { AuditService } from './audit.service';

/** The staff API of Auditoría over HTTP: schemas and access only; the rules are in the services. */
export async function auditRoutes(
  app: FastifyInstance,
  audits: AuditService,
  lists: AuditListsService,
  fails: AuditFailService,
  live: ReturnType<typeof auditLive>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = auditAccess(app);
  const P = AUDIT_PATHS;

  // ---- v1: rule, checklists, queue, the form's case, submission, audits kept
  r.get(P.regla, { schema: { response: { 200: AuditRule } }, preHandler: a.reader }, async (req) => audits.rule(req.session!));
  r.put(P.regla, { schema: { body: AuditRuleBody, response: { 200: AuditRule } }, preHandler: a.supervisor }, async (req) => audits.saveRule(req.session!, req.body));
  r.get(P.checklists, { schema: { response: { 200: AuditChecklistsResponse } }, preHandler: a.reader }, async (req) => audits.checklists(req.session!));
  r.get(P.checklist, { schema: { params: AuditTipoParams, response: { 200: AuditChecklist } }, preHandler: a.reader }, async (req) => audits.checklist(req.session!, req.params.tipoId));
  r.put(P.checklist, { schema: { params: AuditTipoParams, body: AuditChecklistBody, response: { 200: AuditChecklist } }, preHandler: a.supervisor }, async (req) =>
    audits.saveChecklist(req.session!, req.params.tipoId, req.body),
  );
  r.get(P.cola, { schema: { querystring: AuditQueueQuery, response: { 200: AuditQueueResponse } }, preHandler: a.reader }, async (req) => audits.queue(req.session!, req.query));
  r.get(P.caso, { schema: { params: AuditOrderParams, response: { 200: AuditCase } }, preHandler: a.reader }, async (req) => audits.caseForm(req.session!, req.params.orderId));
  r.post(P.auditar, { schema: { body: AuditSubmitBody, response: { 200: AuditSubmitResponse } }, preHandler: a.auditor }, async (req) => audits.submit(req.session!, req.body));
  // auditors read their own audits; supervisors everyone's
  r.get(P.auditorias, { schema: { querystring: AuditListQuery, response: { 200: AuditListResponse } }, preHandler: a.reader }, async (req) =>
    audits.list(req.session!, req.query, !holdsPermission(req.session!.permissions, 'SigAuditoriaV2Supervisor')),
  );

  // ---- v2: work lists, the phone's own lists, positions, the live page
  r.get(P.listas, { schema: { response: { 200: AuditWorkListsResponse } }, preHandler: a.supervisor }, async (req) => lists.lists(req.session!));
  r.post(P.listas, { schema: { body: AuditWorkListBody, response: { 201: AuditWorkList } }, preHandler: a.supervisor }, async (req, reply) => reply.code(201).send(await lists.create(req.session!, req.body)));
  r.get(P.lista, { schema: { params: AuditIdParams, response: { 200: AuditWorkList } }, preHandler: a.listReader }, async (req) => lists.detail(req.session!, req.params.id));
  r.patch(P.lista, { schema: { params: AuditIdParams, body: AuditWorkListPatch, response: { 200: AuditWorkList } }, preHandler: a.supervisor }, async (req) => lists.patch(req.session!, req.params.id, req.body));
  r.get(P.misListas, { schema: { response: { 200: AuditMyListsResponse } }, preHandler: a.field }, async (req, reply) => {
    // the auditor's own work: never kept by a shared cache (the service worker stores it itself)
    reply.header('Cache-Control', 'private, no-store');
    return lists.mine(req.session!);
  });
  r.post(P.fallida, { schema: { params: AuditListItemParams, body: AuditFailBody, response: { 200: AuditFailResponse } }, preHandler: a.field }, async (req) =>
    fails.markFailed(req.session!, req.params.id, req.params.orderId, req.body),
  );
  r.post(P.posiciones, { schema: { body: AuditPositionsBody, response: { 200: AuditPositionsAccepted } }, preHandler: a.field }, async (req) => live.positions(req.session!, req.body));
  r.get(P.enVivo, { schema: { response: { 200: AuditLiveResponse } }, preHandler: a.supervisor }, async (req) => live.live(req.session!));
  r.get(P.recorrido, { schema: { params: AuditUserParams, querystring: AuditTrackQuery, response: { 200: AuditTrackResponse } }, preHandler: a.supervisor }, async (req) =>
    live.track(req.session!, req.params.userId, req.query.dia),
  );

  // ---- figures
  r.get(P.analytics, { schema: { querystring: AuditAnalyticsQuery, response: { 200: AuditAnalytics } }, preHandler: a.analytics }, async (req) => auditAnalytics(app, req.session!, req.query));
}
