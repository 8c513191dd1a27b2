import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../testing/testApp';
import * as repo from './identity.repository';

const WHO = '/api/1.0/test/who';

/*
 * Sessions are kept per auth_versions number (sessionCache.ts, migration 0011) and change stamp
 * (db/changeStamp.ts). Each change below is made through another node's own connection, as another process
 * would: the next request must see it (on PostgreSQL, once its notification has arrived).
 */
describe.each(testDatabases())('a session follows every change made elsewhere on %s', (kind) => {
  let env: TestEnv;
  let other: FastifyInstance;
  let token: string;
  let userId: string;
  let n = 0;
  // on PostgreSQL another node's change arrives as a notification: wait until this node has heard it
  const who = async (t = token) => {
    await env.app.changes.caughtUp();
    return env.inject({ method: 'GET', url: WHO, token: t });
  };
  const now = () => env.clock.fn().toISOString();

  beforeAll(async () => {
    env = await startTestApp(kind, {
      routes: (app) => {
        app.get(WHO, { preHandler: [app.requireProduct('sig'), app.access.permissions('SigVerReporte')] }, async (req) => {
          const s = req.session!;
          return { name: s.user.display_name, clienteId: s.clienteId, permissions: s.permissions };
        });
      },
    });
    other = await env.startNode();
  });
  afterAll(() => env.close());

  beforeEach(async () => {
    const email = `sesion${++n}@demo.sig`;
    token = await makeUser(env, email, 'Atención ciudadana');
    userId = (await repo.findUserByEmail(env.app.db, email))!.id;
    expect((await who()).statusCode).toBe(200);
    expect((await who()).statusCode).toBe(200);
  });

  test('a disabled user is refused at once', async () => {
    await repo.setUserStatus(other.db, userId, 'disabled', now());
    expect((await who()).statusCode).toBe(401);
  });

  test('a bumped token version (logout everywhere) is refused at once', async () => {
    await repo.bumpTokenVersion(other.db, userId, now());
    expect((await who()).statusCode).toBe(401);
  });

  test('a disabled membership is refused at once', async () => {
    await other.db.updateTable('user_clientes').set({ disabled: 1 }).where('user_id', '=', userId).where('cliente_id', '=', env.demoId).execute();
    expect((await who()).statusCode).toBe(401);
  });

  test("a role's permissions, and a product switched off, apply to the next request", async () => {
    const role = (await repo.findRoleByName(other.db, env.demoId, 'Atención ciudadana'))!;
    const before = (await who()).json().permissions as string[];
    await repo.setRolePermissions(other.db, env.demoId, role.id, before.filter((p) => p !== 'SigVerReporte' && p !== 'Home'));
    const lost = await who();
    expect(lost.statusCode).toBe(403);
    await repo.setRolePermissions(other.db, env.demoId, role.id, before.filter((p) => p !== 'Home'));
    expect((await who()).statusCode).toBe(200);

    const products = repo.toCliente((await repo.findCliente(other.db, env.demoId))!).products;
    await repo.setClienteProducts(other.db, env.demoId, products.filter((p) => p !== 'sig'));
    try {
      expect((await who()).json()).toMatchObject({ code: 'product.disabled' });
    } finally {
      await repo.setClienteProducts(other.db, env.demoId, products);
    }
    expect((await who()).statusCode).toBe(200);
  });

  test('a new display name shows in the next request', async () => {
    await repo.updateUserData(other.db, userId, { displayName: 'Nombre Nuevo' }, now());
    expect((await who()).json().name).toBe('Nombre Nuevo');
  });

  test("two users' sessions never mix, and a kept session cannot be changed in place", async () => {
    const second = await makeUser(env, `sesion-otra${n}@demo.sig`, 'Consulta');
    const mine = (await who()).json();
    const theirs = (await who(second)).json();
    expect(mine.permissions).toContain('SigEditarReporte');
    expect(theirs.permissions).not.toContain('SigEditarReporte');
    const session = await env.app.sessionForClaims((await env.app.tokens.verify(token))!);
    expect(() => {
      (session!.permissions as string[]).push('admin');
    }).toThrow(TypeError);
    expect(() => {
      (session!.user as { display_name: string }).display_name = 'x';
    }).toThrow(TypeError);
  });
});
