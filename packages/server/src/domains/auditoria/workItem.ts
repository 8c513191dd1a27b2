import type { AuditWorkItem } from '@sig/shared/contract';
import type { AuditListItemsTable } from '../../db/schema.auditoria';

/** A work-list item as the API shows it. */
export const workItemView = (i: AuditListItemsTable): AuditWorkItem => ({
  orderId: i.case_id,
  kind: i.kind,
  folio: i.folio,
  estado: i.estado,
  motivo: i.motivo,
  motivoCodigo: i.motivo_codigo ?? null,
  auditoriaId: i.auditoria_id,
  updatedAt: i.updated_at,
});
