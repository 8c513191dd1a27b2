import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PATHS, AUTH_PATHS, CATALOG_PATHS, OPEN311_BASE, PUBLIC_PATHS, SETTINGS_BOUNDS, publicPath } from '@sig/shared/contract';
import { openAdminSuite, ADMIN_EMAIL, type TestEnv } from '../testing/testApp';
import { testDatabases } from '../testing/testDatabases';
import { caseApi, caseTenant, createBody, filteredCases, ftsPhrase, type CaseTenant } from '../domains/cases/cases.testkit';
import { createKey, expectGeoError, geoPostForm } from '../domains/open311/open311.testkit';
import { fingerprinter, type Fingerprinter } from './fingerprint';
import { DEMO_SLUG } from '../demoSeed';

/*
 * The outside probe's findings of issue 19, items 2, 3 and 6, replayed: each answers 400 naming the field
 * (or 409), never a 5xx, and writes nothing. Before the fix: 500 on PostgreSQL (22021) for every NUL, 500
 * on SQLite for the FTS query, the duplicate role and 5,000 levels of settings; 200 for a javascript: photo.
 */

const NUL = 'Bache abc\u0000def';
/** `n` levels of {"a": …} as JSON text (JSON.stringify of it would overflow the test's own stack). */
const nested = (n: number) => `${'{"a":'.repeat(n)}true${'}'.repeat(n)}`;

function expectRefused(res: LightMyRequestResponse, field: string, code = 'text.control'): void {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 400, body: { code: 'validation', field } });
  expect(res.json().errors[0]).toMatchObject({ type: field, code });
  expect(res.json().message).toContain(`«${field}»`);
}

