import { UPLOAD_TOKEN_HEADER } from '@sig/shared';
import { type FakeServer, fakeServer } from '@sig/shared/testing/fakeServer';

export { apiError } from '@sig/shared/testing/fakeServer';

/** One raw-bytes request (an upload), as the server would see it. */
export interface RawCall {
  path: string;
  query: URLSearchParams;
  contentType: string | null;
  authorization: string | null;
  uploadToken: string | null;
  bytes: number;
}

export interface CitizenServer extends FakeServer {
  /** A route taking raw bytes (uploads); the shared stand-in speaks JSON only. */
  onRaw(method: string, path: string, handler: (call: RawCall) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>): void;
  rawCalls: RawCall[];
}

/** The shared stand-in for the HTTP server, plus raw-byte uploads. Our own code runs for real. */
export function citizenServer(): CitizenServer {
  const server = fakeServer();
  const inner = globalThis.fetch;
  const raw = new Map<string, (call: RawCall) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>>();
  const rawCalls: RawCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // ky's retries send a clone, which is Node's own Request rather than this environment's subclass that
    // the shared stand-in checks for: wrapping it again makes every request look alike.
    const req = new Request(input instanceof URL ? String(input) : input, init);
    const url = new URL(req.url);
    const handler = raw.get(`${req.method} ${url.pathname}`);
    if (!handler) return inner(req);
    const call: RawCall = {
      path: url.pathname,
      query: url.searchParams,
      contentType: req.headers.get('content-type'),
      authorization: req.headers.get('authorization'),
      uploadToken: req.headers.get(UPLOAD_TOKEN_HEADER),
      bytes: (await req.arrayBuffer()).byteLength,
    };
    rawCalls.push(call);
    const res = await handler(call);
    return new Response(JSON.stringify(res.json), { status: res.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { ...server, rawCalls, onRaw: (method, path, handler) => raw.set(`${method} ${path}`, handler) };
}
