import { HabitanteCodeSent, HabitanteSession, OTP_MAX_TRIES, OTP_MINUTES, OTP_RESEND_SECONDS, formatFollowCode } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { caseApi, caseCounts, caseTenant, UBICACION, type CaseTenant } from '../../testing/caseApi';
import { curp, filingBody, lastCodeTo, PERSONA, publicApi, registro, ROOMY_LIMITS, type PublicApi, openCitizensSuite } from './citizens.testkit';
import { CODES_PER_HOUR } from './habitanteCodes';

/*
 * Issue 19 item 5: a CURP is printed on many papers, so knowing one must not let anyone file in that
 * person's name. Filing as a habitante takes a session that only a code sent to the person's e-mail or
 * phone on file gives (or registering a new record).
 */

const PHONE_ON_FILE = PERSONA.telefono;

describe.each(testDatabases())('proving a habitante by one-time code on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;

  beforeAll(async () => ({ env, t, other, api } = await openCitizensSuite(db, 'prueba', 'vecino')));
  afterAll(() => env.close());

  let n = 0;
  /** A registered habitante (its registration's own session thrown away, as a stranger who knows only the CURP would have). */
  async function registered(extra: object = {}): Promise<{ curp: string; id: string }> {
    n++;
    const c = curp(`PURE${String(800101 + n).padStart(6, '0')}HDFRRN`);
    const s = await api.newHabitante(registro(c, extra));
    return { curp: c, id: s.habitante.id };
  }
  const casesOf = (habitanteId: string) => env.app.db.selectFrom('cases').select(['id', 'habitante_id', 'contacto_email']).where('habitante_id', '=', habitanteId).execute();

  test('a registered CURP cannot be used to file in that person’s name without the code: habitanteId alone → 401, nothing filed', async () => {
    const h = await registered();
    const before = await caseCounts(env, t.id);
    for (const kind of ['reporte', 'solicitud'] as const) {
      const res = await api.file(kind, filingBody(t, kind, { habitanteId: h.id }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'citizen.session_required', field: 'habitanteId' });
    }
    // a made-up, a staff token and a tampered session are no session either
    const forged = await api.file('reporte', filingBody(t, 'reporte', { habitanteId: h.id }), 'eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(forged.statusCode).toBe(401);
    expect((await api.file('reporte', filingBody(t, 'reporte', { habitanteId: h.id }), t.clerk)).statusCode).toBe(401);
    expect(await caseCounts(env, t.id)).toEqual(before);
    expect(await casesOf(h.id)).toEqual([]);
  });

  // before any test moves the clock past the staff token's hour
  test('staff intake with the citizen’s e-mail mails the folio and a follow code that opens the case', async () => {
    const email = 'mostrador@correo.mx';
    const d = await caseApi(env, t.clerk, 'reporte').add({ tipoId: t.tipos.reporte['Bache'], descripcion: 'Tomado en ventanilla', ubicacion: UBICACION, contacto: { nombre: 'Don Pepe', email } });
    const mail = (await env.outbox()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    const code = mail[0]!.text.match(/#codigo=([A-Z0-9]{8})/)![1]!;
    const res = await api.followWithCode(d.folio, code);
    expect(res.json()).toMatchObject({ folio: d.folio, detalle: { tipo: { nombre: 'Bache' } } });
  });

  test('e-mail code: both channels on file → the person chooses; the code works once and gives a session that files in their name', async () => {
    const h = await registered();
    const choose = await api.askCode({ curp: h.curp });
    expect(choose.statusCode).toBe(200);
    expect(HabitanteCodeSent.parse(choose.json())).toEqual({
      nombre: 'María',
      cliente: t.slug,
      canales: [
        { canal: 'email', destino: 'm•••@correo.mx' },
        { canal: 'telefono', destino: '•••• ••32' },
      ],
      enviado: null,
      reenviarEn: 0,
      expiraEn: OTP_MINUTES * 60,
    });
    expect((await env.outbox()).filter((m) => m.to === PERSONA.email)).toHaveLength(0);
    expect(choose.body).not.toContain(h.id);

    const sent = await api.askCode({ curp: h.curp, canal: 'email' });
    expect(sent.json()).toMatchObject({ enviado: { canal: 'email', destino: 'm•••@correo.mx' }, reenviarEn: OTP_RESEND_SECONDS });
    const code = await lastCodeTo(env, PERSONA.email);
    // only a salted hash is stored
    const row = await env.app.db.selectFrom('habitante_codes').selectAll().where('habitante_id', '=', h.id).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.canal).toBe('email');

    const ok = await api.verify({ curp: h.curp, codigo: code });
    expect(ok.statusCode).toBe(200);
    const session = HabitanteSession.parse(ok.json());
    expect(session.habitante).toEqual({ id: h.id, nombre: 'María', cliente: t.slug, existente: true });
    expect(Date.parse(session.expiresAt) - env.clock.fn().getTime()).toBe(60 * 60_000);

    const again = await api.verify({ curp: h.curp, codigo: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'citizen.code_expired', field: 'codigo' });

    // the session names the habitante: with or without habitanteId in the body
    const a = await api.filed('solicitud', filingBody(t, 'solicitud', { habitanteId: h.id }), session.token);
    const b = await api.filed('reporte', filingBody(t, 'reporte'), session.token);
    expect((await casesOf(h.id)).map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    // another habitante's id with this session → 401
    const someoneElse = await registered();
    const mismatch = await api.file('reporte', filingBody(t, 'reporte', { habitanteId: someoneElse.id }), session.token);
    expect(mismatch.statusCode).toBe(401);

    // it lasts an hour
    env.clock.advance(60 * 60_000 + 1000);
    const late = await api.file('reporte', filingBody(t, 'reporte'), session.token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'citizen.session_required' });
  });

  test('phone code: goes to the SMS outbox; a link’s habitanteId works instead of the CURP; one channel on file is sent at once', async () => {
    const h = await registered({ email: '' });
    const sent = await api.askCode({ habitanteId: h.id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ canales: [{ canal: 'telefono', destino: '•••• ••32' }], enviado: { canal: 'telefono' } });
    const sms = (await env.outbox()).filter((m) => m.to === PHONE_ON_FILE);
    expect(sms[sms.length - 1]).toMatchObject({ subject: 'SMS', text: expect.stringContaining('Municipio prueba') });
    expect(env.emlFiles().length).toBeGreaterThan(0);
    const ok = await api.verify({ habitanteId: h.id, codigo: await lastCodeTo(env, PHONE_ON_FILE) });
    expect(ok.statusCode).toBe(200);
    // asking for a channel not on file
    env.clock.advance(OTP_RESEND_SECONDS * 1000);
    const noMail = await api.askCode({ habitanteId: h.id, canal: 'email' });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json()).toMatchObject({ code: 'citizen.no_contact', field: 'canal' });
  });

  test('no e-mail and no phone on file → 409 no_contact, nothing sent', async () => {
    const h = await registered({ email: '', telefono: '' });
    const before = (await env.outbox()).length;
    const res = await api.askCode({ curp: h.curp });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'citizen.no_contact' });
    expect((await env.outbox()).length).toBe(before);
  });

  test('wrong codes are counted: after the limit even the right one is refused', async () => {
    const h = await registered();
    await api.askCode({ curp: h.curp, canal: 'email' });
    const code = await lastCodeTo(env, PERSONA.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_TRIES; i++) {
      const res = await api.verify({ curp: h.curp, codigo: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'citizen.code_wrong', field: 'codigo' });
    }
    const last = await api.verify({ curp: h.curp, codigo: wrong });
    expect(last.json()).toMatchObject({ code: 'citizen.code_locked' });
    const right = await api.verify({ curp: h.curp, codigo: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'citizen.code_locked' });
    const row = await env.app.db.selectFrom('habitante_codes').select(['tries', 'used_at']).where('habitante_id', '=', h.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ tries: OTP_MAX_TRIES, used_at: null });
  });

  test('simultaneous guesses cannot pass the tries limit', async () => {
    const h = await registered();
    await api.askCode({ curp: h.curp, canal: 'email' });
    const code = await lastCodeTo(env, PERSONA.email);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((codigo) => api.verify({ curp: h.curp, codigo })));
    const row = await env.app.db.selectFrom('habitante_codes').select('tries').where('habitante_id', '=', h.id).executeTakeFirstOrThrow();
    expect(row.tries).toBe(OTP_MAX_TRIES);
  });

  test('a code expires after its minutes; malformed codes name the field', async () => {
    const h = await registered();
    await api.askCode({ curp: h.curp, canal: 'email' });
    const code = await lastCodeTo(env, PERSONA.email);
    env.clock.advance(OTP_MINUTES * 60_000);
    const late = await api.verify({ curp: h.curp, codigo: code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'citizen.code_expired' });
    for (const codigo of ['12345', '1234567', 'abcdef', '12\u00003456']) {
      const bad = await api.verify({ curp: h.curp, codigo });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'codigo' });
    }
    const both = await api.askCode({ curp: h.curp, habitanteId: h.id });
    expect(both.statusCode).toBe(400);
  });

  test('per habitante: one code a minute, a few an hour (429 with retry-after); only the newest code counts', async () => {
    const h = await registered();
    await api.askCode({ curp: h.curp, canal: 'email' });
    const first = await lastCodeTo(env, PERSONA.email);
    const tooSoon = await api.askCode({ curp: h.curp, canal: 'email' });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBe(OTP_RESEND_SECONDS);
    // another address changes nothing: the limit is the person's
    expect((await api.askCode({ curp: h.curp, canal: 'email' }, '10.1.2.3')).statusCode).toBe(429);

    env.clock.advance(OTP_RESEND_SECONDS * 1000);
    expect((await api.askCode({ curp: h.curp, canal: 'email' })).statusCode).toBe(200);
    const second = await lastCodeTo(env, PERSONA.email);
    if (first !== second) expect((await api.verify({ curp: h.curp, codigo: first })).json()).toMatchObject({ code: 'citizen.code_wrong' });
    for (let i = 2; i < CODES_PER_HOUR; i++) {
      env.clock.advance(OTP_RESEND_SECONDS * 1000);
      expect((await api.askCode({ curp: h.curp, canal: 'email' })).statusCode).toBe(200);
    }
    env.clock.advance(OTP_RESEND_SECONDS * 1000);
    const capped = await api.askCode({ curp: h.curp, canal: 'email' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'rate_limited' });
    expect((await env.app.db.selectFrom('habitante_codes').select('id').where('habitante_id', '=', h.id).execute()).length).toBe(CODES_PER_HOUR);
  });

  test('across clientes: a CURP, a code or a session of one cliente does nothing in another', async () => {
    const h = await registered();
    const otro = publicApi(env, other.slug);
    expect((await otro.askCode({ curp: h.curp })).statusCode).toBe(404);
    expect((await otro.askCode({ habitanteId: h.id })).statusCode).toBe(404);
    await api.askCode({ curp: h.curp, canal: 'email' });
    const code = await lastCodeTo(env, PERSONA.email);
    const elsewhere = await otro.verify({ curp: h.curp, codigo: code });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'citizen.code_expired' });
    const session = HabitanteSession.parse((await api.verify({ curp: h.curp, codigo: code })).json());

    const before = await caseCounts(env, other.id);
    for (const body of [filingBody(other, 'reporte', { habitanteId: h.id }), filingBody(other, 'reporte')]) {
      const res = await otro.file('reporte', body, session.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'citizen.session_required' });
    }
    expect(await caseCounts(env, other.id)).toEqual(before);
    // nor is a habitante session a staff token
    const staff = await env.inject({ method: 'GET', url: '/api/1.0/sig/getreportes', token: session.token });
    expect(staff.statusCode).toBe(401);
  });

  test('anonymous filing keeps the contact the citizen typed, links no habitante, and mails the folio with its follow code', async () => {
    const email = 'anonima@correo.mx';
    const f = await api.filed('reporte', filingBody(t, 'reporte', { contacto: { nombre: 'Vecina', telefono: '55 1111 2222', email } }));
    const stored = await env.app.db.selectFrom('cases').select(['habitante_id', 'contacto_nombre', 'contacto_telefono', 'contacto_email']).where('id', '=', f.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ habitante_id: null, contacto_nombre: 'Vecina', contacto_telefono: '55 1111 2222', contacto_email: email });
    const mail = (await env.outbox()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(f.folio);
    expect(mail[0]!.text).toContain(formatFollowCode(f.codigo));
    expect(mail[0]!.text).toContain(`/act/folio/${t.slug}/${f.folio}#codigo=${f.codigo}`);
    const bad = await api.file('reporte', filingBody(t, 'reporte', { contacto: { email: 'no-es-correo' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'contacto.email' });
  });

});

