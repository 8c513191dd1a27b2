import { ADMIN_PATHS, AdminActionResponse, INVITATION_PATHS, UsersResponse, adminPath } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { namesOf } from '../../testing/tenants';
import { createActiveUser, identity } from '../../core';

/*
 * Issue 19, item 1: the administrator of another cliente (here 'otro', as anyone who registers a new
 * municipality is) invites an e-mail that already has an account. Every step of the reproduction is
 * refused or harmless, the account's owner decides by a mailed link, and nothing changes in the demo cliente.
 */
describe.each(testDatabases())('cross-cliente memberships on %s', (kind) => {
  let env: TestEnv;
  let attacker: string;
  let demoAdmin: string;
  let otroRoles: Record<string, string>;
  beforeAll(async () => {
    env = await startTestApp(kind);
    attacker = await env.login('admin@otro.sig', USER_PASSWORD);
    demoAdmin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    otroRoles = await namesOf(env, 'roles', env.otherId);
  });
  afterAll(() => env.close());

  const invite = (token: string, email: string, displayName?: string) =>
    env.inject({ method: 'POST', url: ADMIN_PATHS.users, token, payload: { email, displayName, roleIds: [otroRoles['Consulta']] } });
  const action = (token: string, path: string, id: string) => env.inject({ method: 'POST', url: adminPath(path, id), token });
  const patch = (token: string, id: string, payload: object) => env.inject({ method: 'PATCH', url: adminPath(ADMIN_PATHS.user, id), token, payload });
  const idOf = async (email: string) => (await identity.findUserByEmail(env.app.db, email))!.id;
  const account = async (email: string) => (await identity.findUserByEmail(env.app.db, email))!;
  const tokenWorks = async (token: string) => (await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token })).statusCode === 200;
  const reportes = (token: string) => env.inject({ method: 'GET', url: '/api/1.0/sig/getreportes', token });
  const linkFor = async (email: string) => {
    const mail = (await env.outbox()).filter((m) => m.to === email).pop()!;
    const m = /\/invitacion\/([A-Za-z0-9_-]{16,})/.exec(mail.text);
    if (!m) throw new Error(`no invitation link in: ${mail.text}`);
    return m[1];
  };
  const answer = (path: string, id: string) => env.inject({ method: 'POST', url: path, payload: { _id: id } });
  const clientsOf = async (token: string) =>
    ((await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token })).json().user.clients as { slug: string }[]).map((c) => c.slug).sort();
  const demoAudit = async (id: string) =>
    knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=user&id=${id}`, token: demoAdmin })).json()).items;

  test('a platform-disabled account is not brought back by another cliente', async () => {
    await makeUser(env, 'baja@demo.sig', 'Consulta');
    const id = await idOf('baja@demo.sig');
    await identity.setUserStatus(env.app.db, id, 'disabled', env.clock.fn().toISOString()); // what `sig disable` does
    const res = await invite(attacker, 'baja@demo.sig');
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Invitación enviada.');
    expect((await action(attacker, ADMIN_PATHS.userEnable, id)).statusCode).toBe(200);
    expect((await account('baja@demo.sig')).status).toBe('disabled');
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: 'baja@demo.sig', password: USER_PASSWORD } });
    expect(login.statusCode).not.toBe(200);
    // even once the person accepts, only a master user re-enables an account the platform disabled
    expect((await answer(INVITATION_PATHS.accept, await linkFor('baja@demo.sig'))).statusCode).toBe(200);
    const again = await action(attacker, ADMIN_PATHS.userEnable, id);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'admin.account_disabled' });
    expect((await account('baja@demo.sig')).status).toBe('disabled');
  });

  test("another cliente cannot sign the demo cliente's owner out, before or after acceptance", async () => {
    const ownerId = await idOf(ADMIN_EMAIL);
    const versionBefore = (await account(ADMIN_EMAIL)).token_version;
    expect((await invite(attacker, ADMIN_EMAIL)).statusCode).toBe(200);
    expect((await action(attacker, ADMIN_PATHS.userDisable, ownerId)).statusCode).toBe(200);
    expect(await tokenWorks(demoAdmin)).toBe(true);
    expect((await reportes(demoAdmin)).statusCode).toBe(200);
    // the owner accepts; 'otro' disables its own membership: the demo cliente carries on
    expect((await action(attacker, ADMIN_PATHS.userEnable, ownerId)).statusCode).toBe(200);
    expect((await answer(INVITATION_PATHS.accept, await linkFor(ADMIN_EMAIL))).statusCode).toBe(200);
    const fresh = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await clientsOf(fresh)).toEqual(['demo', 'otro']);
    const disabled = await action(attacker, ADMIN_PATHS.userDisable, ownerId);
    expect(disabled.json().user.status).toBe('disabled');
    expect(await tokenWorks(demoAdmin)).toBe(true);
    expect((await reportes(demoAdmin)).statusCode).toBe(200);
    expect((await account(ADMIN_EMAIL)).token_version).toBe(versionBefore);
    expect(await clientsOf(demoAdmin)).toEqual(['demo']);
    // the owner still signs in, into the demo cliente
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.json().cliente.slug).toBe('demo');
  });

  test("another cliente cannot rewrite an account's name, phone or photo; it may set the roles it gives", async () => {
    await makeUser(env, 'perfil@demo.sig', 'Consulta');
    const id = await idOf('perfil@demo.sig');
    const before = await account('perfil@demo.sig');
    await invite(attacker, 'perfil@demo.sig', 'Quien sea');
    for (const body of [{ displayName: 'Hackeado' }, { phone: '000' }, { photoURL: 'https://malo.test/x.png' }]) {
      const res = await patch(attacker, id, body);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'admin.profile_locked', field: Object.keys(body)[0] });
    }
    expect((await patch(attacker, id, { roleIds: [otroRoles['Administrador']] })).statusCode).toBe(200);
    // accepted, the account now also works elsewhere: still the person's own profile
    await answer(INVITATION_PATHS.accept, await linkFor('perfil@demo.sig'));
    expect((await patch(attacker, id, { displayName: 'Hackeado' })).json()).toMatchObject({ statusCode: 403, code: 'admin.profile_locked' });
    const after = await account('perfil@demo.sig');
    expect([after.display_name, after.phone, after.photo_url]).toEqual([before.display_name, before.phone, before.photo_url]);
    // its own single cliente still edits the profile of an account that works only there
    const own = await makeUser(env, 'solo.demo@demo.sig', 'Consulta').then(() => idOf('solo.demo@demo.sig'));
    expect((await patch(demoAdmin, own, { displayName: 'Nombre corregido' })).statusCode).toBe(200);
  });

  test('until acceptance the inviting cliente sees only what it typed; the invite answers alike for new and existing e-mails', async () => {
    await makeUser(env, 'existe@demo.sig', 'Consulta');
    await env.app.db.updateTable('users').set({ display_name: 'Nombre Secreto', phone: '33 9999 0000', photo_url: 'https://fotos.test/s.png' }).where('email', '=', 'existe@demo.sig').execute();
    const existing = await invite(attacker, 'existe@demo.sig', 'Invitada');
    const fresh = await invite(attacker, 'nadie.aun@otro.sig', 'Invitada');
    const shape = (res: typeof existing) => {
      const { msg, user } = AdminActionResponse.parse(res.json());
      const { id: _id, email: _email, createdAt: _createdAt, ...rest } = user;
      return { status: res.statusCode, msg, rest };
    };
    expect(shape(existing)).toEqual(shape(fresh));
    const id = await idOf('existe@demo.sig');
    const read = AdminActionResponse.shape.user.parse((await env.inject({ method: 'GET', url: adminPath(ADMIN_PATHS.user, id), token: attacker })).json());
    expect(read).toMatchObject({ displayName: 'Invitada', phone: '', photoURL: '', status: 'pending', master: false });
    const search = async (q: string) => UsersResponse.parse((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.users}?q=${encodeURIComponent(q)}`, token: attacker })).json()).items.map((u) => u.id);
    expect(await search('secreto')).toEqual([]);
    expect(await search('existe@')).toEqual([id]);
    // and the person cannot work in 'otro' yet
    expect(await clientsOf(await env.login('existe@demo.sig', USER_PASSWORD))).toEqual(['demo']);
  });

  test('invitations are rate-limited per administrator', async () => {
    const env2 = await startTestApp(kind, { rateLimits: { invitePerUser: { max: 3, windowMs: 60_000 } } });
    try {
      const token = await env2.login('admin@otro.sig', USER_PASSWORD);
      const role = (await namesOf(env2, 'roles', env2.otherId))['Consulta']!;
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await env2.inject({ method: 'POST', url: ADMIN_PATHS.users, token, payload: { email: `lote${i}@x.sig`, roleIds: [role] } })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(await identity.findUserByEmail(env2.app.db, 'lote3@x.sig')).toBeUndefined();
    } finally {
      await env2.close();
    }
  });

  test('acceptance: the link shows who invites, accepting joins, the link works once; audited in both places', async () => {
    await makeUser(env, 'acepta@demo.sig', 'Consulta');
    const id = await idOf('acepta@demo.sig');
    await invite(attacker, 'acepta@demo.sig');
    const link = await linkFor('acepta@demo.sig');
    const check = await answer(INVITATION_PATHS.check, link);
    expect(check.json()).toMatchObject({ cliente: 'Municipio Otro', email: 'acepta@demo.sig', roles: ['Consulta'] });
    const accepted = await answer(INVITATION_PATHS.accept, link);
    expect(accepted.json()).toMatchObject({ status: 200, cliente: 'Municipio Otro' });
    expect(await clientsOf(await env.login('acepta@demo.sig', USER_PASSWORD))).toEqual(['demo', 'otro']);
    expect((await answer(INVITATION_PATHS.accept, link)).json()).toMatchObject({ statusCode: 404, code: 'admin.invitation_not_found', field: '_id' });
    expect((await answer(INVITATION_PATHS.check, link)).json()).toEqual({});
    // now 'otro' sees the person as they are
    const read = (await env.inject({ method: 'GET', url: adminPath(ADMIN_PATHS.user, id), token: attacker })).json();
    expect(read).toMatchObject({ status: 'active', displayName: (await account('acepta@demo.sig')).display_name, profileLocked: true });
    const otroAudit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=user&id=${id}`, token: attacker })).json()).items;
    expect(otroAudit.map((a) => a.action)).toEqual(['membership.accept', 'user.invite']);
    // the account's own history holds both; the demo cliente's audit holds nothing of 'otro'
    const history = await env.app.db.selectFrom('audit_log').select(['action', 'cliente_id']).where('entity_id', '=', id).orderBy('at').execute();
    expect(history.filter((h) => h.cliente_id === env.otherId).map((h) => h.action)).toEqual(['membership.invite', 'membership.accept']);
    expect((await demoAudit(id)).map((a) => a.action)).toEqual([]);
  });

  test('once accepted, the person switches between their clientes; a waiting or disabled membership gives no way in', async () => {
    await makeUser(env, 'dos.clientes@demo.sig', 'Consulta');
    const id = await idOf('dos.clientes@demo.sig');
    await invite(attacker, 'dos.clientes@demo.sig');
    const token = await env.login('dos.clientes@demo.sig', USER_PASSWORD);
    const switchTo = (t: string, clienteId: string) => env.inject({ method: 'POST', url: ADMIN_PATHS.switchCliente, token: t, payload: { clienteId } });
    expect((await switchTo(token, env.otherId)).json()).toMatchObject({ statusCode: 403, code: 'admin.master_only' });
    await answer(INVITATION_PATHS.accept, await linkFor('dos.clientes@demo.sig'));
    env.clock.advance(1000); // a later moment than the sign-in's, as in life
    const switched = await switchTo(token, env.otherId);
    expect(switched.statusCode).toBe(200);
    const otro = switched.json().access_token as string;
    expect(switched.json().cliente.slug).toBe('otro');
    expect(switched.json().role).toEqual(['Home', 'SigVerReporte', 'SigVerSolicitudes', 'DashboardAnalytics'].sort());
    // a person's own switch is no operator's entry: nothing in the cliente's audit
    const entries = await env.app.db.selectFrom('admin_audit').select('action').where('cliente_id', '=', env.otherId).where('action', '=', 'cliente.switch').where('actor_id', '=', id).execute();
    expect(entries).toEqual([]);
    // the next sign-in lands where the person worked last
    expect((await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: 'dos.clientes@demo.sig', password: USER_PASSWORD } })).json().cliente.slug).toBe('otro');
    expect((await switchTo(otro, env.demoId)).statusCode).toBe(200);
    // disabled in 'otro': no way back in there, the demo cliente still works
    await action(attacker, ADMIN_PATHS.userDisable, id);
    expect((await switchTo(token, env.otherId)).json()).toMatchObject({ statusCode: 403, code: 'admin.master_only' });
    expect(await tokenWorks(token)).toBe(true);
  });

  test('declining removes the waiting membership; an expired link does nothing', async () => {
    await makeUser(env, 'rechaza@demo.sig', 'Consulta');
    const id = await idOf('rechaza@demo.sig');
    await invite(attacker, 'rechaza@demo.sig');
    expect((await answer(INVITATION_PATHS.decline, await linkFor('rechaza@demo.sig'))).statusCode).toBe(200);
    expect((await env.inject({ method: 'GET', url: adminPath(ADMIN_PATHS.user, id), token: attacker })).statusCode).toBe(404);
    expect(await env.app.db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).where('cliente_id', '=', env.otherId).execute()).toEqual([]);

    await makeUser(env, 'tarde@demo.sig', 'Consulta');
    await invite(attacker, 'tarde@demo.sig');
    const link = await linkFor('tarde@demo.sig');
    env.clock.advance(8 * 24 * 60 * 60 * 1000);
    // tokens live an hour: sign in again after the jump
    attacker = await env.login('admin@otro.sig', USER_PASSWORD);
    demoAdmin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await answer(INVITATION_PATHS.accept, link)).json()).toMatchObject({ statusCode: 404, code: 'admin.invitation_not_found' });
    expect(await clientsOf(await env.login('tarde@demo.sig', USER_PASSWORD))).toEqual(['demo']);
    // a resend mails a fresh link that works
    expect((await action(attacker, ADMIN_PATHS.userResendActivation, await idOf('tarde@demo.sig'))).json().msg).toBe('Invitación reenviada.');
    expect((await answer(INVITATION_PATHS.accept, await linkFor('tarde@demo.sig'))).statusCode).toBe(200);
  });

  test('a made-up or malformed link is refused with the field named, and nothing changes', async () => {
    expect((await answer(INVITATION_PATHS.accept, 'x'.repeat(43))).json()).toMatchObject({ statusCode: 404, field: '_id' });
    expect((await answer(INVITATION_PATHS.accept, 'corto')).json()).toMatchObject({ statusCode: 400, field: '_id' });
    expect((await env.inject({ method: 'POST', url: INVITATION_PATHS.accept, payload: {} })).json()).toMatchObject({ statusCode: 400, field: '_id' });
  });

  test('a master user may still manage an account across clientes', async () => {
    await createActiveUser(env.app.authDeps, { email: 'maestro@demo.sig', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Administrador' });
    await env.app.db.updateTable('users').set({ master: 1 }).where('email', '=', 'maestro@demo.sig').execute();
    const master = await env.login('maestro@demo.sig', USER_PASSWORD);
    await makeUser(env, 'compartida@demo.sig', 'Consulta');
    await invite(attacker, 'compartida@demo.sig');
    await answer(INVITATION_PATHS.accept, await linkFor('compartida@demo.sig'));
    const id = await idOf('compartida@demo.sig');
    expect((await patch(demoAdmin, id, { displayName: 'Cambio' })).json()).toMatchObject({ code: 'admin.profile_locked' });
    expect((await patch(master, id, { displayName: 'Cambio del maestro' })).statusCode).toBe(200);
  });
});
