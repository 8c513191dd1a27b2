import { MIDB_CONSENT, MIDB_PAGE_SIZE_DEFAULT, MIDB_SEXOS } from '@sig/shared';

/*
 * The registry's filters live in the address only: read from the query string on every render, so
 * back/forward and reload restore them. The keys are the API's own (MidbSearchQuery), so the address is also
 * the request; the map page reads the same keys.
 */

export interface FilterState {
  q: string;
  coloniaId: string;
  zonaId: string;
  /** Whole years as typed ('' for none). */
  edadMin: string;
  edadMax: string;
  sexo: string;
  programaId: string;
  consentimiento: string;
  page: number;
}

export const FILTER_KEYS = ['q', 'coloniaId', 'zonaId', 'edadMin', 'edadMax', 'sexo', 'programaId', 'consentimiento'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const EMPTY_FILTERS: FilterState = { q: '', coloniaId: '', zonaId: '', edadMin: '', edadMax: '', sexo: '', programaId: '', consentimiento: '', page: 1 };

const ID = /^[^\s].{0,99}$/;
const pick = (value: string | null, ok: (v: string) => boolean) => (value !== null && ok(value) ? value : '');
const edad = (v: string) => /^\d{1,3}$/.test(v) && Number(v) <= 130;

/** The state an address holds; what the server would refuse is dropped rather than sent. */
export function parseFilters(search: string | URLSearchParams): FilterState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = (k: string) => pick(p.get(k), (v) => ID.test(v));
  const page = Number(p.get('page'));
  let edadMin = pick(p.get('edadMin'), edad);
  let edadMax = pick(p.get('edadMax'), edad);
  // an upside-down range is read the right way round rather than refused
  if (edadMin && edadMax && Number(edadMin) > Number(edadMax)) [edadMin, edadMax] = [edadMax, edadMin];
  return {
    q: (p.get('q') ?? '').trim().slice(0, 120),
    coloniaId: id('coloniaId'),
    zonaId: id('zonaId'),
    edadMin,
    edadMax,
    sexo: pick(p.get('sexo'), (v) => (MIDB_SEXOS as readonly string[]).includes(v)),
    programaId: id('programaId'),
    consentimiento: pick(p.get('consentimiento'), (v) => (MIDB_CONSENT as readonly string[]).includes(v)),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The filters alone (no page): what the export, the map and "enrol the search" take. */
export function filterParams(s: FilterState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FILTER_KEYS) if (s[k]) out[k] = s[k];
  return out;
}

/** The list call's query: filters and page. */
export function listParams(s: FilterState, pageSize = MIDB_PAGE_SIZE_DEFAULT): Record<string, string> {
  return { ...filterParams(s), page: String(s.page), pageSize: String(pageSize) };
}

/** The address's query string: page 1 is left out, so a plain list has a plain address. */
export function toSearch(s: FilterState): string {
  const p = new URLSearchParams(filterParams(s));
  if (s.page > 1) p.set('page', String(s.page));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** How many filters (search included) narrow the registry. */
export const activeFilterCount = (s: FilterState): number => Object.keys(filterParams(s)).length;

/** The filters as the API's body takes them (numbers for the ages). */
export function filterBody(s: FilterState): Record<string, string | number> {
  const out: Record<string, string | number> = { ...filterParams(s) };
  if (s.edadMin) out.edadMin = Number(s.edadMin);
  if (s.edadMax) out.edadMax = Number(s.edadMax);
  return out;
}
