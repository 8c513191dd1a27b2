import { TRANSP_ESTATUS, TRANSP_PAGE_SIZE_DEFAULT } from '@sig/shared';

/*
 * The inbox's filters live in the address only: read from the query string on every render, so back/forward
 * and reload restore them. The keys are the API's own (TranspInboxQuery): the address is also the request.
 */
export interface InboxFilters {
  estatus: string;
  unidad: string;
  vence: string;
  ampliada: string;
  q: string;
  page: number;
}

export const FILTER_KEYS = ['estatus', 'unidad', 'vence', 'ampliada', 'q'] as const;
export const EMPTY: InboxFilters = { estatus: '', unidad: '', vence: '', ampliada: '', q: '', page: 1 };

const oneOf = (v: string | null, allowed: readonly string[]) => (v !== null && allowed.includes(v) ? v : '');

/** The filters an address holds; what the server would refuse is dropped rather than sent. */
export function parseInbox(search: string): InboxFilters {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const unidad = (p.get('unidad') ?? '').trim();
  return {
    estatus: oneOf(p.get('estatus'), TRANSP_ESTATUS),
    unidad: unidad.length <= 100 ? unidad : '',
    vence: oneOf(p.get('vence'), ['pronto', 'vencida']),
    ampliada: oneOf(p.get('ampliada'), ['si', 'no']),
    q: (p.get('q') ?? '').trim().slice(0, 120),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address's query string (page 1 left out). */
export function inboxSearch(f: InboxFilters): string {
  const p = new URLSearchParams();
  for (const k of FILTER_KEYS) if (f[k]) p.set(k, f[k]);
  if (f.page > 1) p.set('page', String(f.page));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The list call's query. */
export function inboxQuery(f: InboxFilters): Record<string, string> {
  const out: Record<string, string> = { page: String(f.page), pageSize: String(TRANSP_PAGE_SIZE_DEFAULT) };
  for (const k of FILTER_KEYS) if (f[k]) out[k] = f[k];
  return out;
}

export const activeFilters = (f: InboxFilters) => FILTER_KEYS.filter((k) => f[k]).length;
