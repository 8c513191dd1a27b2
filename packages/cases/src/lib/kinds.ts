import type { CaseKind } from '@sig/shared';

/** The portal pages of each kind (shared/src/routes.ts sends them to this parcel). */
export const CASE_PAGES: Record<CaseKind, { list: string; detail: string }> = {
  reporte: { list: '/sig/reportes', detail: '/sig/reporte/:orderId' },
  solicitud: { list: '/sig/solicitudes', detail: '/sig/solicitud/:orderId' },
};

export const MAP_PAGE = '/sig/rep/mapa';

export const detailHref = (kind: CaseKind, id: string) => CASE_PAGES[kind].detail.replace(':orderId', encodeURIComponent(id));
