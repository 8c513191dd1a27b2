import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { AUTH_PATHS } from '@sig/shared/contract';
import { stringLeaves } from '@sig/shared/contract';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../plugins/rateLimits';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../testing/testApp';
import { testDatabases } from '../testing/testDatabases';
import { fingerprinter } from './fingerprint';
import { probesFor, type RouteSpec } from './malformed';

/*
 * The contract fuzz test (issue 19, "Done means"): every route the app registers, with malformed path
 * parameters, querystrings and bodies derived from its zod schemas, as the demo administrator (every
 * permission, so requests get past the guards) and a few without a token. No answer may be a 5xx, and a
 * refused request may write nothing (a fingerprint of the database before and after each route's probes).
 */

const isZod = (s: unknown): s is z.ZodType => typeof (s as z.ZodType | undefined)?.safeParse === 'function';

/** Limits out of the way: the fuzzer sends thousands of requests from one address. */
const ROOMY: Partial<RateLimits> = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, v && typeof v === 'object' && 'max' in v ? { ...v, max: 1_000_000 } : v]),
) as Partial<RateLimits>;

/** The routes whose handlers read their input by hand (no zod schema) yet may be sent malformed bodies. */
const HAND_PARSED = /^\/open311\//;

function routeSpecs(routes: RouteOptions[]): RouteSpec[] {
  const specs: RouteSpec[] = [];
  for (const r of routes) {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS' || r.url.includes('*') || r.url.startsWith('/socket.io')) continue;
      const s = (r.schema ?? {}) as Record<string, unknown>;
      const spec: RouteSpec = {
        method,
        url: r.url,
        ...(isZod(s.body) && { body: s.body }),
        ...(isZod(s.querystring) && { querystring: s.querystring }),
        ...(isZod(s.params) && { params: s.params }),
      };
      const validated = spec.body || spec.querystring || spec.params;
      // a route that validates nothing would run on any input: only its reads are probed (by path)
      if (!validated && method !== 'GET' && !HAND_PARSED.test(r.url)) continue;
      specs.push(spec);
    }
  }
  return specs;
}

describe.each(testDatabases())('contract fuzz on %s', (kind) => {
  let env: TestEnv;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    env = await startTestApp(kind, { rateLimits: ROOMY, onRoute: (r) => void routes.push(r) });
  });
  afterAll(() => env?.close());

  it('every route: malformed input is never a 5xx and writes nothing', async () => {
    const started = Date.now();
    const token = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const specs = routeSpecs(routes);
    expect(specs.length).toBeGreaterThan(60);
    const fp = await fingerprinter(env.app.db, kind);
    const errors: string[] = [];
    const writes: string[] = [];
    let sent = 0;
    // one fingerprint between two routes' probes, not two: each is a scan of every table (most of this test's
    // time on PostgreSQL); a late write of a route would show at the next route, still caught
    let before = await fp.take();
    for (const spec of specs) {
      const probes = probesFor(spec);
      if (!probes.length) continue;
      for (const p of probes) {
        const res = await env.inject({
          method: p.method as 'GET',
          url: p.url,
          ...(p.query && { query: p.query }),
          ...(p.payload !== undefined && { payload: p.payload, headers: { 'content-type': 'application/json' } }),
          ...(!p.anonymous && { token }),
        });
        sent++;
        if (res.statusCode >= 500) errors.push(`${p.method} ${spec.url} [${p.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
        // a probe a lenient schema let through (an unknown key stripped) may act: it is not a refusal
        if (res.statusCode < 400) before = await fp.take();
      }
      const after = await fp.take();
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length) writes.push(`${spec.method} ${spec.url}: ${changed.join(', ')}`);
      before = after;
    }
    expect(errors).toEqual([]);
    expect(writes).toEqual([]);
    // the admin's token still works: no probe signed it out
    expect((await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token })).statusCode).toBe(200);
    expect(sent).toBeGreaterThan(500);
    // eslint-disable-next-line no-console
    if (process.env.FUZZ_VERBOSE) console.log(`${kind}: ${specs.length} routes, ${sent} requests, ${Date.now() - started} ms`);
  }, 120_000);

  it('every string a route reads is checked for control characters (no route schema takes a bare string)', () => {
    const bare = routeSpecs(routes).flatMap((r) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) => {
        const schema = r[part];
        return schema ? stringLeaves(schema).filter((l) => l.kind !== 'input').map((l) => `${r.method} ${r.url} ${part}.${l.path.join('.')}`) : [];
      }),
    );
    expect(bare).toEqual([]);
  });
});
