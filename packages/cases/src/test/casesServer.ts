import { type FakeServer, fakeServer } from '@sig/shared/testing/fakeServer';

export { apiError } from '@sig/shared/testing/fakeServer';

/** What a raw (non-JSON) route of the stand-in answers: file bytes, CSV. */
export interface RawAnswer {
  status?: number;
  body: BodyInit;
  headers?: Record<string, string>;
}

export interface RawCall {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | null;
  authorization: string | null;
  acceptLanguage: string | null;
  bytes: number;
}

export interface CasesServer extends FakeServer {
  /** The query strings of every JSON request to `path`, in order. */
  queries(path: string): URLSearchParams[];
  /** A route that takes or answers raw bytes (uploads, downloads); the shared stand-in speaks JSON only. */
  onRaw(method: string, path: string, handler: (call: RawCall) => RawAnswer | Promise<RawAnswer>): void;
  rawCalls: RawCall[];
}

/** The shared fake server, plus query strings and raw-byte routes. */
export function casesServer(): CasesServer {
  const server = fakeServer();
  const inner = globalThis.fetch;
  const seen: URL[] = [];
  const raw = new Map<string, (call: RawCall) => RawAnswer | Promise<RawAnswer>>();
  const rawCalls: RawCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const handler = raw.get(`${req.method} ${url.pathname}`);
    if (handler) {
      const call: RawCall = {
        method: req.method,
        path: url.pathname,
        query: url.searchParams,
        contentType: req.headers.get('content-type'),
        authorization: req.headers.get('authorization'),
        acceptLanguage: req.headers.get('accept-language'),
        bytes: (await req.arrayBuffer()).byteLength,
      };
      rawCalls.push(call);
      const res = await handler(call);
      return new Response(res.body, { status: res.status ?? 200, headers: res.headers });
    }
    seen.push(url);
    return inner(req);
  }) as typeof fetch;
  return {
    ...server,
    rawCalls,
    queries: (path) => seen.filter((u) => u.pathname === path).map((u) => u.searchParams),
    onRaw: (method, path, handler) => raw.set(`${method} ${path}`, handler),
  };
}

export const json = (value: unknown, status = 200): RawAnswer => ({ status, body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
