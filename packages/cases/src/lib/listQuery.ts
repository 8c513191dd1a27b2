import { CASE_PAGE_SIZE_DEFAULT, CASE_SORTS, PRIORIDADES, type CaseListQuery, type CaseSort } from '@sig/shared';

/*
 * The list's state lives in the address only: filters, search, sort and page are read from the query
 * string on every render, so back/forward and reload restore them. The keys are the API's own
 * (CaseListQuery), so the address is also the request.
 */

/** The contract's CASE_ESTADOS (it sits in the zod half of the contract, which the browser does not load up front). */
export const ESTADOS = ['abiertos', 'cerrados', 'todos'] as const satisfies readonly CaseListQuery['estado'][];
export type Estado = (typeof ESTADOS)[number];

/** Filters chosen from a list of options (ids, or the prioridad / estado words). */
export const SELECT_FILTERS = ['tipoId', 'estatusId', 'dependenciaId', 'coloniaId', 'zonaId', 'origenId', 'prioridad', 'estado'] as const;
export type SelectFilter = (typeof SELECT_FILTERS)[number];

export interface ListState {
  q: string;
  tipoId: string;
  estatusId: string;
  dependenciaId: string;
  coloniaId: string;
  zonaId: string;
  origenId: string;
  prioridad: string;
  /** '' is the server's default (todos). */
  estado: string;
  desde: string;
  hasta: string;
  vencidos: boolean;
  mios: boolean;
  sort: CaseSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const DEFAULT_SORT: CaseSort = 'createdAt';
export const EMPTY_STATE: ListState = {
  q: '',
  tipoId: '',
  estatusId: '',
  dependenciaId: '',
  coloniaId: '',
  zonaId: '',
  origenId: '',
  prioridad: '',
  estado: '',
  desde: '',
  hasta: '',
  vencidos: false,
  mios: false,
  sort: DEFAULT_SORT,
  dir: 'desc',
  page: 1,
};

const ID = /^[^\s].{0,99}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const pick = (value: string | null, ok: (v: string) => boolean) => (value !== null && ok(value) ? value : '');

/** The state an address holds; what the server would refuse is dropped rather than sent. */
export function parseListQuery(search: string | URLSearchParams): ListState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = (k: string) => pick(p.get(k), (v) => ID.test(v));
  const page = Number(p.get('page'));
  const sort = p.get('sort') as CaseSort | null;
  return {
    q: (p.get('q') ?? '').trim().slice(0, 120),
    tipoId: id('tipoId'),
    estatusId: id('estatusId'),
    dependenciaId: id('dependenciaId'),
    coloniaId: id('coloniaId'),
    zonaId: id('zonaId'),
    origenId: id('origenId'),
    prioridad: pick(p.get('prioridad'), (v) => (PRIORIDADES as readonly string[]).includes(v)),
    estado: pick(p.get('estado'), (v) => (ESTADOS as readonly string[]).includes(v) && v !== 'todos'),
    desde: pick(p.get('desde'), (v) => DAY.test(v)),
    hasta: pick(p.get('hasta'), (v) => DAY.test(v)),
    vencidos: p.get('vencidos') === 'true',
    mios: p.get('mios') === 'true',
    sort: sort && (CASE_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
    dir: p.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The filters alone (no sort or page): what the CSV export and the map take. */
export function filterParams(s: ListState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['q', ...SELECT_FILTERS, 'desde', 'hasta'] as const) if (s[k]) out[k] = s[k];
  if (s.vencidos) out.vencidos = 'true';
  if (s.mios) out.mios = 'true';
  return out;
}

/** The query of the list call: filters, sort and page. */
export function listParams(s: ListState, pageSize = CASE_PAGE_SIZE_DEFAULT): Record<string, string> {
  return { ...filterParams(s), sort: s.sort, dir: s.dir, page: String(s.page), pageSize: String(pageSize) };
}

/** The address's query string for a state: defaults are left out, so a plain list has a plain address. */
export function toSearch(s: ListState, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(filterParams(s));
  if (s.sort !== DEFAULT_SORT || s.dir !== 'desc') {
    p.set('sort', s.sort);
    p.set('dir', s.dir);
  }
  if (s.page > 1) p.set('page', String(s.page));
  for (const [k, v] of Object.entries(extra)) if (v) p.set(k, v);
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** How many filters (search included) narrow the list. */
export function activeFilterCount(s: ListState): number {
  return Object.keys(filterParams(s)).length;
}

/**
 * The map opens on the open cases (issue 21: most points of a year are closed ones, which buried the
 * open work). The address keeps any other choice: `estado=todos` is every case, `estado=cerrados` the
 * closed ones; no `estado` is the default. In the state, as on the list, '' is "every case".
 */
export const MAP_DEFAULT_ESTADO: Estado = 'abiertos';

/** The map's state from its address: the list's, with the map's default estado. */
export function parseMapQuery(search: string): ListState {
  const state = parseListQuery(search);
  const estado = new URLSearchParams(search).get('estado');
  return { ...state, estado: estado === 'todos' ? '' : state.estado || MAP_DEFAULT_ESTADO };
}

/** The state as the map's address holds it: the default left out, "every case" written out. */
const mapAddressState = (s: ListState): ListState => ({ ...s, estado: s.estado === MAP_DEFAULT_ESTADO ? '' : s.estado || 'todos' });

/** The map's query string for a state (no sort or page: the map has neither). */
export function toMapSearch(s: ListState): string {
  return toSearch({ ...mapAddressState(s), sort: DEFAULT_SORT, dir: 'desc', page: 1 });
}

/** How many filters narrow the map away from its default view. */
export function mapFilterCount(s: ListState): number {
  return activeFilterCount(mapAddressState(s));
}
