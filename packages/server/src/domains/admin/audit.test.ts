import { ADMIN_PATHS, AUDIT_ACTIONS, AuditResponse, isKnownAuditEntry, type AuditChange } from '@sig/shared/contract';
import { AUDIT_SAMPLES } from '@sig/shared/testing/auditEntries';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';
import { identity, recordAdminChange } from '../../core';
import { listAudit } from './audit';

/* The cliente's audit written through its one typed writer and read back through the contract's union (issue 22). */

describe.each(testDatabases())('the cliente audit on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    env = await startTestApp(kind);
    admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    adminId = (await identity.findUserByEmail(env.app.db, ADMIN_EMAIL))!.id;
  });
  afterAll(() => env.close());

  const now = '2026-03-06T12:00:00.000Z';
  const read = async (entity: string, id: string) => {
    const res = await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=${entity}&id=${encodeURIComponent(id)}`, token: admin });
    expect(res.statusCode).toBe(200);
    return AuditResponse.parse(res.json()).items;
  };
  let n = 0;
  const storeRaw = (row: { entity: 'user' | 'role' | 'cliente' | 'habitante'; entity_id: string; action: string; before: string | null; after: string | null }) =>
    env.app.db.insertInto('admin_audit').values({ id: `raw-${kind}-${++n}`, cliente_id: env.demoId, actor_id: adminId, at: now, ...row }).execute();

  test.each(AUDIT_ACTIONS)('%s reads back in its own shape', async (action) => {
    const change = { ...AUDIT_SAMPLES[action], entityId: `${action}-${kind}` } as AuditChange;
    await recordAdminChange({ db: env.app.db, clienteId: env.demoId, actorId: adminId, now }, change);
    const [entry, ...rest] = await read(change.entity, change.entityId);
    expect(rest).toEqual([]);
    expect(isKnownAuditEntry(entry)).toBe(true);
    expect(entry).toEqual({ id: expect.any(String), at: now, actor: { id: adminId, email: ADMIN_EMAIL, displayName: expect.any(String) }, ...change });
  });

  test('a row of a known action in another shape is logged and answered as a neutral entry, not left out', async () => {
    await storeRaw({ entity: 'user', entity_id: `damaged-${kind}`, action: 'user.update', before: '{"nombre":1}', after: 'not json' });
    const [entry] = await read('user', `damaged-${kind}`);
    expect(entry).toMatchObject({ action: 'user.update', before: null, after: null, unreadable: true, actor: { id: adminId } });
    expect(isKnownAuditEntry(entry)).toBe(false);

    const warnings: { details: object; message: string }[] = [];
    const page = await listAudit(env.app.db, env.demoId, { entity: 'user', id: `damaged-${kind}`, page: 1 }, { warn: (details, message) => warnings.push({ details, message }) });
    expect(page.items).toHaveLength(1);
    expect(warnings).toEqual([{ details: expect.objectContaining({ auditId: `raw-${kind}-${n}`, action: 'user.update' }), message: 'admin audit row fits no shape of its action' }]);
  });

  test('an action a newer server wrote is answered as stored', async () => {
    await storeRaw({ entity: 'user', entity_id: `newer-${kind}`, action: 'user.merge', before: null, after: '{"into":"u3"}' });
    const [entry] = await read('user', `newer-${kind}`);
    expect(entry).toMatchObject({ action: 'user.merge', before: null, after: { into: 'u3' } });
    expect(isKnownAuditEntry(entry)).toBe(false);
  });
});
