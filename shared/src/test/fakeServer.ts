/** A stand-in for the HTTP server in jsdom tests: answers `fetch` by method and path. */
export type Handler = (req: { method: string; path: string; body: unknown; headers: Headers }) => { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>;

export interface FakeServer {
  calls: { method: string; path: string; body: unknown; authorization: string | null }[];
  on(method: string, path: string, handler: Handler): void;
}

export function fakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
  const calls: FakeServer['calls'] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path: url.pathname, body, authorization: req.headers.get('authorization') });
    const handler = routes.get(`${req.method} ${url.pathname}`);
    if (!handler) return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no route' }), { status: 404 });
    const res = await handler({ method: req.method, path: url.pathname, body, headers: req.headers });
    return new Response(JSON.stringify(res.json ?? {}), { status: res.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, on: (method, path, handler) => routes.set(`${method} ${path}`, handler) };
}

/** The ApiError body of the contract for a 4xx (as packages/server/src/plugins/errors.ts sends it). */
export const apiError = (status: number, code: string, message: string, field?: string) => ({
  status,
  json: { statusCode: status, error: 'Error', message, code, ...(field && { field, errors: [{ type: field, message }] }) },
});
