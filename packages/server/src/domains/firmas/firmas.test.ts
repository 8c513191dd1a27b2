import { FIRMA_PATHS, verifyFirma, type FirmaClavesResponse } from '@sig/shared/contract';
import { generateKeyPairSync, sign } from 'node:crypto';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';

const DAY = 86_400;

describe.each(testDatabases())('signed tickets and cards (firmas) on %s', (db) => {
  let env: TestEnv;
  const nowS = () => Math.floor(env.clock.fn().getTime() / 1000);
  const claims = (over: Partial<{ scope: string; id: string; exp: number }> = {}) => ({ kind: 'C' as const, clienteId: env.demoId, scope: 'plantilla1', id: 'tarjeta_AbC-123', exp: nowS() + 30 * DAY, ...over });
  const published = async (clienteId: string) => env.inject({ method: 'GET', url: FIRMA_PATHS.claves.replace(':clienteId', clienteId) });

  beforeAll(async () => {
    env = await startTestApp(db);
  });
  afterAll(() => env.close());

  it('makes one key per cliente even when many sign at once, and what it signs verifies', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => env.app.firmas.sign(claims({ id: `t${i}` }))));
    const kids = new Set(tokens.map((t) => t.split('.')[6]));
    expect(kids.size).toBe(1);
    const rows = await env.app.db.selectFrom('firma_claves').select('kid').where('cliente_id', '=', env.demoId).execute();
    expect(rows).toHaveLength(1);
    for (const t of tokens) expect(await env.app.firmas.verify(env.demoId, t)).toMatchObject({ ok: true, claims: { clienteId: env.demoId, kind: 'C' } });
  });

  it('publishes the key without a token, and the shared check verifies offline with it alone', async () => {
    const token = await env.app.firmas.sign(claims());
    const res = await published(env.demoId);
    expect(res.statusCode).toBe(200);
    const body = res.json() as FirmaClavesResponse;
    expect(body.claves).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/private/i);
    expect(await verifyFirma(token, body.claves, env.clock.fn().getTime())).toMatchObject({ ok: true, claims: { id: 'tarjeta_AbC-123', scope: 'plantilla1' } });
  });

  it('refuses an altered token, a forged signature and a key it does not know', async () => {
    const token = await env.app.firmas.sign(claims());
    const parts = token.split('.');
    const altered = [...parts.slice(0, 4), 'otra-tarjeta', ...parts.slice(5)].join('.');
    expect(await env.app.firmas.verify(env.demoId, altered)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const longer = [...parts.slice(0, 5), (nowS() + 3650 * DAY).toString(36), ...parts.slice(6)].join('.');
    expect(await env.app.firmas.verify(env.demoId, longer)).toMatchObject({ ok: false, reason: 'bad_signature' });
    // a forger's own key, under the cliente's kid
    const forger = generateKeyPairSync('ed25519').privateKey;
    const forged = `${parts.slice(0, 7).join('.')}.${sign(null, Buffer.from(parts.slice(0, 7).join('.')), forger).toString('base64url')}`;
    expect(await env.app.firmas.verify(env.demoId, forged)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const unknownKid = [...parts.slice(0, 6), 'AAAAAAAA', parts[7]].join('.');
    expect(await env.app.firmas.verify(env.demoId, unknownKid)).toMatchObject({ ok: false, reason: 'unknown_key' });
    for (const junk of ['', 'hola', token.slice(0, -1), `${token}.x`, token.replace('SIG1', 'SIG2')]) expect(await env.app.firmas.verify(env.demoId, junk)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('says expired once the expiry passes', async () => {
    const token = await env.app.firmas.sign(claims({ exp: nowS() + 60 }));
    expect((await env.app.firmas.verify(env.demoId, token)).ok).toBe(true);
    expect(await env.app.firmas.verify(env.demoId, token, (nowS() + 61) * 1000)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it("refuses one cliente's token as another's", async () => {
    const token = await env.app.firmas.sign(claims());
    expect(await env.app.firmas.verify(env.otherId, token)).toMatchObject({ ok: false });
  });

  it('keeps verifying what an old key signed after a rotation, and signs with the new one', async () => {
    const before = await env.app.firmas.sign(claims());
    const claves = await env.app.firmas.rotate(env.demoId);
    expect(claves).toHaveLength(2);
    expect(claves.filter((c) => c.retiredAt === null)).toHaveLength(1);
    const after = await env.app.firmas.sign(claims());
    expect(after.split('.')[6]).not.toBe(before.split('.')[6]);
    expect((await env.app.firmas.verify(env.demoId, before)).ok).toBe(true);
    expect((await env.app.firmas.verify(env.demoId, after)).ok).toBe(true);
  });

  it('publishes keys only for a cliente with events or cards: 404 naming the field otherwise, 400 for a malformed id', async () => {
    const other = await published(env.otherId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'firmas.cliente_not_found' });
    expect((await published('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await published('no-es-un-id');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('clienteId');
  });
});
