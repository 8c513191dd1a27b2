/**
 * A stand-in for the HTTP server in jsdom tests: answers `fetch` by method and path. Our own code (ky, the
 * api client, the contract checks) runs for real. Every parcel's tests use this one.
 */
import { loadContract } from '../api/apiClient';

// Pages use an answer before the contract module has come and check it once it is here (apiClient's
// checkResponse); tests load the module up front, so every answer is checked before use and a fixture that
// breaks the contract fails where it is used.
beforeAll(() => loadContract());
export { loadContract };

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
}

export type Handler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

/** One raw-bytes request (an upload, a JSON body to a download route), as the server would see it. */
export interface RawCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  contentType: string | null;
  authorization: string | null;
  bytes: number;
  /** The body read as UTF-8 text. */
  text: string;
}

/** What a raw route answers: file bytes, CSV, or JSON built with `rawJson`. */
export interface RawAnswer {
  status?: number;
  body: BodyInit;
  headers?: Record<string, string>;
}

export interface FakeServer {
  /** Every JSON request, in order. */
  calls: FakeCall[];
  /** Answers `method path`; a later `on` for the same route replaces the earlier one. */
  on(method: string, path: string, handler: Handler): void;
  /** The JSON requests to `method path`, in order. */
  callsTo(method: string, path: string): FakeCall[];
  /** The query strings of every JSON request to `path`, in order. */
  queries(path: string): URLSearchParams[];
  /** A route that takes or answers raw bytes (uploads, downloads). */
  onRaw(method: string, path: string, handler: (call: RawCall) => RawAnswer | Promise<RawAnswer>): void;
  rawCalls: RawCall[];
}

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function fakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
  const raw = new Map<string, (call: RawCall) => RawAnswer | Promise<RawAnswer>>();
  const calls: FakeCall[] = [];
  const rawCalls: RawCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // ky's retries send a clone, which is Node's own Request rather than this environment's subclass:
    // wrapping every input again makes all requests look alike.
    const req = new Request(input instanceof URL ? String(input) : input, init);
    const url = new URL(req.url);
    const key = `${req.method} ${url.pathname}`;
    const rawHandler = raw.get(key);
    if (rawHandler) {
      const bytes = await req.arrayBuffer();
      const call: RawCall = {
        method: req.method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        contentType: req.headers.get('content-type'),
        authorization: req.headers.get('authorization'),
        bytes: bytes.byteLength,
        text: new TextDecoder().decode(bytes),
      };
      rawCalls.push(call);
      const res = await rawHandler(call);
      return new Response(res.body, { status: res.status ?? 200, headers: res.headers });
    }
    const body = parse(await req.text());
    calls.push({ method: req.method, path: url.pathname, query: url.searchParams, body, authorization: req.headers.get('authorization') });
    const handler = routes.get(key);
    if (!handler) return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No fake route for ${key}` }), { status: 404 });
    const res = await handler({ method: req.method, path: url.pathname, query: url.searchParams, body, headers: req.headers });
    return new Response(JSON.stringify(res.json ?? {}), { status: res.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    rawCalls,
    on: (method, path, handler) => void routes.set(`${method} ${path}`, handler),
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    queries: (path) => calls.filter((c) => c.path === path).map((c) => c.query),
    onRaw: (method, path, handler) => void raw.set(`${method} ${path}`, handler),
  };
}

/** A raw route's JSON answer. */
export const rawJson = (value: unknown, status = 200): RawAnswer => ({ status, body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

/** The ApiError body of the contract for a 4xx (as packages/server/src/plugins/errors.ts sends it). */
export const apiError = (status: number, code: string, message: string, field?: string, errors?: { type: string; message: string }[]) => ({
  status,
  json: {
    statusCode: status,
    error: 'Error',
    message,
    code,
    ...(field && { field }),
    ...((errors ?? field) && { errors: errors ?? [{ type: field!, message }] }),
  },
});

/** A page of a list answer cut from `all` as the server would. */
export function pageOf<T>(all: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
}
