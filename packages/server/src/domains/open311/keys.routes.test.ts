import { ADMIN_PATHS, Open311Key, Open311KeyList } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { hashKey } from './apiKeys';
import { createKey } from './open311.testkit';

const keyPath = (id: string) => ADMIN_PATHS.open311Key.replace(':id', encodeURIComponent(id));

describe.each(testDatabases())('Open311 api_keys of the cliente settings on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  let someKeyId: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(kind));
    someKeyId = (await createKey(env, admin, 'Clave de acceso')).id;
  });
  afterAll(() => env.close());

  const list = async (token = admin) => Open311KeyList.parse((await env.inject({ method: 'GET', url: ADMIN_PATHS.open311Keys, token })).json());
  const count = async () => Number((await env.app.db.selectFrom('open311_keys').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describeAccess(() => env, {
    method: 'GET',
    url: ADMIN_PATHS.open311Keys,
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    },
    lacking: { role: 'Atención ciudadana' },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: ADMIN_PATHS.open311Keys,
    payload: () => ({ nombre: 'Desde las pruebas de acceso' }),
    otherCliente: async (res, e) => {
      // the other cliente's administrator makes a key of its own cliente, never one of the demo cliente
      expect(res.statusCode).toBe(201);
      const row = await e.app.db.selectFrom('open311_keys').select('cliente_id').where('id', '=', res.json().id).executeTakeFirstOrThrow();
      expect(row.cliente_id).toBe(e.otherId);
    },
    lacking: { role: 'Atención ciudadana' },
  });
  describeAccess(() => env, {
    method: 'DELETE',
    url: () => keyPath(someKeyId),
    name: 'open311-keys/:id',
    otherCliente: async (res, e) => {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'open311.key_not_found' });
      const row = await e.app.db.selectFrom('open311_keys').select('revoked_at').where('id', '=', someKeyId).executeTakeFirstOrThrow();
      expect(row.revoked_at).toBeNull();
    },
    lacking: { role: 'Consulta' },
  });

  test('create shows the secret once; the list never shows it; only its hash is stored; both audited', async () => {
    const created = await createKey(env, admin, '  Plataforma estatal de reportes  ');
    expect(created.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ nombre: 'Plataforma estatal de reportes', sufijo: created.apiKey.slice(-4), createdAt: env.clock.fn().toISOString(), lastUsedAt: null, revokedAt: null });
    expect(created.createdBy).toEqual(expect.any(String));

    const listed = await list();
    const entry = listed.items.find((k) => k.id === created.id);
    expect(entry).toEqual(Open311Key.parse({ ...created, apiKey: undefined }));
    const raw = (await env.inject({ method: 'GET', url: ADMIN_PATHS.open311Keys, token: admin })).body;
    expect(raw).not.toContain(created.apiKey);
    expect(raw).not.toContain('apiKey');

    const row = await env.app.db.selectFrom('open311_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashKey(created.apiKey));
    expect(JSON.stringify(row)).not.toContain(created.apiKey);

    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente&id=${created.id}`, token: admin })).json());
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ action: 'open311.key_create', entityId: created.id, after: { nombre: 'Plataforma estatal de reportes', sufijo: created.sufijo } });
    expect(JSON.stringify(audit)).not.toContain(created.apiKey);
  });

  test('revoke marks the key revoked (kept in the list), is audited once, and a second revoke changes nothing', async () => {
    const created = await createKey(env, admin, 'Para revocar');
    env.clock.advance(60_000);
    const res = await env.inject({ method: 'DELETE', url: keyPath(created.id), token: admin });
    expect(res.statusCode).toBe(200);
    expect(Open311Key.parse(res.json())).toMatchObject({ id: created.id, revokedAt: env.clock.fn().toISOString() });
    expect((await list()).items.find((k) => k.id === created.id)?.revokedAt).toBe(env.clock.fn().toISOString());

    env.clock.advance(60_000);
    const again = await env.inject({ method: 'DELETE', url: keyPath(created.id), token: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(res.json().revokedAt);
    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente&id=${created.id}`, token: admin })).json());
    expect(audit.items.map((a) => a.action)).toEqual(['open311.key_revoke', 'open311.key_create']);
    expect(audit.items[0]).toMatchObject({ before: { revokedAt: null }, after: { revokedAt: res.json().revokedAt } });
  });

  test('an unknown key id -> 404 open311.key_not_found', async () => {
    const res = await env.inject({ method: 'DELETE', url: keyPath('no-existe'), token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'open311.key_not_found', field: 'id' });
  });

  test.each([[{}], [{ nombre: '' }], [{ nombre: '   ' }], [{ nombre: 'x'.repeat(81) }], [{ nombre: 7 }], [{ nombre: 'Extra', apiKey: 'mía' }]])('bad body %j -> 400, nothing created', async (payload) => {
    const before = await count();
    const res = await env.inject({ method: 'POST', url: ADMIN_PATHS.open311Keys, token: admin, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation');
    // the strict body names the stray key's container ('body'); every other case names nombre
    expect(body.field).toBe('apiKey' in payload ? 'body' : 'nombre');
    expect(await count()).toBe(before);
  });
});
