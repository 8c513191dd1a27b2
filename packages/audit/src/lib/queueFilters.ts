import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_REASONS, CASE_KINDS } from '@sig/shared';

/*
 * The queue's filters live in the address only (read on every render: back, forward and reload restore them).
 * The keys are the API's own (AuditQueueQuery), so the address is also the request.
 */
export interface QueueFilters {
  kind: string;
  dependenciaId: string;
  motivo: string;
  page: number;
}

export const EMPTY_QUEUE: QueueFilters = { kind: '', dependenciaId: '', motivo: '', page: 1 };
const KEYS = ['kind', 'dependenciaId', 'motivo'] as const;

const oneOf = (v: string | null, allowed: readonly string[]) => (v !== null && allowed.includes(v) ? v : '');

/** The state an address holds; what the server would refuse is dropped rather than sent. */
export function parseQueue(search: string): QueueFilters {
  const p = new URLSearchParams(search);
  const dep = p.get('dependenciaId') ?? '';
  const page = Number(p.get('page'));
  return {
    kind: oneOf(p.get('kind'), CASE_KINDS),
    dependenciaId: /^[^\s].{0,99}$/.test(dep) ? dep : '',
    motivo: oneOf(p.get('motivo'), AUDIT_REASONS),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function queueFilterParams(s: QueueFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of KEYS) if (s[k]) out[k] = s[k];
  return out;
}

export const queueParams = (s: QueueFilters): Record<string, string> => ({ ...queueFilterParams(s), page: String(s.page), pageSize: String(AUDIT_PAGE_SIZE_DEFAULT) });

/** The address's query: page 1 left out, so a plain queue has a plain address. */
export function queueSearch(s: QueueFilters): string {
  const p = new URLSearchParams(queueFilterParams(s));
  if (s.page > 1) p.set('page', String(s.page));
  const text = p.toString();
  return text ? `?${text}` : '';
}
