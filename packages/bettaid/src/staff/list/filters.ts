import { BT_ESTADOS, type BtEstado } from '@sig/shared/staff-ui';

/** The list's state, all of it in the address: which tab, the filters, the page. */
export interface ListState {
  tab: '' | 'plantillas';
  estado: BtEstado | '';
  plantillaId: string;
  q: string;
  page: number;
}

export const EMPTY: ListState = { tab: '', estado: '', plantillaId: '', q: '', page: 1 };

export function parseList(search: string): ListState {
  const p = new URLSearchParams(search);
  const estado = p.get('estado') ?? '';
  const page = Number(p.get('page'));
  return {
    tab: p.get('tab') === 'plantillas' ? 'plantillas' : '',
    estado: (BT_ESTADOS as readonly string[]).includes(estado) ? (estado as BtEstado) : '',
    plantillaId: p.get('plantilla') ?? '',
    q: (p.get('q') ?? '').slice(0, 120),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function toSearch(s: ListState): string {
  const p = new URLSearchParams();
  if (s.tab) p.set('tab', s.tab);
  if (s.estado) p.set('estado', s.estado);
  if (s.plantillaId) p.set('plantilla', s.plantillaId);
  if (s.q) p.set('q', s.q);
  if (s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** What the server's list takes. */
export function queryOf(s: ListState): Record<string, string> {
  return {
    page: String(s.page),
    ...(s.estado && { estado: s.estado }),
    ...(s.plantillaId && { plantillaId: s.plantillaId }),
    ...(s.q && { q: s.q }),
  };
}

export const filtered = (s: ListState) => Boolean(s.estado || s.plantillaId || s.q);
