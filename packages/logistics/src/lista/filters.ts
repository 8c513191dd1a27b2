import { LOG_ESTADOS, LOG_PAGE_SIZE_DEFAULT, LOG_PERIODO_PATTERN } from '@sig/shared/staff-ui';

/*
 * The list's filters live in the address only: read from the query string on every render, so back/forward,
 * reload and a shared link restore them. The keys are the API's own (LogEntregasQuery), so the address is also
 * the request; the map, the CSV and "assign" read the same keys.
 */

export interface ListaFilters {
  estado: string;
  programaId: string;
  zonaId: string;
  coloniaId: string;
  /** A repartidor's user id, or SIN_ASIGNAR. */
  repartidorId: string;
  periodo: string;
  desde: string;
  hasta: string;
  /** Delivered from / to: the proofs of a span. */
  entregadaDesde: string;
  entregadaHasta: string;
  q: string;
  page: number;
  /** `mapa` shows the map instead of the table. */
  vista: '' | 'mapa';
}

/** The API's word for "no repartidor". */
export const SIN_ASIGNAR = 'ninguno';

export const FILTER_KEYS = ['estado', 'programaId', 'zonaId', 'coloniaId', 'repartidorId', 'periodo', 'desde', 'hasta', 'entregadaDesde', 'entregadaHasta', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const EMPTY_FILTERS: ListaFilters = { estado: '', programaId: '', zonaId: '', coloniaId: '', repartidorId: '', periodo: '', desde: '', hasta: '', entregadaDesde: '', entregadaHasta: '', q: '', page: 1, vista: '' };

const ID = /^[^\s].{0,99}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = (value: string | null, ok: (v: string) => boolean) => (value !== null && ok(value) ? value : '');

/** Two days of the address; an upside-down range is read the right way round rather than refused. */
function dayRange(p: URLSearchParams, from: string, to: string): [string, string] {
  const a = pick(p.get(from), (v) => DAY.test(v));
  const b = pick(p.get(to), (v) => DAY.test(v));
  return a && b && a > b ? [b, a] : [a, b];
}

/** The filters an address holds; what the server would refuse is dropped rather than sent. */
export function parseFilters(search: string | URLSearchParams): ListaFilters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = (k: string) => pick(p.get(k), (v) => ID.test(v));
  const page = Number(p.get('page'));
  const [desde, hasta] = dayRange(p, 'desde', 'hasta');
  const [entregadaDesde, entregadaHasta] = dayRange(p, 'entregadaDesde', 'entregadaHasta');
  return {
    estado: pick(p.get('estado'), (v) => (LOG_ESTADOS as readonly string[]).includes(v)),
    programaId: id('programaId'),
    zonaId: id('zonaId'),
    coloniaId: id('coloniaId'),
    repartidorId: id('repartidorId'),
    periodo: pick(p.get('periodo'), (v) => LOG_PERIODO_PATTERN.test(v)),
    desde,
    hasta,
    entregadaDesde,
    entregadaHasta,
    q: (p.get('q') ?? '').trim().slice(0, 120),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    vista: p.get('vista') === 'mapa' ? 'mapa' : '',
  };
}

/** The filters alone (no page, no view): what the map, the CSV and the empty-state check take. */
export function filterParams(f: ListaFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FILTER_KEYS) if (f[k]) out[k] = f[k];
  return out;
}

/** The list call's query: filters and page. */
export const listParams = (f: ListaFilters, pageSize = LOG_PAGE_SIZE_DEFAULT): Record<string, string> => ({ ...filterParams(f), page: String(f.page), pageSize: String(pageSize) });

/** The address's query string: page 1 and the table view are left out, so a plain list has a plain address. */
export function toSearch(f: ListaFilters): string {
  const p = new URLSearchParams(filterParams(f));
  if (f.page > 1) p.set('page', String(f.page));
  if (f.vista) p.set('vista', f.vista);
  const text = p.toString();
  return text ? `?${text}` : '';
}

export const activeFilterCount = (f: ListaFilters): number => Object.keys(filterParams(f)).length;

/** This month as a period (YYYY-MM), in the browser's timezone (staff sit in the cliente's). */
export function thisPeriod(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
