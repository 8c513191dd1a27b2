const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[^\s].{0,99}$/;

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** This month, first to last day, in the browser's timezone (staff sit in the cliente's). */
export function thisMonth(now = new Date()): { desde: string; hasta: string } {
  return { desde: ymd(new Date(now.getFullYear(), now.getMonth(), 1)), hasta: ymd(new Date(now.getFullYear(), now.getMonth() + 1, 0)) };
}

export interface FigurasQuery {
  desde: string;
  hasta: string;
  programaId: string;
  zonaId: string;
}

/** The figures' span and filters from the address; this month when it has no valid span. */
export function parseFigurasQuery(search: string, now = new Date()): FigurasQuery {
  const p = new URLSearchParams(search);
  const month = thisMonth(now);
  let desde = DAY.test(p.get('desde') ?? '') ? p.get('desde')! : month.desde;
  let hasta = DAY.test(p.get('hasta') ?? '') ? p.get('hasta')! : month.hasta;
  if (desde > hasta) [desde, hasta] = [hasta, desde];
  const id = (k: string) => (ID.test(p.get(k) ?? '') ? p.get(k)! : '');
  return { desde, hasta, programaId: id('programaId'), zonaId: id('zonaId') };
}

/** The API's query (empty filters dropped). */
export function figurasParams(q: FigurasQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v));
}

/** The address: the default span is left out, so the plain page has a plain address. */
export function figurasSearch(q: FigurasQuery, now = new Date()): string {
  const month = thisMonth(now);
  const p = new URLSearchParams(figurasParams(q));
  if (q.desde === month.desde && q.hasta === month.hasta) {
    p.delete('desde');
    p.delete('hasta');
  }
  const text = p.toString();
  return text ? `?${text}` : '';
}
