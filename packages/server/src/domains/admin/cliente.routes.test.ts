import { ADMIN_PATHS, ClienteSettings, PRODUCTS, SessionResponse } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { enqueueMail, identity } from '../../core';

const NEEDS_BOT = '/api/1.0/test/needs-bot';

describe.each(testDatabases())('cliente settings, products and master switch on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  beforeAll(async () => {
    env = await startTestApp(kind, {
      routes: (app) => {
        app.get(NEEDS_BOT, { preHandler: [app.requireProduct('bot'), app.access.permissions('SigContactos')] }, async () => ({ ok: true }));
      },
    });
    admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => env.close());

  const put = (token: string, payload: object) => env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token, payload });

  test('GET returns the settings of the caller’s cliente', async () => {
    const body = ClienteSettings.parse((await env.inject({ method: 'GET', url: ADMIN_PATHS.cliente, token: admin })).json());
    expect(body).toMatchObject({ id: env.demoId, slug: 'demo', timezone: 'America/Mexico_City', operacion_sin_curp: false, cover_midb: true });
    expect(body.map).toEqual({ lat: 19.4326, lng: -99.1332, zoom: 12, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });

  test('PUT saves every field and records before and after', async () => {
    const res = await put(admin, {
      nombre: 'Municipio Demo Norte',
      colors: { primary: '#AA0011', secondary: '#00bb22' },
      timezone: 'America/Tijuana',
      map: { lat: 32.5, lng: -117.0, zoom: 11, tileUrl: 'https://tiles.example.mx/{z}/{x}/{y}.png' },
      operacion_sin_curp: true,
      cover_midb: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Municipio Demo Norte', colors: { primary: '#aa0011' }, timezone: 'America/Tijuana', operacion_sin_curp: true, cover_midb: false });
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.json().cliente).toMatchObject({ nombre: 'Municipio Demo Norte', colors: { primary: '#aa0011', secondary: '#00bb22' }, cover_midb: false });
    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente`, token: admin })).json());
    expect(audit.items[0]).toMatchObject({ action: 'cliente.update', entityId: env.demoId, before: { nombre: 'Municipio Demo' }, after: { nombre: 'Municipio Demo Norte' } });
  });

  test.each([
    [{ colors: { primary: 'rojo', secondary: '#000000' } }, 'colors.primary'],
    [{ timezone: 'America/Atlantida' }, 'timezone'],
    [{ map: { lat: 19, lng: -99, zoom: 12, tileUrl: 'http://insecure/{z}/{x}/{y}.png' } }, 'map.tileUrl'],
    [{ map: { lat: 19, lng: -99, zoom: 12, tileUrl: 'https://sin-plantilla.mx/tiles.png' } }, 'map.tileUrl'],
    [{ map: { lat: 91, lng: -99, zoom: 12, tileUrl: 'https://t.mx/{z}/{x}/{y}.png' } }, 'map.lat'],
    [{ products: ['sig', 'cafeteria'] }, 'products.1'],
    [{ products: ['sig', 'sig'] }, 'products'],
    [{ nombre: 'X' }, 'nombre'],
    [{ id: 'otro' }, 'body'],
    [{ slug: 'ab' }, 'slug'],
  ])('bad input %j -> 400 on %s, nothing saved', async (payload, field) => {
    const before = await identity.findCliente(env.app.db, env.demoId);
    const res = await put(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field });
    expect(await identity.findCliente(env.app.db, env.demoId)).toEqual(before);
  });

  test('the public address (slug) changes only while the cliente has no case; taken or malformed ones change nothing', async () => {
    const otro = await env.login('admin@otro.sig', USER_PASSWORD);
    const renamed = await put(otro, { slug: ' Tula-De-Allende ' });
    expect(renamed.statusCode).toBe(200);
    expect(ClienteSettings.parse(renamed.json()).slug).toBe('tula-de-allende');
    expect((await identity.findClienteBySlug(env.app.db, 'tula-de-allende'))?.id).toBe(env.otherId);

    expect((await put(otro, { slug: 'demo', nombre: 'No se guarda' })).json()).toMatchObject({ code: 'admin.slug_taken', field: 'slug' });
    for (const slug of ['ab', 'con espacio', 'guion-', 'ñandú', '-x-y'])
      expect((await put(otro, { slug })).json()).toMatchObject({ code: 'validation', field: 'slug' });
    const unchanged = ClienteSettings.parse((await env.inject({ method: 'GET', url: ADMIN_PATHS.cliente, token: otro })).json());
    expect(unchanged).toMatchObject({ slug: 'tula-de-allende', nombre: 'Municipio Otro' });
    // back, for the tests after this one
    expect((await put(otro, { slug: 'otro' })).statusCode).toBe(200);

    // the demo has cases: its address is in citizens' hands
    const demo = await put(admin, { slug: 'demo-nuevo' });
    expect(demo.statusCode).toBe(409);
    expect(demo.json()).toMatchObject({ code: 'admin.slug_locked', field: 'slug' });
    expect(await identity.findClienteBySlug(env.app.db, 'demo')).toBeDefined();
  });

  test('a product switched off leaves the menu and its API answers 403 product.disabled', async () => {
    const ids = async () => ((await env.inject({ method: 'POST', url: '/api/1.0/auth/getmenu', token: admin, payload: {} })).json().menu as { id: string }[]).map((m) => m.id);
    expect((await env.inject({ method: 'GET', url: NEEDS_BOT, token: admin })).statusCode).toBe(200);
    expect(await ids()).toContain('bot');
    await put(admin, { products: PRODUCTS.filter((p) => p !== 'bot') });
    expect(await ids()).not.toContain('bot');
    const res = await env.inject({ method: 'GET', url: NEEDS_BOT, token: admin });
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
    expect((await env.inject({ method: 'GET', url: NEEDS_BOT })).statusCode).toBe(401);
    await put(admin, { products: [...PRODUCTS] });
    expect((await env.inject({ method: 'GET', url: NEEDS_BOT, token: admin })).statusCode).toBe(200);
  });

  test('audit: reading needs the permission guarding the entity, and shows only the caller’s cliente', async () => {
    const clerk = await makeUser(env, 'consulta.audit@demo.sig', 'Consulta');
    for (const entity of ['user', 'role', 'cliente']) {
      expect((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=${entity}`, token: clerk })).statusCode).toBe(403);
    }
    expect((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente` })).statusCode).toBe(401);
    expect((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cosa`, token: admin })).json()).toMatchObject({ statusCode: 400, field: 'entity' });
    const other = await env.login('admin@otro.sig', USER_PASSWORD);
    const theirs = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente&id=${env.demoId}`, token: other })).json());
    expect(theirs.items).toEqual([]);
  });

  test('switch-cliente: non-master users get 403; a master gets a token scoped to the cliente asked for', async () => {
    const denied = await env.inject({ method: 'POST', url: ADMIN_PATHS.switchCliente, token: admin, payload: { clienteId: env.otherId } });
    expect(denied.json()).toMatchObject({ statusCode: 403, code: 'admin.master_only' });
    expect((await env.inject({ method: 'POST', url: ADMIN_PATHS.switchCliente, payload: { clienteId: env.otherId } })).statusCode).toBe(401);

    await makeUser(env, 'operador@demo.sig', 'Consulta');
    await env.app.db.updateTable('users').set({ master: 1 }).where('email', '=', 'operador@demo.sig').execute();
    const master = await env.login('operador@demo.sig', USER_PASSWORD);
    const session = (await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token: master })).json();
    expect(session.user.clients.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['demo', 'otro']));

    const unknown = await env.inject({ method: 'POST', url: ADMIN_PATHS.switchCliente, token: master, payload: { clienteId: 'no-existe' } });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'admin.cliente_not_found', field: 'clienteId' });
    const res = await env.inject({ method: 'POST', url: ADMIN_PATHS.switchCliente, token: master, payload: { clienteId: env.otherId } });
    expect(res.statusCode).toBe(200);
    const switched = SessionResponse.parse(res.json());
    expect(switched.cliente.id).toBe(env.otherId);
    expect(switched.role).toEqual(['Home', 'admin']);
    const settings = await env.inject({ method: 'GET', url: ADMIN_PATHS.cliente, token: switched.access_token });
    expect(settings.json().slug).toBe('otro');
    // the cliente entered records who came in, from where
    const other = await env.login('admin@otro.sig', USER_PASSWORD);
    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente`, token: other })).json());
    expect(audit.items[0]).toMatchObject({ action: 'cliente.switch', actor: { email: 'operador@demo.sig' }, before: { clienteId: env.demoId }, after: { clienteId: env.otherId } });
    // the same token is refused once the user is no longer master
    await env.app.db.updateTable('users').set({ master: 0 }).where('email', '=', 'operador@demo.sig').execute();
    expect((await env.inject({ method: 'GET', url: ADMIN_PATHS.cliente, token: switched.access_token })).statusCode).toBe(401);
  });

  describeAccess(() => env, {
    method: 'GET',
    url: ADMIN_PATHS.cliente,
    lacking: { role: 'Consulta' },
    otherCliente: (res, e) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(e.otherId);
    },
  });
  describeAccess(() => env, {
    method: 'GET',
    url: ADMIN_PATHS.clienteCorreos,
    lacking: { role: 'Consulta' },
    // another cliente's administrator counts only their own mails: none of the demo cliente's
    otherCliente: async (res, e) => {
      await enqueueMail(e.app.db, e.clock.fn().toISOString(), { clienteId: e.demoId, to: 'demo@correo.test', subject: 'S', text: 'T', dedupeKey: `acceso-${Date.now()}` });
      expect(res.json()).toEqual({ pendiente: 0, enviado: 0, fallido: 0, rebotado: 0 });
      const demo = await e.inject({ method: 'GET', url: ADMIN_PATHS.clienteCorreos, token: await e.login(ADMIN_EMAIL, ADMIN_PASSWORD) });
      expect(demo.json().pendiente + demo.json().enviado).toBeGreaterThan(0);
    },
  });
  describeAccess(() => env, {
    method: 'PUT',
    url: ADMIN_PATHS.cliente,
    payload: () => ({ timezone: 'UTC' }),
    lacking: { role: 'Consulta' },
    otherCliente: async (res, e) => {
      expect(res.json().id).toBe(e.otherId);
      expect((await identity.findCliente(e.app.db, e.demoId))!.timezone).not.toBe('UTC');
    },
  });
  describeAccess(() => env, {
    method: 'GET',
    url: `${ADMIN_PATHS.audit}?entity=user`,
    lacking: { role: 'Consulta' },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().items.every((i: { actor: { email: string } | null }) => i.actor?.email !== ADMIN_EMAIL)).toBe(true);
    },
  });
});

describe('switch-cliente is throttled per master user', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp('sqlite', { rateLimits: { switchPerUser: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => env.close());

  test('the third switch in the window gets 429 with a retry time, and no token', async () => {
    await makeUser(env, 'operador.rl@demo.sig', 'Consulta');
    await env.app.db.updateTable('users').set({ master: 1 }).where('email', '=', 'operador.rl@demo.sig').execute();
    const master = await env.login('operador.rl@demo.sig', USER_PASSWORD);
    const to = (clienteId: string) => env.inject({ method: 'POST', url: ADMIN_PATHS.switchCliente, token: master, payload: { clienteId } });
    expect((await to(env.otherId)).statusCode).toBe(200);
    expect((await to(env.demoId)).statusCode).toBe(200);
    const third = await to(env.otherId);
    expect(third.statusCode).toBe(429);
    expect(third.json().access_token).toBeUndefined();
  });
});
