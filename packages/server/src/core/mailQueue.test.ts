import { testDatabases } from '../testing/testDatabases';
import { startTestApp, type TestEnv } from '../testing/testApp';
import type { MailMessage } from '../lib/mailer';
import { MAIL_RETRY_MINUTES, MailQueue, enqueueMail, mailCounts } from './mailQueue';

/* Issue 24: the mail queue: once per key, once per mail across nodes, retries with backoff, bounces. */
describe.each(testDatabases())('the mail queue on %s', (db) => {
  let env: TestEnv;
  beforeAll(async () => (env = await startTestApp(db)));
  afterAll(() => env.close());

  const quiet = { warn: () => undefined, error: () => undefined };
  const now = () => env.clock.fn().toISOString();
  const put = (key: string, to = `${key}@correo.test`) => enqueueMail(env.app.db, now(), { clienteId: env.demoId, to, subject: `Asunto ${key}`, text: 'Texto', dedupeKey: key });
  const recorder = () => {
    const sent: MailMessage[] = [];
    return { sent, sender: { send: async (m: MailMessage) => void sent.push(m) } };
  };
  // the mails of one test: every test enqueues under its own prefix
  const rows = (prefix: string) => env.app.db.selectFrom('mail_queue').selectAll().where('dedupe_key', 'like', `${prefix}%`).orderBy('dedupe_key').execute();

  test('a key is queued once, however often it is enqueued', async () => {
    await put('una-vez');
    await put('una-vez', 'otra@correo.test');
    expect((await rows('una-vez')).map((r) => r.to_addr)).toEqual(['una-vez@correo.test']);
  });

  test('two nodes draining at once send each mail exactly once', async () => {
    for (let i = 0; i < 45; i++) await put(`nodos-${String(i).padStart(2, '0')}`);
    const a = recorder();
    const b = recorder();
    const nodeA = new MailQueue(env.app.db, a.sender, env.clock.fn, quiet);
    const nodeB = new MailQueue(env.app.db, b.sender, env.clock.fn, quiet);
    await Promise.all([nodeA.drain(), nodeB.drain(), nodeA.drain(), nodeB.drain()]);
    const sentTo = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => to.startsWith('nodos-'));
    expect(sentTo).toHaveLength(45);
    expect(new Set(sentTo).size).toBe(45);
    expect((await rows('nodos-')).every((r) => r.status === 'enviado' && r.attempts === 1)).toBe(true);
  });

  test('a failed send is retried after the backoff, then marked fallido; a permanent refusal (5xx) is a bounce at once', async () => {
    const sweep = new MailQueue(env.app.db, recorder().sender, env.clock.fn, quiet);
    await sweep.drain(); // what earlier tests left
    await put('reintento');
    let failing = true;
    const sent: string[] = [];
    const flaky = new MailQueue(env.app.db, { send: async (m) => { if (failing) throw new Error('conexión rechazada'); sent.push(m.to); } }, env.clock.fn, quiet);
    await flaky.drain();
    let [row] = await rows('reintento');
    expect(row).toMatchObject({ status: 'pendiente', attempts: 1, last_error: 'conexión rechazada', next_at: new Date(env.clock.fn().getTime() + MAIL_RETRY_MINUTES[0] * 60_000).toISOString() });
    await flaky.drain();
    expect((await rows('reintento'))[0]!.attempts).toBe(1);
    for (const wait of MAIL_RETRY_MINUTES) {
      env.clock.advance(wait * 60_000);
      await flaky.drain();
    }
    [row] = await rows('reintento');
    expect(row).toMatchObject({ status: 'fallido', attempts: MAIL_RETRY_MINUTES.length + 1 });
    env.clock.advance(24 * 3600_000);
    await flaky.drain();
    expect((await rows('reintento'))[0]!.attempts).toBe(MAIL_RETRY_MINUTES.length + 1);

    await put('rebote');
    const refusing = new MailQueue(env.app.db, { send: async () => { throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }); } }, env.clock.fn, quiet);
    await refusing.drain();
    expect((await rows('rebote'))[0]).toMatchObject({ status: 'rebotado', attempts: 1 });

    failing = false;
    await put('bien');
    await flaky.drain();
    expect(sent).toEqual(['bien@correo.test']);
    const counts = await mailCounts(env.app.db, env.demoId);
    expect(counts).toMatchObject({ pendiente: 0, fallido: 1, rebotado: 1 });
    expect(counts.enviado).toBeGreaterThanOrEqual(47);
  });
});
