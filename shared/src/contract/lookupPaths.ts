// Plain constants of the toolbar's lookup (issue 21), free of zod so the browser can use them without loading it.
import { normalizeCurp } from './curp';

/**
 * GET `?q=`: what a folio or a CURP typed in the toolbar's search names: the case with that folio (full or
 * short form, of the kinds the caller may view) and the person with that CURP (SigVerPersona). Any staff
 * user holding one of those permissions may ask; the rest is left out of the answer, never refused.
 */
export const LOOKUP_PATH = '/api/1.0/sig/buscar';

/** The pages a result opens (the route table's detail pages). */
export const LOOKUP_PAGES = {
  reporte: '/sig/reporte/:orderId',
  solicitud: '/sig/solicitud/:orderId',
  persona: '/sig/persona/:id',
} as const;

export const caseLookupHref = (kind: 'reporte' | 'solicitud', id: string): string => LOOKUP_PAGES[kind].replace(':orderId', encodeURIComponent(id));
export const personaLookupHref = (id: string): string => LOOKUP_PAGES.persona.replace(':id', encodeURIComponent(id));

/** A folio as people type it (canonicalFolio reads it): "R-2026-000279", "r-2026-279", "R 2026 279". */
const FOLIO_TYPED = /^[RS]-?\d{4}-?\d{1,6}$/;
/** The shape of a CURP, without its checks: a typo still asks, and finds nobody. */
const CURP_TYPED = /^[A-Z]{4}\d{6}[A-Z0-9]{8}$/;

/** Whether a text could name a folio or a CURP, so the toolbar asks the server only then. */
export function looksLikeLookup(text: string): boolean {
  const compact = normalizeCurp(text);
  return FOLIO_TYPED.test(compact) || CURP_TYPED.test(compact);
}
