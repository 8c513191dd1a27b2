import { AUTH_PATHS, TicketChangeResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, ticketIdFrom, type TestEnv } from '../../testing/testApp';
import { createPendingUser, hashTicketId, identity } from '../../core';

describe.each(testDatabases())('recovery and activation on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind);
  });
  afterAll(() => env.close());

  const post = (url: string, payload: object) => env.inject({ method: 'POST', url, payload });
  const login = (email: string, password: string) => post(AUTH_PATHS.login, { email, password });
  const SENT = { status: 200, msg: 'Si el correo está registrado, te enviamos un enlace.' };

  test('recovery end to end through the outbox', async () => {
    await makeUser(env, 'olvido@demo.sig', 'Consulta');
    const oldToken = await env.login('olvido@demo.sig', USER_PASSWORD);
    const res = await post(AUTH_PATHS.recovery, { email: ' Olvido@Demo.sig ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SENT, data: { email: 'olvido@demo.sig' } });

    const mail = (await env.outbox()).filter((m) => m.to === 'olvido@demo.sig');
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Recupera tu contraseña de SIG');
    expect(mail[0].text).toContain('http://portal.test/recovery/');
    expect(mail[0].text).toMatch(/\/recovery\/[A-Za-z0-9_-]+\/demo\n/);
    const id = ticketIdFrom(mail[0].text);
    // the .eml file holds the same link
    expect(env.emlFiles().some((eml) => eml.includes(id) && eml.includes('To: olvido@demo.sig'))).toBe(true);
    // only the hash of the id is stored
    const stored = await env.app.db.selectFrom('tickets').select('id_hash').execute();
    expect(stored.map((t) => t.id_hash)).toContain(hashTicketId(id));
    expect(stored.map((t) => t.id_hash)).not.toContain(id);

    expect((await post(AUTH_PATHS.recoveryCheck, { _id: id })).json()).toEqual({ email: 'olvido@demo.sig' });
    // a recovery id is not an activation id
    expect((await post(AUTH_PATHS.activeCheck, { _id: id })).json()).toEqual({});

    const weak = await post(AUTH_PATHS.recoveryChange, { _id: id, password: 'iloveyou1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'password.common', field: 'password' });

    const change = await post(AUTH_PATHS.recoveryChange, { _id: id, password: 'Nueva-clave-segura-42' });
    expect(change.statusCode).toBe(200);
    expect(TicketChangeResponse.parse(change.json())).toEqual({ status: 200, msg: 'Contraseña restablecida.', data: { email: 'olvido@demo.sig' } });

    expect((await login('olvido@demo.sig', USER_PASSWORD)).statusCode).toBe(401);
    expect((await login('olvido@demo.sig', 'Nueva-clave-segura-42')).statusCode).toBe(200);
    // the old session is revoked
    expect((await env.inject({ method: 'GET', url: AUTH_PATHS.accessToken, token: oldToken })).statusCode).toBe(401);

    // single use
    expect((await post(AUTH_PATHS.recoveryCheck, { _id: id })).json()).toEqual({});
    const reuse = await post(AUTH_PATHS.recoveryChange, { _id: id, password: 'Otra-clave-segura-43' });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json()).toMatchObject({ code: 'ticket.not_found', message: expect.stringContaining('Recuperación no encontrada') });
    expect((await login('olvido@demo.sig', 'Nueva-clave-segura-42')).statusCode).toBe(200);
  });

  test('an expired recovery ticket is refused', async () => {
    await makeUser(env, 'tarde@demo.sig', 'Consulta');
    await post(AUTH_PATHS.recovery, { email: 'tarde@demo.sig' });
    const mail = (await env.outbox()).filter((m) => m.to === 'tarde@demo.sig');
    const id = ticketIdFrom(mail[0].text);
    env.clock.advance(59 * 60 * 1000);
    expect((await post(AUTH_PATHS.recoveryCheck, { _id: id })).json()).toEqual({ email: 'tarde@demo.sig' });
    env.clock.advance(2 * 60 * 1000);
    expect((await post(AUTH_PATHS.recoveryCheck, { _id: id })).json()).toEqual({});
    const res = await post(AUTH_PATHS.recoveryChange, { _id: id, password: 'Nueva-clave-segura-42' });
    expect(res.statusCode).toBe(404);
    expect((await login('tarde@demo.sig', USER_PASSWORD)).statusCode).toBe(200);
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const before = (await env.outbox()).length;
    const res = await post(AUTH_PATHS.recovery, { email: 'nadie@demo.sig' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SENT, data: { email: 'nadie@demo.sig' } });
    expect((await env.outbox()).length).toBe(before);
  });

  test('bad input -> 400 naming the field', async () => {
    const res = await post(AUTH_PATHS.recovery, { email: 'no-es-correo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field: 'email' });
    const badId = await post(AUTH_PATHS.recoveryCheck, { _id: 'corto' });
    expect(badId.json()).toMatchObject({ statusCode: 400, field: '_id' });
    const badPw = await post(AUTH_PATHS.recoveryChange, { _id: 'x'.repeat(43), password: 'corta' });
    expect(badPw.json()).toMatchObject({ statusCode: 400, field: 'password' });
    const unknown = await post(AUTH_PATHS.recoveryChange, { _id: 'x'.repeat(43), password: 'Nueva-clave-segura-42' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ticket.not_found');
  });

  test('activation of an invited user end to end', async () => {
    const { user } = await createPendingUser(env.app.authDeps, { email: 'invitada@demo.sig', displayName: 'Invitada', clienteSlug: 'demo', roleName: 'Consulta' });
    expect(user.status).toBe('pending');
    const mail = (await env.outbox()).filter((m) => m.to === 'invitada@demo.sig');
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Activa tu cuenta de SIG');
    expect(mail[0].text).toContain('Municipio Demo');
    const id = ticketIdFrom(mail[0].text);
    expect(mail[0].text).toContain(`http://portal.test/active/${id}`);

    // not activated: answered as an unknown e-mail would be
    expect((await login('invitada@demo.sig', 'Nueva-clave-segura-42')).json().code).toBe('auth.invalid_credentials');
    expect((await post(AUTH_PATHS.activeCheck, { _id: id })).json()).toEqual({ email: 'invitada@demo.sig' });
    expect((await post(AUTH_PATHS.recoveryCheck, { _id: id })).json()).toEqual({});

    const res = await post(AUTH_PATHS.activeChange, { _id: id, password: 'Nueva-clave-segura-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, msg: 'Activación finalizada.', data: { email: 'invitada@demo.sig' } });
    expect((await identity.findUserByEmail(env.app.db, 'invitada@demo.sig'))!.status).toBe('active');

    const signedIn = await login('invitada@demo.sig', 'Nueva-clave-segura-42');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().role).toEqual(['DashboardAnalytics', 'Home', 'SigVerReporte', 'SigVerSolicitudes']);
    expect((await post(AUTH_PATHS.activeChange, { _id: id, password: 'Otra-clave-segura-43' })).statusCode).toBe(404);
    expect((await post(AUTH_PATHS.activeCheck, { _id: id })).json()).toEqual({});
  });

  test('activation tickets last 7 days', async () => {
    await createPendingUser(env.app.authDeps, { email: 'semana@demo.sig', clienteSlug: 'demo', roleName: 'Consulta' });
    const id = ticketIdFrom((await env.outbox()).filter((m) => m.to === 'semana@demo.sig')[0].text);
    env.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await post(AUTH_PATHS.activeCheck, { _id: id })).json()).toEqual({});
    const res = await post(AUTH_PATHS.activeChange, { _id: id, password: 'Nueva-clave-segura-42' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('Activación no encontrada');
  });

  test('a pending user asking for recovery gets a fresh activation link', async () => {
    await createPendingUser(env.app.authDeps, { email: 'perdida@demo.sig', clienteSlug: 'demo', roleName: 'Consulta' });
    await post(AUTH_PATHS.recovery, { email: 'perdida@demo.sig' });
    const mails = (await env.outbox()).filter((m) => m.to === 'perdida@demo.sig');
    expect(mails).toHaveLength(2);
    expect((await post(AUTH_PATHS.activeCheck, { _id: ticketIdFrom(mails[1].text) })).json()).toEqual({ email: 'perdida@demo.sig' });
  });

  test('the administrator is untouched by all of this', async () => {
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
