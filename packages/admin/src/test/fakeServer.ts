export { apiError } from '@sig/shared/testing/fakeServer';

/** Stands in for the server: global.fetch answers JSON per "METHOD /path". Our own code runs for real. */
export interface FakeReply {
  status?: number;
  json: unknown;
}
export type FakeRoute = FakeReply | ((body: unknown, query: URLSearchParams) => FakeReply | Promise<FakeReply>);

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function installFakeServer(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const text = await req.text();
    const body: unknown = !text ? undefined : req.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    calls.push({ method: req.method, path: url.pathname, query: url.searchParams, body });
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: `No fake route for ${req.method} ${url.pathname}` });
    const reply = typeof route === 'function' ? await route(body, url.searchParams) : route;
    return jsonResponse(reply.status ?? 200, reply.json);
  };
  global.fetch = jest.fn(fetchStub) as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

function jsonResponse(status: number, json: unknown): Response {
  return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
}
