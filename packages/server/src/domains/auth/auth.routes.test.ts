import { AUTH_PATHS, AccessTokenResponse, ApiError, GetMenuResponse, LoginResponse, RegisterResponse, UserUpdateResponse } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { createPendingUser, identity } from '../../core';


const NEEDS_REPORTES = '/api/1.0/test/needs-ver-reporte';
const BOOM = '/api/1.0/test/boom';

describe.each(testDatabases())('auth routes on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, {
      routes: (app) => {
        // a tiny route behind app.access.permissions, answering with the caller's own cliente only
        app.get(NEEDS_REPORTES, { preHandler: app.access.permissions('SigVerReporte') }, async (req) => ({ clienteId: req.session!.clienteId }));
        app.get(BOOM, async () => {
          throw new Error('secreto interno que no debe salir');
        });
        app.get('/api/1.0/test/teapot', async () => {
          throw new HttpError(418, 'test.teapot', 'Soy una tetera.', { field: 'tetera' });
        });
      },
    });
  });
  afterAll(() => env.close());

  const login = (email: string, password: string) => env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email, password } });

  // ---- login ---------------------------------------------------------------------------------------

  describe('login', () => {
    test('answers the contract LoginResponse with the session of the active cliente', async () => {
      const res = await login('  ADMIN@Demo.SIG ', ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = LoginResponse.parse(res.json());
      expect(body.payload.status).toBe(200);
      expect(body.user).toMatchObject({ email: ADMIN_EMAIL, from: 'sig', master: false, owner: true, _id: body.user.uuid });
      expect(body.user.clients).toEqual([{ id: env.demoId, nombre: 'Municipio Demo', slug: 'demo' }]);
      expect(body.role).toEqual(['Home', 'admin']);
      expect(body.user.role).toEqual(body.role);
      expect(body.cliente).toMatchObject({ id: env.demoId, slug: 'demo', cover_midb: true, timezone: 'America/Mexico_City' });
      expect(body.cliente.products).toEqual(expect.arrayContaining(['sig', 'midb', 'bot', 'gps']));
      expect(body.data.displayName).toBe('Administrador');
      expect(res.json().user).not.toHaveProperty('password_hash');
    });

    test('unknown e-mail and wrong password get the very same answer', async () => {
      const unknown = await login('nadie@demo.sig', 'Una-clave-cualquiera-1');
      const wrong = await login(ADMIN_EMAIL, 'Una-clave-cualquiera-1');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'auth.invalid_credentials', message: 'Correo o contraseña incorrectos.' });
    });

    test('bad input -> 400 naming the field, in the ApiError shape', async () => {
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: 'no-es-correo', password: 'x' } });
      expect(res.statusCode).toBe(400);
      const body = ApiError.parse(res.json());
      expect(body).toMatchObject({ code: 'validation', field: 'email' });
      expect(body.message).toContain('email');
      expect(body.errors).toEqual([{ type: 'email', message: expect.stringContaining('correo') }]);
      const missing = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: ADMIN_EMAIL } });
      expect(missing.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'password', message: 'El campo «password» es obligatorio.' });
    });

    test('broken JSON and a wrong content type are 4xx, never 500', async () => {
      const broken = await env.inject({ method: 'POST', url: AUTH_PATHS.login, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ code: 'validation', field: 'body' });
      const text = await env.inject({ method: 'POST', url: AUTH_PATHS.login, headers: { 'content-type': 'text/plain' }, payload: 'hola' });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ code: 'validation', field: 'body' });
      const none = await env.inject({ method: 'POST', url: AUTH_PATHS.login });
      expect(none.statusCode).toBe(400);
      expect(none.json().field).toBe('body');
    });

    test('an invited user not yet activated is answered as an unknown e-mail; disabled users 403 auth.disabled', async () => {
      await createPendingUser(env.app.authDeps, { email: 'pendiente@demo.sig', clienteSlug: 'demo', roleName: 'Consulta' });
      const pending = await login('pendiente@demo.sig', 'Cualquier-clave-77');
      expect(pending.statusCode).toBe(401);
      expect(pending.json().code).toBe('auth.invalid_credentials');

      await makeUser(env, 'baja@demo.sig', 'Consulta');
      const user = (await identity.findUserByEmail(env.app.db, 'baja@demo.sig'))!;
      await identity.setUserStatus(env.app.db, user.id, 'disabled', new Date().toISOString());
      const disabled = await login('baja@demo.sig', USER_PASSWORD);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json().code).toBe('auth.disabled');
      // a wrong password on a disabled account says nothing about the account
      expect((await login('baja@demo.sig', 'Mala-clave-000')).json().code).toBe('auth.invalid_credentials');
    });
  });

  // ---- access-token --------------------------------------------------------------------------------

  describe('access-token', () => {
    test('returns a fresh token and re-reads roles from the database', async () => {
      const token = await makeUser(env, 'renueva@demo.sig', 'Consulta');
      const first = AccessTokenResponse.parse((await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token })).json());
      expect(first.role).toEqual(['DashboardAnalytics', 'Home', 'SigVerReporte', 'SigVerSolicitudes']);
      const role = (await identity.findRoleByName(env.app.db, env.demoId, 'Consulta'))!;
      const user = (await identity.findUserByEmail(env.app.db, 'renueva@demo.sig'))!;
      const atencion = (await identity.findRoleByName(env.app.db, env.demoId, 'Atención ciudadana'))!;
      await identity.assignRole(env.app.db, env.demoId, user.id, atencion.id);
      env.clock.advance(1000);
      const res = await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token });
      expect(res.statusCode).toBe(200);
      const second = AccessTokenResponse.parse(res.json());
      expect(second.role).toContain('SigEditarReporte');
      expect(second.access_token).not.toBe(token);
      expect(second.cliente.id).toBe(env.demoId);
      expect(role.id).toBeTruthy();
      // the renewed token works
      expect((await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token: second.access_token })).statusCode).toBe(200);
    });

    test('an expired token -> 401', async () => {
      const token = await makeUser(env, 'caduca@demo.sig', 'Consulta');
      env.clock.advance((env.config.jwtTtlSeconds + 5) * 1000);
      const res = await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('auth.invalid_token');
    });
  });

  describeAccess(() => env, {
    method: 'GET',
    url: AUTH_PATHS.accessToken,
    otherCliente: (res, e) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().cliente.id).toBe(e.otherId);
      expect(JSON.stringify(res.json())).not.toContain(e.demoId);
    },
  });

  // ---- getmenu -------------------------------------------------------------------------------------

  describe('getmenu', () => {
    const ids = (menu: { id: string; children?: unknown[] }[]): string[] =>
      menu.flatMap((m) => [m.id, ...ids((m.children ?? []) as { id: string; children?: unknown[] }[])]);

    test('administrator sees every product of the cliente, with labels in four languages', async () => {
      const token = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.getmenu, token, payload: { uuid: token, clients: env.demoId } });
      expect(res.statusCode).toBe(200);
      const { menu } = GetMenuResponse.parse(res.json());
      expect(menu.map((m) => m.id)).toEqual(['sig', 'midb', 'transparencia', 'logistica', 'eventos', 'bettaid', 'bot', 'gps', 'divider.admin', 'admin']);
      expect(ids(menu)).toEqual(expect.arrayContaining(['sig.catalogos', 'sig.catalogos.colonias', 'admin.users', 'admin.cliente']));
      expect(menu[0].labels).toEqual({ es: 'Gestión ciudadana', en: 'Citizen services', tr: 'Vatandaş hizmetleri', ar: 'خدمات المواطنين' });
    });

    test("a 'Consulta' user sees only items whose auth list overlaps its role", async () => {
      const token = await makeUser(env, 'consulta@demo.sig', 'Consulta');
      const { menu } = GetMenuResponse.parse((await env.inject({ method: 'POST', url: AUTH_PATHS.getmenu, token, payload: {} })).json());
      expect(ids(menu)).toEqual(['sig', 'sig.reportes', 'sig.solicitudes', 'sig.mapa', 'sig.analytics', 'gps', 'gps.config', 'gps.prueba']);
    });

    test('disabling a product removes its items', async () => {
      const token = await makeUser(env, 'productos@demo.sig', 'Administrador');
      await identity.setClienteProducts(env.app.db, env.demoId, ['sig', 'midb', 'bettaid', 'eventos', 'logistica', 'transparencia', 'gps']);
      try {
        const { menu } = (await env.inject({ method: 'POST', url: AUTH_PATHS.getmenu, token, payload: {} })).json();
        expect(menu.map((m: { id: string }) => m.id)).not.toContain('bot');
        expect(menu.map((m: { id: string }) => m.id)).toContain('sig');
      } finally {
        await identity.setClienteProducts(env.app.db, env.demoId, ['sig', 'midb', 'bettaid', 'eventos', 'logistica', 'transparencia', 'bot', 'gps']);
      }
    });

    test('bad input -> 400 naming the field', async () => {
      const token = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.getmenu, token, payload: { clients: 42 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', field: 'clients' });
    });

    test('a bare POST with no body is the same as {}', async () => {
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.getmenu });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ menu: [] });
    });
  });

  describeAccess(() => env, {
    method: 'POST',
    url: AUTH_PATHS.getmenu,
    payload: (e) => ({ clients: e.demoId }),
    anonymous: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ menu: [] });
    },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.forbidden', field: 'clients' });
    },
  });

  // ---- access.permissions --------------------------------------------------------------------------

  describe('access.permissions', () => {
    test('a role holding the permission passes; admin always passes', async () => {
      const clerk = await makeUser(env, 'atencion@demo.sig', 'Atención ciudadana');
      expect((await env.inject({ method: 'GET', url: NEEDS_REPORTES, token: clerk })).json()).toEqual({ clienteId: env.demoId });
      const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect((await env.inject({ method: 'GET', url: NEEDS_REPORTES, token: admin })).statusCode).toBe(200);
    });
  });

  describeAccess(() => env, {
    method: 'GET',
    url: NEEDS_REPORTES,
    lacking: { role: 'Sin permisos' },
    otherCliente: (res, e) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ clienteId: e.otherId });
    },
  });
  beforeAll(async () => {
    await identity.insertRole(env.app.db, env.demoId, 'Sin permisos', []);
  });

  // ---- user/update ---------------------------------------------------------------------------------

  describe('user/update', () => {
    test("updates only the caller's own data", async () => {
      const token = await makeUser(env, 'perfil@demo.sig', 'Consulta');
      const adminBefore = await identity.findUserByEmail(env.app.db, ADMIN_EMAIL);
      const res = await env.inject({
        method: 'POST',
        url: AUTH_PATHS.userUpdate,
        token,
        payload: { user: { data: { displayName: 'Perfil Nuevo', phone: '555 123 4567', settings: { layout: { style: 'layout2' } }, shortcuts: ['sig.reportes'] } } },
      });
      expect(res.statusCode).toBe(200);
      const body = UserUpdateResponse.parse(res.json());
      expect(body).toMatchObject({ status: 200, msg: 'User data saved with api' });
      expect(body.user.data).toMatchObject({ displayName: 'Perfil Nuevo', phone: '555 123 4567', photoURL: '', shortcuts: ['sig.reportes'] });
      expect(body.user.data.settings).toEqual({ layout: { style: 'layout2' } });
      expect(await identity.findUserByEmail(env.app.db, ADMIN_EMAIL)).toEqual(adminBefore);
    });

    test('bad input -> 400 naming the field, nothing changed', async () => {
      const token = await makeUser(env, 'perfil2@demo.sig', 'Consulta');
      const before = await identity.findUserByEmail(env.app.db, 'perfil2@demo.sig');
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.userUpdate, token, payload: { user: { data: { displayName: 'Válido', shortcuts: 'no-lista' } } } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', field: 'user.data.shortcuts' });
      expect(await identity.findUserByEmail(env.app.db, 'perfil2@demo.sig')).toEqual(before);
    });
  });

  describeAccess(() => env, {
    method: 'POST',
    url: AUTH_PATHS.userUpdate,
    payload: () => ({ user: { data: { displayName: 'Intruso' } } }),
    otherCliente: async (res, e) => {
      expect(res.statusCode).toBe(200);
      const admin = (await identity.findUserByEmail(e.app.db, ADMIN_EMAIL))!;
      expect(admin.display_name).toBe('Administrador');
    },
  });

  // ---- logout-all ----------------------------------------------------------------------------------

  describe('logout-all', () => {
    test('revokes every token of the caller, and only of the caller', async () => {
      const a = await makeUser(env, 'salir@demo.sig', 'Consulta');
      const b = await env.login('salir@demo.sig', USER_PASSWORD);
      const other = await makeUser(env, 'sigue@demo.sig', 'Consulta');
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.logoutAll, token: a });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(200);
      for (const t of [a, b]) expect((await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token: t })).statusCode).toBe(401);
      expect((await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token: other })).statusCode).toBe(200);
      // signing in again works
      expect((await login('salir@demo.sig', USER_PASSWORD)).statusCode).toBe(200);
    });
  });

  describeAccess(() => env, {
    method: 'POST',
    url: AUTH_PATHS.logoutAll,
    otherCliente: async (res, e) => {
      expect(res.statusCode).toBe(200);
      // the demo administrator's tokens are untouched
      const token = await e.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect((await e.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token })).statusCode).toBe(200);
    },
  });

  // ---- register ------------------------------------------------------------------------------------

  describe('register', () => {
    test('creates a cliente with the default roles and the person, pending, as owner and Administrador; the mailed link activates it', async () => {
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'Ana Pérez', email: 'Ana@Nuevo.mx', password: 'ignorada' } });
      expect(res.statusCode).toBe(200);
      expect(RegisterResponse.parse(res.json())).toEqual({ status: 200, msg: 'Te enviamos un correo. Abre el enlace que contiene para terminar de crear tu cuenta.', data: { email: 'ana@nuevo.mx' } });
      await env.app.background.settle();
      const cliente = (await identity.findClienteBySlug(env.app.db, 'municipio-de-ana-perez'))!;
      expect(cliente.nombre).toBe('Municipio de Ana Pérez');
      for (const nombre of ['Administrador', 'Atención ciudadana', 'Consulta']) {
        expect(await identity.findRoleByName(env.app.db, cliente.id, nombre)).toBeDefined();
      }
      const user = (await identity.findUserByEmail(env.app.db, 'ana@nuevo.mx'))!;
      expect(user).toMatchObject({ status: 'pending', password_hash: null });
      // nothing to sign in with until the mail is opened
      expect((await login('ana@nuevo.mx', 'ignorada')).json().code).toBe('auth.invalid_credentials');

      const mail = (await env.outbox()).find((m) => m.to === 'ana@nuevo.mx')!;
      expect(mail.subject).toBe('Confirma tu cuenta de SIG');
      const ticket = /\/active\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      const activated = await env.inject({ method: 'POST', url: AUTH_PATHS.activeChange, payload: { _id: ticket, password: 'Una-clave-muy-buena-1' } });
      expect(activated.statusCode).toBe(200);
      const session = LoginResponse.parse((await login('ana@nuevo.mx', 'Una-clave-muy-buena-1')).json());
      expect(session.user).toMatchObject({ email: 'ana@nuevo.mx', owner: true });
      expect(session.role).toEqual(['Home', 'admin']);
      expect(session.cliente).toMatchObject({ id: cliente.id, slug: 'municipio-de-ana-perez' });

      await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'Ana Pérez', email: 'otra@nuevo.mx' } });
      await env.app.background.settle();
      expect(await identity.findClienteBySlug(env.app.db, 'municipio-de-ana-perez-2')).toBeDefined();
    });

    test('bad input -> 400 naming the field, nothing created', async () => {
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'X', email: 'no-es-correo', municipio: 'Villa Mala' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', field: 'email' });
      await env.app.background.settle();
      expect(await identity.findClienteBySlug(env.app.db, 'villa-mala')).toBeUndefined();
    });
  });

  // ---- errors --------------------------------------------------------------------------------------

  test('a 5xx becomes a generic Spanish message without internals', async () => {
    const res = await env.inject({ method: 'GET', url: BOOM });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Ocurrió un error inesperado. Intenta de nuevo.' });
  });

  test('a 4xx passes through with code, field and message', async () => {
    const res = await env.inject({ method: 'GET', url: '/api/1.0/test/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toMatchObject({ code: 'test.teapot', field: 'tetera', message: 'Soy una tetera.' });
  });
});

describe.each(testDatabases())('closed registration on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, { openRegistration: false });
  });
  afterAll(() => env.close());

  test('register -> 403 register.closed and nothing is created', async () => {
    const res = await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'Ana', email: 'ana@cerrado.mx', password: 'Una-clave-muy-buena-1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'register.closed', message: 'El registro está cerrado. Pide una invitación al administrador de tu municipio.' });
    expect(await identity.findUserByEmail(env.app.db, 'ana@cerrado.mx')).toBeUndefined();
  });
});
