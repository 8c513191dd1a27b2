/** Stands in for the HTTP server: global.fetch answers JSON per "METHOD /path". Our own code runs for real. */
export interface FakeReply {
  status?: number;
  json: unknown;
}
export type FakeRoute = FakeReply | ((body: unknown) => FakeReply | Promise<FakeReply>);

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export function installFakeServer(routes: Record<string, FakeRoute>): { calls: FakeCall[]; routes: Record<string, FakeRoute> } {
  const calls: FakeCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const text = await req.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path: url.pathname, body });
    const route = routes[`${req.method} ${url.pathname}`];
    const reply = !route
      ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: `No fake route for ${req.method} ${url.pathname}` } }
      : typeof route === 'function'
        ? await route(body)
        : route;
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, routes };
}
