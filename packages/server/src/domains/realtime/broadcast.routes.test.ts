import { ADMIN_PATHS, BROADCAST_DELAY_MAX_MS, REALTIME_PATHS, SOCKET_EVENTS } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { connect, connected, listen, nextEvent } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';

describe.each(testDatabases())('administrator broadcast on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  beforeAll(async () => ({ env, admin } = await openAdminSuite(kind)));
  afterAll(() => env.close());

  const broadcast = (payload: unknown, token = admin) => env.inject({ method: 'POST', url: REALTIME_PATHS.broadcast, token, payload: payload as object });

  test('reload defaults to 5 s; each broadcast is audited on the cliente', async () => {
    const url = await listen(env.app);
    const socket = await connected(connect(url, { token: admin }));
    try {
      const reload = nextEvent(socket, SOCKET_EVENTS.reload);
      expect((await broadcast({ event: 'reload' })).json()).toEqual({ sent: true });
      expect(await reload).toEqual({ delayMs: 5000 });
    } finally {
      socket.close();
    }
    await broadcast({ event: 'audio-alert', msg: '  Simulacro  ' });
    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente&id=${env.demoId}`, token: admin })).json());
    expect(audit.items.filter((a) => a.action === 'cliente.broadcast').map((a) => a.after)).toEqual([
      { event: 'audio-alert', msg: 'Simulacro' },
      { event: 'reload', delayMs: 5000 },
    ]);
  });

  test('bad bodies are a 400', async () => {
    expect((await broadcast({ event: 'borrar-todo' })).statusCode).toBe(400);
    expect((await broadcast({ event: 'reload', delayMs: BROADCAST_DELAY_MAX_MS + 1 })).json()).toMatchObject({ statusCode: 400, field: 'delayMs' });
    expect((await broadcast({ event: 'reload', delayMs: -1 })).statusCode).toBe(400);
    expect((await broadcast({ event: 'audio-alert', msg: '  ' })).json()).toMatchObject({ statusCode: 400, field: 'msg' });
  });

  describeAccess(() => env, {
    method: 'POST',
    url: REALTIME_PATHS.broadcast,
    payload: () => ({ event: 'audio-alert', msg: 'Hola' }),
    lacking: { role: 'Consulta' },
    // the other cliente's administrator broadcasts to its own cliente only
    otherCliente: async (res, e) => {
      expect(res.json()).toEqual({ sent: true });
      const rows = await e.app.db.selectFrom('admin_audit').select('cliente_id').where('action', '=', 'cliente.broadcast').where('cliente_id', '=', e.otherId).execute();
      expect(rows.length).toBeGreaterThan(0);
    },
  });
});
