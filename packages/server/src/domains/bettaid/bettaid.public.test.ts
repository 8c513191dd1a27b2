import { BT_PUBLIC_PATHS, FIRMA_PATHS, btPath, verifyFirma, type BtVerificacion, type FirmaClavesResponse } from '@sig/shared/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { newTenant } from '../../testing/tenants';
import { identity } from '../../core';
import { btApi, btPublic, cardSetup, habitanteSession, photoPng, sha256 } from './bettaid.testkit';

const DAY_MS = 86_400_000;
const VERIFICACION_KEYS = ['cliente', 'estado', 'firma', 'fotoUrl', 'id', 'nombre', 'revocadaEn', 'venceEn'];

/** What anyone sees without an account: the verification a QR opens, the photo, the revocation list; and the holder's own card. */
describe.each(testDatabases())('BettaID public on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
  });
  afterAll(() => env.close());

  async function issued(venceEl?: string) {
    const s = await cardSetup(env, admin, env.demoId);
    const foto = photoPng(150, 190);
    expect((await s.api.subirFoto(foto)).statusCode).toBe(201);
    const res = await s.api.emitir({ plantillaId: s.plantilla.id, habitanteId: s.habitante.id, fotoSha256: sha256(foto), ...(venceEl ? { venceEl } : {}) });
    expect(res.statusCode).toBe(201);
    return { ...s, foto, card: res.json() as { id: string; token: string; qrUrl: string; version: number; venceEn: string } };
  }

  /** The answer holds none of the holder's personal data beyond the name. */
  function noPersonalData(body: string, h: { curp: string | null; fecha_nacimiento: string | null; direccion: string; telefono: string; email: string }) {
    for (const secret of [h.curp!, h.fecha_nacimiento!, h.direccion, h.telefono, h.email, '1984', 'Morelos']) expect(body).not.toContain(secret);
  }

  test('a vigente card says so with its name, photo and cliente, and nothing else; its QR is genuine', async () => {
    const { card, habitante, foto } = await issued();
    const pub = btPublic(env);
    const res = await pub.verificar(card.id, card.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const v: BtVerificacion = res.json();
    expect(Object.keys(v).sort()).toEqual(VERIFICACION_KEYS);
    expect(Object.keys(v.cliente).sort()).toEqual(['logo', 'nombre']);
    expect(v).toMatchObject({ id: card.id, estado: 'vigente', firma: 'genuina', nombre: 'Rosalba Quintero Díaz', venceEn: card.venceEn, revocadaEn: null });
    noPersonalData(res.body, habitante);
    expect((await pub.verificar(card.id)).json().firma).toBe('ausente');
    // the QR's own URL, as a phone camera opens it
    const url = new URL(card.qrUrl);
    expect(url.pathname).toBe(`/btid/${card.id}`);
    expect((await pub.verificar(card.id, url.searchParams.get('s')!)).json().firma).toBe('genuina');
    const photo = await env.inject({ method: 'GET', url: v.fotoUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(foto)).toBe(true);
    expect((await pub.verificar('no-existe')).json()).toMatchObject({ statusCode: 404, code: 'bettaid.not_found' });
  });

  test('a template’s own logo is public (it is printed on every card) and names the cliente on the verification', async () => {
    const { api, plantilla, card } = await issued();
    const logo = photoPng(120, 120);
    const withLogo = (await api.subirLogo(plantilla.id, (await api.plantilla(plantilla.id)).json().version, logo)).json();
    const v = (await btPublic(env).verificar(card.id)).json();
    expect(v.cliente.logo).toBe(withLogo.logoUrl);
    const res = await env.inject({ method: 'GET', url: v.cliente.logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(logo)).toBe(true);
    expect((await env.inject({ method: 'GET', url: btPath(BT_PUBLIC_PATHS.logo, { plantillaId: 'no-existe' }) })).json()).toMatchObject({ statusCode: 404, code: 'bettaid.logo_not_found' });
  });

  test('a forged or altered QR is refused: another signature, another card’s token, another cliente’s key, garbage', async () => {
    const { card } = await issued();
    const { card: other } = await issued();
    const pub = btPublic(env);
    const parts = card.token.split('.');
    const sig = parts[7]!;
    const flipped = [...parts.slice(0, 7), `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`].join('.');
    const longer = [...parts.slice(0, 5), (parts[5] === 'zzzzzz' ? 'zzzzzy' : 'zzzzzz'), ...parts.slice(6)].join('.');
    const foreign = await newTenant(env, 'falsa', ['sig', 'bettaid']);
    const theirs = await env.app.firmas.sign({ kind: 'C', clienteId: foreign.id, scope: parts[3]!, id: card.id, exp: Number.parseInt(parts[5]!, 36) });
    const ticket = await env.app.firmas.sign({ kind: 'T', clienteId: env.demoId, scope: parts[3]!, id: card.id, exp: Number.parseInt(parts[5]!, 36) });
    for (const s of [flipped, longer, other.token, theirs, ticket, 'SIG1.C.x', 'cualquier-cosa', '']) {
      const v = (await pub.verificar(card.id, s)).json();
      expect({ s, firma: v.firma }).toEqual({ s, firma: 'falsificada' });
      expect(v.estado).toBe('vigente');
    }
  });

  test('revoking shows at once: revocada, no photo, on the revocation list an offline checker reads with the published keys', async () => {
    const { api, card, habitante } = await issued();
    const pub = btPublic(env);
    const claves: FirmaClavesResponse = (await env.inject({ method: 'GET', url: btPath(FIRMA_PATHS.claves, { clienteId: env.demoId }) })).json();
    // offline, before: the token verifies with the downloaded keys and the card is not on the list
    expect(await verifyFirma(card.token, claves.claves, env.clock.fn().getTime())).toMatchObject({ ok: true, claims: { id: card.id, kind: 'C', clienteId: env.demoId } });
    expect((await pub.revocadas(env.demoId)).json().revocadas.map((r: { id: string }) => r.id)).not.toContain(card.id);

    expect((await api.revocar(card.id, { motivo: 'Robo denunciado', version: card.version })).statusCode).toBe(200);
    const v = (await pub.verificar(card.id, card.token)).json();
    expect(v).toMatchObject({ estado: 'revocada', revocadaEn: env.clock.fn().toISOString(), fotoUrl: null, firma: 'genuina' });
    noPersonalData(JSON.stringify(v), habitante);
    expect(JSON.stringify(v)).not.toContain('Robo');
    expect((await pub.foto(card.id)).statusCode).toBe(404);

    const list = await pub.revocadas(env.demoId);
    expect(list.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(list.json()).toMatchObject({ clienteId: env.demoId, generadoEn: env.clock.fn().toISOString() });
    expect(list.json().revocadas).toContainEqual({ id: card.id, revocadaEn: env.clock.fn().toISOString() });
    expect(Object.keys(list.json().revocadas[0]).sort()).toEqual(['id', 'revocadaEn']);
    expect((await pub.revocadas('00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ statusCode: 404, code: 'bettaid.cliente_not_found' });
    // the other cliente of the tests has no BettaID: it publishes no list
    expect((await pub.revocadas(env.otherId)).statusCode).toBe(404);
  });

  test('past its last day a card reads vencida (its QR still genuine), and leaves the revocation list', async () => {
    const { api, card } = await issued('2026-01-20');
    await api.revocar(card.id, { motivo: 'Prueba de vencimiento', version: card.version });
    const { card: live } = await issued('2026-01-20');
    const pub = btPublic(env);
    expect((await pub.verificar(live.id, live.token)).json()).toMatchObject({ estado: 'vigente', firma: 'genuina' });
    expect((await pub.revocadas(env.demoId)).json().revocadas.map((r: { id: string }) => r.id)).toContain(card.id);
    env.clock.advance(6 * DAY_MS);
    const v = (await pub.verificar(live.id, live.token)).json();
    expect(v).toMatchObject({ estado: 'vencida', firma: 'genuina' });
    expect(v.fotoUrl).not.toBeNull();
    expect((await pub.revocadas(env.demoId)).json().revocadas.map((r: { id: string }) => r.id)).not.toContain(card.id);
  });

  test('a cliente that no longer has BettaID verifies, shows and lists nothing', async () => {
    const t = await newTenant(env, 'baja', ['sig', 'midb', 'bettaid']);
    const s = await cardSetup(env, t.admin, t.id);
    const foto = photoPng(130, 150);
    await s.api.subirFoto(foto);
    const card = (await s.api.emitir({ plantillaId: s.plantilla.id, habitanteId: s.habitante.id, fotoSha256: sha256(foto) })).json();
    const pub = btPublic(env);
    expect((await pub.verificar(card.id, card.token)).json().estado).toBe('vigente');
    await identity.setClienteProducts(env.app.db, t.id, ['sig', 'midb']);
    expect((await pub.verificar(card.id, card.token)).json()).toMatchObject({ statusCode: 404, code: 'bettaid.not_found' });
    expect((await pub.foto(card.id)).statusCode).toBe(404);
    expect((await pub.revocadas(t.id)).json()).toMatchObject({ statusCode: 404, code: 'bettaid.cliente_not_found' });
    const session = await habitanteSession(env, t.id, s.habitante.id);
    expect((await pub.mia({ cliente: t.slug, habitanteId: s.habitante.id, tipoId: s.plantilla.id }, session)).json()).toMatchObject({ statusCode: 404, code: 'bettaid.cliente_not_found' });
  });

  test('the holder’s own card needs their session; it shows their fields and prints', async () => {
    // a fresh token: another test may have moved the clock past the suite's
    admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { card, habitante, plantilla } = await issued();
    const api = btApi(env, admin);
    await api.editarPlantilla(plantilla.id, { campos: ['nombre', 'curp', 'fechaNacimiento', 'folio', 'vigencia'], version: plantilla.version });
    const pub = btPublic(env);
    const params = { cliente: 'demo', habitanteId: habitante.id, tipoId: plantilla.id };
    expect((await pub.mia(params)).json()).toMatchObject({ statusCode: 401, code: 'bettaid.sesion' });
    const stranger = await cardSetup(env, admin, env.demoId);
    expect((await pub.mia(params, await habitanteSession(env, env.demoId, stranger.habitante.id))).json()).toMatchObject({ statusCode: 401, code: 'bettaid.sesion' });
    expect((await pub.mia(params, await habitanteSession(env, env.otherId, habitante.id))).json()).toMatchObject({ statusCode: 401, code: 'bettaid.sesion' });
    expect((await pub.mia(params, 'no-es-sesion')).json()).toMatchObject({ statusCode: 401, code: 'bettaid.sesion' });

    const session = await habitanteSession(env, env.demoId, habitante.id);
    const res = await pub.mia(params, session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const mine = res.json();
    expect(mine.credencial).toMatchObject({ id: card.id, estado: 'vigente' });
    expect(mine.campos).toEqual([
      { campo: 'nombre', valor: 'Rosalba Quintero Díaz' },
      { campo: 'curp', valor: habitante.curp },
      { campo: 'fechaNacimiento', valor: '09/03/1984' },
      { campo: 'folio', valor: mine.credencial.folio },
      { campo: 'vigencia', valor: expect.stringMatching(/^\d{2}\/01\/2029$/) },
    ]);
    expect(mine.qrUrl).toBe(card.qrUrl);
    const pdf = await pub.mia(params, session, true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await pub.mia({ ...params, tipoId: 'otra' }, session)).json()).toMatchObject({ statusCode: 404, code: 'bettaid.sin_credencial' });
    expect((await pub.mia({ ...params, cliente: 'otro' }, session)).json()).toMatchObject({ statusCode: 404, code: 'bettaid.cliente_not_found' });
  });
});