describe.each(testDatabases())('issue 19 probes on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  let t: CaseTenant;
  let fp: Fingerprinter;
  let caseId: string;

  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(kind));
    t = await caseTenant(env, 'sonda');
    caseId = (await caseApi(env, t.clerk, 'reporte').add(createBody(t, 'reporte'))).id;
    fp = await fingerprinter(env.app.db, kind);
  });
  afterAll(() => env?.close());

  /** Runs the probes and checks the database is as it was. */
  async function unchanged(probes: () => Promise<void>): Promise<void> {
    await env.app.background.settle();
    const before = await fp.take();
    await probes();
    await env.app.background.settle();
    expect(await fp.take()).toEqual(before);
  }

  it('item 2: a NUL byte is a 400 naming the field on every surface the probe found, and writes nothing', async () => {
    const tipo = t.tipos.reporte['Bache']!;
    const key = await createKey(env, t.admin);
    await unchanged(async () => {
      const filing = { tipoId: tipo, descripcion: NUL, ubicacion: { lat: 19.43, lng: -99.14 } };
      expectRefused(await env.inject({ method: 'POST', url: publicPath(PUBLIC_PATHS.file.reporte, { cliente: t.slug }), payload: filing }), 'descripcion');
      expectRefused(
        await env.inject({ method: 'POST', url: publicPath(PUBLIC_PATHS.habitantes, { cliente: DEMO_SLUG }), payload: { nombre: 'Ana\u0000', apellidos: 'López', consentimiento: true } }),
        'nombre',
      );
      expectRefused(await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'Ana\u0000', email: 'ana@example.org', password: 'Una-clave-larga-2931', municipio: 'Villa' } }), 'displayName');
      expectRefused(await env.inject({ method: 'GET', url: `${publicPath(PUBLIC_PATHS.follow, { cliente: DEMO_SLUG, folio: 'R-2026-000001' })}%00` }), 'folio');
      for (const kind of ['reporte', 'solicitud'] as const) {
        const staff = caseApi(env, t.clerk, kind);
        for (const call of [staff.list, staff.csv, staff.map]) expectRefused(await call('?q=a%00b'), 'q');
      }
      expectRefused(await caseApi(env, t.clerk, 'reporte').note(caseId, { texto: NUL }), 'texto');
      expectRefused(await env.inject({ method: 'POST', url: CATALOG_PATHS.origenes.list, token: t.admin, payload: { nombre: NUL } }), 'nombre');
      expectRefused(await env.inject({ method: 'POST', url: ADMIN_PATHS.roles, token: t.admin, payload: { nombre: NUL } }), 'nombre');
      // Open311 reads its input by hand: the same refusal in the GeoReport error shape
      expectGeoError(await geoPostForm(env, t.slug, { api_key: key.apiKey, service_code: tipo, description: NUL, lat: '19.43', long: '-99.14' }), 400, 'description');
      expectGeoError(await env.inject({ method: 'GET', url: `${OPEN311_BASE}/${t.slug}/requests.json?service_code=a%00b` }), 400, 'service_code');
    });
  });

  it('item 2: other control characters and lone surrogates too; tab and newline stay allowed where text has lines', async () => {
    const notes = caseApi(env, t.clerk, 'reporte');
    await unchanged(async () => {
      for (const bad of ['a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udfffb']) expectRefused(await notes.note(caseId, { texto: bad }), 'texto');
      expectRefused(await env.inject({ method: 'POST', url: CATALOG_PATHS.origenes.list, token: t.admin, payload: { nombre: 'Dos\tcolumnas' } }), 'nombre');
    });
    expect((await notes.note(caseId, { texto: 'Primera línea\n\tsegunda línea' })).statusCode).toBe(200);
  });

  it('item 3: no search string can break the full-text query (lists, map, CSV on both kinds)', async () => {
    const odd = ['"', 'a"b', '""', '*', 'abc*', '-abc', 'a OR b', 'NEAR(abc def)', '(abc', '^abc', 'a:b', "'; drop", '😀a', '😀😀', 'ab', '%_\\', 'ñandú', 'x'.repeat(120)];
    for (const kind of ['reporte', 'solicitud'] as const) {
      const staff = caseApi(env, t.clerk, kind);
      for (const q of odd) {
        const query = `?q=${encodeURIComponent(q)}`;
        for (const res of [await staff.list(query), await staff.map(query), await staff.csv(query)]) expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
      }
    }
    // past the contract too: the query builder drops what FTS5 cannot read
    const scope = { clienteId: t.id, kind: 'reporte' as const, timeZone: 'America/Mexico_City', now: env.clock.fn().toISOString(), userId: t.clerkId };
    await expect(filteredCases(env.app.db, scope, { q: 'ab\u0000cd"ef', estado: 'todos', sort: 'createdAt', dir: 'desc' }).select('c.id').execute()).resolves.toEqual([]);
    expect(ftsPhrase('a"b\u0000c')).toBe('"a""bc"');
  });

  it('item 3: a role named with a lone surrogate is refused, and a name race is a 409, never a 500', async () => {
    await unchanged(async () => {
      for (let i = 0; i < 2; i++) expectRefused(await env.inject({ method: 'POST', url: ADMIN_PATHS.roles, token: t.admin, payload: { nombre: 'Rol \ud800' } }), 'nombre');
    });
    // two writers at once: one wins, the other gets a 409 naming the field (from the route or from the index)
    const create = () => env.inject({ method: 'POST', url: ADMIN_PATHS.roles, token: t.admin, payload: { nombre: 'Carrera Ñandú' } });
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().field).toBe('nombre');
    // the same name typed decomposed (NFD) is the same name
    const nfd = await env.inject({ method: 'POST', url: ADMIN_PATHS.roles, token: t.admin, payload: { nombre: 'Carrera N\u0303andu\u0301' } });
    expect(nfd.statusCode).toBe(409);
  });

  it('item 3: settings are bounded in depth and size; a deeply nested body anywhere is a 400', async () => {
    const update = (data: object) => env.inject({ method: 'POST', url: AUTH_PATHS.userUpdate, token: admin, payload: { user: { data } } });
    const updateText = (settings: string) =>
      env.inject({ method: 'POST', url: AUTH_PATHS.userUpdate, token: admin, payload: `{"user":{"data":{"settings":${settings}}}}`, headers: { 'content-type': 'application/json' } });
    await unchanged(async () => {
      expectRefused(await updateText(nested(5000)), 'user.data.settings', 'json.depth');
      expectRefused(await updateText(nested(SETTINGS_BOUNDS.maxDepth + 1)), 'user.data.settings', 'json.depth');
      expectRefused(await update({ settings: { big: 'x'.repeat(900 * 1024) } }), 'user.data.settings', 'json.size');
      expectRefused(await update({ settings: { theme: { main: 'a\u0000' } } }), 'user.data.settings', 'json.text');
      // 500,000 levels of JSON anywhere: the parser or the contract refuses it
      for (const payload of [`${'['.repeat(500_000)}${']'.repeat(500_000)}`, `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`]) {
        for (const url of [AUTH_PATHS.userUpdate, ADMIN_PATHS.roles]) {
          const res = await env.inject({ method: 'POST', url, token: admin, payload, headers: { 'content-type': 'application/json' } });
          expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        }
      }
    });
    const settings = { layout: { style: 'layout1', config: { mode: 'fullwidth', navbar: { display: true, style: 'style-1', folded: false, position: 'left' } } }, direction: 'ltr' };
    const ok = await update({ settings });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.data.settings).toEqual(settings);
  });

  it('item 6: a photo URL is https or one of our paths, on the user’s own update and on the admin’s', async () => {
    const photo = (photoURL: string) => env.inject({ method: 'POST', url: AUTH_PATHS.userUpdate, token: admin, payload: { user: { data: { photoURL } } } });
    const adminId = (await env.app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
    await unchanged(async () => {
      for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://example.org/a.png', '//evil.example/a.png', '/\\evil.example/a.png']) {
        expectRefused(await photo(bad), 'user.data.photoURL', 'text.image_url');
        expectRefused(await env.inject({ method: 'PATCH', url: `${ADMIN_PATHS.users}/${adminId}`, token: admin, payload: { photoURL: bad } }), 'photoURL', 'text.image_url');
      }
    });
    for (const good of ['https://cdn.example.org/ana.png', '/api/1.0/public/logo/x.png', '']) {
      const res = await photo(good);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.data.photoURL).toBe(good);
    }
  });
});
