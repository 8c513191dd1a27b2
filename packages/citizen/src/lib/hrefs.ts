import { canonicalFolio, type CaseKind } from '@sig/shared';

/** The product of the citizen routes' `:productId` (reportes and solicitudes are SIG's). */
export const PRODUCT_ID = 'sig';
/** The `:habitanteId` of a reporte filed without registering. */
export const ANONIMO = 'anonimo';
/** The query parameter that carries what the citizen came to do through registration and the portal. */
export const INTENT_PARAM = 'intent';
/** The finish page's list of files that did not arrive (repeated once per file). */
export const MISSING_PARAM = 'sinEnviar';

export type RegistroAccion = 'nuevo' | 'buscar';

const seg = encodeURIComponent;
const withIntent = (intent?: CaseKind | null) => (intent ? `?${INTENT_PARAM}=${intent}` : '');

/** The citizen pages' addresses (the shared route table's /act patterns, filled). */
export const hrefs = {
  start: (cliente?: string) => (cliente ? `/act/s/${seg(cliente)}` : '/act/s'),
  registro: (accion: RegistroAccion, cliente: string, intent?: CaseKind | null) => `/act/registro/${accion}/${seg(cliente)}${withIntent(intent)}`,
  portal: (cliente: string, habitante: string, intent?: CaseKind | null) => `/act/port/${seg(cliente)}/${seg(habitante)}${withIntent(intent)}`,
  filing: (kind: CaseKind, cliente: string, habitante: string, tipoId: string) =>
    `/act/${kind === 'reporte' ? 'rep' : 'sol'}/${PRODUCT_ID}/${seg(cliente)}/${seg(habitante)}/${seg(tipoId)}`,
  finish: (p: { cliente: string; folio: string; habitante: string; caseId: string; kind: CaseKind; missing?: readonly string[] }) => {
    const query = new URLSearchParams((p.missing ?? []).map((name) => [MISSING_PARAM, name])).toString();
    return `/act/finish/${seg(p.cliente)}/${seg(p.folio)}/${seg(p.habitante)}/${seg(p.caseId)}/${p.kind}${query ? `?${query}` : ''}`;
  },
  follow: (cliente: string, folio?: string) => `/act/folio/${seg(cliente)}${folio ? `/${seg(folio)}` : ''}`,
};

/** The intent kept in the query string, if it is one. */
export function intentOf(search: string): CaseKind | null {
  const value = new URLSearchParams(search).get(INTENT_PARAM);
  return value === 'reporte' || value === 'solicitud' ? value : null;
}

/** A folio as typed (lower case, spaces, the short number) in the form the server stores: R-2026-000123. */
export const normalizeFolio = canonicalFolio;

/** A municipality code as typed (slugs are lower case). */
export const normalizeSlug = (text: string): string => text.trim().toLowerCase();
