import { NOTIFICATION_PAGE_SIZE, NotificationsResponse, REALTIME_PATHS } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';

describe.each(testDatabases())('notification panel on %s', (kind) => {
  let env: TestEnv;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  let demoNotification: string;

  const list = async (name: string) => NotificationsResponse.parse((await env.inject({ method: 'GET', url: REALTIME_PATHS.notifications, token: tokens[name] })).json());
  const dismiss = (name: string, id: unknown) => env.inject({ method: 'POST', url: REALTIME_PATHS.notificationDismiss, token: tokens[name], payload: { id } });
  const dismissAll = (name: string) => env.inject({ method: 'POST', url: REALTIME_PATHS.notificationDismissAll, token: tokens[name] });
  const notify = (name: string, message: string, clienteId = env.demoId) => env.app.realtime.notifyUser(clienteId, ids[name], { message, variant: 'success', url: '/home' });

  beforeAll(async () => {
    env = await startTestApp(kind);
    for (const name of ['ana', 'beto']) {
      tokens[name] = await makeUser(env, `${name}@demo.sig`, 'Consulta');
      ids[name] = (await identity.findUserByEmail(env.app.db, `${name}@demo.sig`))!.id;
    }
    demoNotification = (await notify('beto', 'De Beto')).id;
  });
  afterAll(() => env.close());

  test('the caller’s undismissed notifications of this cliente, newest first, one page at most', async () => {
    for (let i = 0; i < NOTIFICATION_PAGE_SIZE + 3; i++) {
      await notify('ana', `aviso ${i}`);
      env.clock.advance(1000);
    }
    await notify('ana', 'en otro municipio', env.otherId);
    const items = await list('ana');
    expect(items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(items[0]).toMatchObject({ message: `aviso ${NOTIFICATION_PAGE_SIZE + 2}`, options: { variant: 'success' }, url: '/home', dismissed: false });
    expect(items.at(-1)!.message).toBe('aviso 3');
    expect(items.map((n) => n.message)).not.toContain('De Beto');
    expect(items.map((n) => n.message)).not.toContain('en otro municipio');
  });

  test('dismiss one: gone from the list; another user’s or an unknown id is a 404', async () => {
    const [first, second] = await list('ana');
    expect((await dismiss('ana', first.id)).json()).toEqual({ dismissed: 1 });
    const after = await list('ana');
    expect(after[0].id).toBe(second.id);
    expect((await dismiss('ana', demoNotification)).json()).toMatchObject({ statusCode: 404, code: 'notification.not_found', field: 'id' });
    expect((await dismiss('ana', 'no-existe')).json()).toMatchObject({ statusCode: 404, code: 'notification.not_found' });
    expect((await dismiss('ana', '')).json()).toMatchObject({ statusCode: 400, field: 'id' });
    expect((await list('beto')).map((n) => n.id)).toEqual([demoNotification]);
  });

  test('dismiss all: every one of the caller’s in this cliente, nobody else’s', async () => {
    const before = await env.app.db.selectFrom('notifications').select('id').where('user_id', '=', ids.ana).where('cliente_id', '=', env.demoId).where('dismissed', '=', 0).execute();
    expect((await dismissAll('ana')).json()).toEqual({ dismissed: before.length });
    expect(await list('ana')).toEqual([]);
    expect((await dismissAll('ana')).json()).toEqual({ dismissed: 0 });
    expect((await list('beto')).map((n) => n.id)).toEqual([demoNotification]);
    const elsewhere = await env.app.db.selectFrom('notifications').select('dismissed').where('user_id', '=', ids.ana).where('cliente_id', '=', env.otherId).execute();
    expect(elsewhere).toEqual([{ dismissed: 0 }]);
  });

  describeAccess(() => env, {
    method: 'GET',
    url: REALTIME_PATHS.notifications,
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: REALTIME_PATHS.notificationDismiss,
    payload: () => ({ id: demoNotification }),
    otherCliente: (res) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'notification.not_found' }),
  });
  describeAccess(() => env, {
    method: 'POST',
    url: REALTIME_PATHS.notificationDismissAll,
    otherCliente: async (res, e) => {
      expect(res.json()).toEqual({ dismissed: 0 });
      const row = await e.app.db.selectFrom('notifications').select('dismissed').where('id', '=', demoNotification).executeTakeFirstOrThrow();
      expect(row.dismissed).toBe(0);
    },
  });
});
