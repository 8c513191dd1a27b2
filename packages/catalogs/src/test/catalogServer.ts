import { type FakeServer, fakeServer } from '@sig/shared/testing/fakeServer';

export { apiError } from '@sig/shared/testing/fakeServer';

export interface CatalogServer extends FakeServer {
  /** The query string of the request a handler is answering. */
  query(headers: Headers): URLSearchParams;
  /** The query strings of every request to `path`, in order. */
  queries(path: string): URLSearchParams[];
}

/** The shared fake server, plus each request's query string (the shared one hands handlers the path only). */
export function catalogServer(): CatalogServer {
  const server = fakeServer();
  const inner = globalThis.fetch;
  const urls = new WeakMap<Headers, URL>();
  const seen: URL[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    urls.set(req.headers, url);
    seen.push(url);
    return inner(req);
  }) as typeof fetch;
  return {
    ...server,
    query: (headers) => urls.get(headers)?.searchParams ?? new URLSearchParams(),
    queries: (path) => seen.filter((u) => u.pathname === path).map((u) => u.searchParams),
  };
}

/** A page of a list answer cut from `all` as the server would. */
export function pageOf<T>(all: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
}
