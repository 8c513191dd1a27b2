import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

/**
 * The preHandlers of the staff routes: the `sig` product (403 product.disabled), then the permission. The
 * master `admin` passes all. `reader`: anyone of Auditoría (v1 auditor, field auditor, supervisor) reads the
 * queue, the rule, checklists and a case; `auditor`: who submits audits and photos; `field`: the v2 field
 * auditor's own lists and positions; `supervisor`: rule, checklists, lists, the live page.
 */
export function auditAccess(app: FastifyInstance) {
  const product = app.requireProduct('sig');
  const only = (...p: Parameters<typeof app.access.permissions>): preHandlerAsyncHookHandler[] => [product, app.access.permissions(...p)];
  return {
    reader: only('SigAuditor', 'SigAuditoriaV2', 'SigAuditoriaV2Supervisor'),
    auditor: only('SigAuditor', 'SigAuditoriaV2'),
    field: only('SigAuditoriaV2'),
    listReader: only('SigAuditoriaV2', 'SigAuditoriaV2Supervisor'),
    supervisor: only('SigAuditoriaV2Supervisor'),
    analytics: only('SigAuditor', 'SigAuditoriaV2Supervisor', 'DashboardAnalytics'),
  };
}
