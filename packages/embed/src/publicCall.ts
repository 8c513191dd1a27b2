import type { CitizenT } from './citizenStrings';

/** Why a call to SIG's public API failed, as the form and the folio lookup explain it. */
export type Refusal =
  | { kind: 'network' | 'busy' | 'server' }
  /** The server refused it (4xx) with its error code and, for a field's problem, the field's name. */
  | { kind: 'refused'; status: number; code: string; field: string | null };

export class CallFailure extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

export const refusalOf = (e: unknown): Refusal => (e instanceof CallFailure ? e.refusal : { kind: 'server' });

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as raw bytes (an upload), with its own headers. */
  body?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls SIG's public API from another origin (CORS, never cookies) and checks the answer's shape by hand
 * (zod would double the script other sites load). Rejects with a CallFailure naming the refusal.
 */
export async function publicCall<T>(url: string, accept: (body: unknown) => body is T, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? (options.json !== undefined || options.body ? 'POST' : 'GET'),
      credentials: 'omit',
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      signal: options.signal,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    throw new CallFailure({ kind: 'network' });
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (res.status === 429) throw new CallFailure({ kind: 'busy' });
  if (res.status >= 400 && res.status < 500) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; field?: unknown };
    throw new CallFailure({ kind: 'refused', status: res.status, code: typeof b.code === 'string' ? b.code : 'bad_request', field: typeof b.field === 'string' ? b.field : null });
  }
  if (!res.ok || !accept(body)) throw new CallFailure({ kind: 'server' });
  return body;
}

/** The refusal in the citizen's language; `label` names a field the server refused (or null when none of the form's). */
export function refusalText(r: Refusal, t: CitizenT, label: (field: string) => string | null = () => null): string {
  if (r.kind !== 'refused') return t(`error.${r.kind}`);
  if (r.code === 'citizen.rejected') return t('error.rejected');
  if (r.code === 'citizen.product_disabled') return t('error.disabled');
  if (r.code === 'citizen.tipo_not_public') return t('error.tipoNotPublic');
  const name = r.field ? label(r.field) : null;
  return name ? t('error.field', { field: name }) : t('error.invalid');
}
