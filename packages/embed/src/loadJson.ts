/** Why a read failed, as the element explains it. */
export type LoadProblem = 'cliente' | 'disabled' | 'filter' | 'busy' | 'network' | 'server';

/** Worth a retry button: the same request may work in a moment. */
export const RETRYABLE: ReadonlySet<LoadProblem> = new Set(['busy', 'network', 'server']);

class LoadFailure extends Error {
  constructor(readonly problem: LoadProblem) {
    super(problem);
  }
}

function problemOfStatus(status: number, code: unknown): LoadProblem {
  if (status === 404 && code === 'citizen.cliente_not_found') return 'cliente';
  if (status === 403 && code === 'citizen.product_disabled') return 'disabled';
  if (status === 400) return 'filter';
  if (status === 429) return 'busy';
  return 'server';
}

/**
 * GET a public read of another origin (CORS, no cookies) and check its shape; rejects with the problem.
 * The shape check is by hand: zod would double the script other sites load.
 */
export async function loadJson<T>(url: string, accept: (body: unknown) => body is T, signal: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { signal, credentials: 'omit', headers: { accept: 'application/json' } });
  } catch (e) {
    if (signal.aborted) throw e;
    throw new LoadFailure('network');
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new LoadFailure(problemOfStatus(res.status, (body as { code?: unknown } | undefined)?.code));
  if (!accept(body)) throw new LoadFailure('server');
  return body;
}

export const problemOf = (e: unknown): LoadProblem => (e instanceof LoadFailure ? e.problem : 'server');
