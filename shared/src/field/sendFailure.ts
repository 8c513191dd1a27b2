/** What the kit does after a failed try: try again later, keep it as a conflict, or stop and show it. */
export type Failure = { kind: 'retry'; message: string; status: number } | { kind: 'conflict'; message: string } | { kind: 'refused'; message: string };

/**
 * Reads the HTTP status from what a sender threw: @sig/shared's ApiRequestError (`status`, 0 for no answer) or
 * ky's HTTPError (`response`). Duck-typed: this module is its own bundle, so an `instanceof` against a class
 * of @sig/shared would compare two copies.
 */
export async function classifyFailure(error: unknown): Promise<Failure> {
  const e = error as { status?: unknown; response?: unknown; message?: unknown } | null;
  const response = e && typeof e === 'object' && e.response instanceof Response ? e.response : null;
  const status = response ? response.status : typeof e?.status === 'number' ? e.status : 0;
  const message = (response && (await serverMessage(response))) || (typeof e?.message === 'string' ? e.message : String(error));
  if (status === 409) return { kind: 'conflict', message };
  // 408 and 429 are "not now" answers; no status at all is a network error
  if (status === 0 || status >= 500 || status === 408 || status === 429) return { kind: 'retry', message, status };
  return { kind: 'refused', message };
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; msg?: unknown };
    const text = body.message ?? body.msg;
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 10 * 60_000;

/** 5 s, 10 s, 20 s… up to 10 minutes, with up to a fifth more at random so many phones do not retry together. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + random() / 5));
}