describe.each(testDatabases())('rate limits of the code routes on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  beforeAll(async () => {
    env = await startTestApp(db, {
      rateLimits: { ...ROOMY_LIMITS, habitanteCodePerAddress: { max: 3, windowMs: 60 * 60_000 }, habitanteVerifyPerAddress: { max: 4, windowMs: 60 * 60_000 } },
    });
    t = await caseTenant(env, 'limite');
  });
  afterAll(() => env.close());

  test('asking for codes and checking them stop per address with the usual 429; another address goes on', async () => {
    const api = publicApi(env, t.slug);
    const curps = ['LIMA700101HDFRRN', 'LIMB700101HDFRRN', 'LIMC700101HDFRRN', 'LIMD700101HDFRRN'].map(curp);
    for (const c of curps) await api.newHabitante(registro(c, { telefono: '' }));
    for (const c of curps.slice(0, 3)) expect((await api.askCode({ curp: c })).statusCode).toBe(200);
    const blocked = await api.askCode({ curp: curps[3] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect((await api.askCode({ curp: curps[3] }, '10.9.8.7')).statusCode).toBe(200);

    for (let i = 0; i < 4; i++) expect((await api.verify({ curp: curps[0], codigo: '000000' })).statusCode).toBe(400);
    expect((await api.verify({ curp: curps[0], codigo: '000000' })).statusCode).toBe(429);
  });
});
