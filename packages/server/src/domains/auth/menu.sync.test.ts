import { AUTH_PATHS, GetMenuResponse, type MenuItem } from '@sig/shared/contract';
import { ROUTES } from '@sig/shared/routes';
import type { FastifyInstance } from 'fastify';
import { parseJson } from '../../lib/json';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { syncMenuGates } from './menu';

const ids = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.id, ...ids(m.children ?? [])]);

/*
 * Issue 22: the menu is copied from the route table into the database at first start; a gate changed in the
 * table later must still reach a database seeded before it. The test changes the table the sync reads
 * (the route of /sig/auditoria, SigAuditor) and starts another node on the same database.
 */
describe.each(testDatabases())('the stored menu follows the route table at every start, on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind);
  });
  afterAll(() => env?.close());

  const gateOf = async (app: FastifyInstance, id: string) =>
    parseJson<string[] | null>((await app.db.selectFrom('menu_items').select('auth').where('id', '=', id).executeTakeFirstOrThrow()).auth, null);
  const menuOf = async (app: FastifyInstance, token: string) =>
    ids(GetMenuResponse.parse((await app.inject({ method: 'POST', url: AUTH_PATHS.getmenu, headers: { authorization: `Bearer ${token}` }, payload: {} })).json()).menu);

  test('a changed gate reaches the existing menu row on restart; a start with nothing changed writes nothing', async () => {
    const consulta = await makeUser(env, 'consulta.menu@demo.sig', 'Consulta'); // SigVerReporte, not SigAuditor
    expect(await gateOf(env.app, 'sig.auditoria')).toEqual(['admin', 'SigAuditor']);
    expect(await menuOf(env.app, consulta)).not.toContain('sig.auditoria');
    expect(await syncMenuGates(env.app.db)).toBe(0);

    const route = ROUTES.find((r) => r.path === '/sig/auditoria')!;
    const before = route.auth;
    route.auth = ['admin', 'SigVerReporte'];
    try {
      const restarted = await env.startNode();
      expect(await gateOf(restarted, 'sig.auditoria')).toEqual(['admin', 'SigVerReporte']);
      expect(await menuOf(restarted, consulta)).toContain('sig.auditoria');
      // the other entries kept their gates, and a second start finds nothing to change
      expect(await gateOf(restarted, 'sig.reportes')).toEqual(['admin', 'SigVerReporte']);
      expect(await syncMenuGates(restarted.db)).toBe(0);
    } finally {
      route.auth = before;
    }
    expect(await syncMenuGates(env.app.db)).toBe(1);
    expect(await gateOf(env.app, 'sig.auditoria')).toEqual(['admin', 'SigAuditor']);
  });
});
