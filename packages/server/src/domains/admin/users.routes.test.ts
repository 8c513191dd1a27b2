import { ADMIN_PATHS, AdminActionResponse, INVITATION_PATHS, UsersResponse, adminPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { openAdminSuite, ADMIN_EMAIL, USER_PASSWORD, makeUser, ticketIdFrom, type TestEnv } from '../../testing/testApp';
import { namesOf } from '../../testing/tenants';
import { createActiveUser, createClienteWithRoles, identity } from '../../core';

describe.each(testDatabases())('admin users on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  let adminId: string;
  let roles: Record<string, string>;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(kind));
    adminId = (await identity.findUserByEmail(env.app.db, ADMIN_EMAIL))!.id;
    roles = await namesOf(env, 'roles', env.demoId);
  });
  afterAll(() => env.close());

  const invite = (token: string, payload: object) => env.inject({ method: 'POST', url: ADMIN_PATHS.users, token, payload });
  const patch = (token: string, id: string, payload: object) => env.inject({ method: 'PATCH', url: adminPath(ADMIN_PATHS.user, id), token, payload });
  const action = (token: string, path: string, id: string) => env.inject({ method: 'POST', url: adminPath(path, id), token });
  const auditOf = async (id: string) =>
    knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=user&id=${id}`, token: admin })).json()).items;
  const idOf = async (email: string) => (await identity.findUserByEmail(env.app.db, email))!.id;

  test('invite: a pending user with its roles, an activation mail to /active/:id, an audit row', async () => {
    const res = await invite(admin, { email: 'Jose.Nunez@Demo.SIG', displayName: 'José Núñez', roleIds: [roles['Consulta']] });
    expect(res.statusCode).toBe(200);
    const { user } = AdminActionResponse.parse(res.json());
    expect(user).toMatchObject({ email: 'jose.nunez@demo.sig', displayName: 'José Núñez', status: 'pending', owner: false, roles: [{ nombre: 'Consulta' }] });
    const mail = (await env.outbox()).filter((m) => m.to === 'jose.nunez@demo.sig').pop()!;
    expect(mail.text).toContain('http://portal.test/active/');
    // the clerk activates from the mail and signs in with the role given
    const ticket = ticketIdFrom(mail.text);
    expect((await env.inject({ method: 'POST', url: '/api/1.0/auth/activeChange', payload: { _id: ticket, password: USER_PASSWORD } })).statusCode).toBe(200);
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: 'jose.nunez@demo.sig', password: USER_PASSWORD } });
    expect(login.json().role).toEqual(['DashboardAnalytics', 'Home', 'SigVerReporte', 'SigVerSolicitudes']);
    const rows = await auditOf(user.id);
    expect(rows[rows.length - 1]).toMatchObject({ action: 'user.invite', actor: { email: ADMIN_EMAIL }, before: null, after: { email: 'jose.nunez@demo.sig', roles: ['Consulta'] } });
    // inviting the same e-mail again
    const again = await invite(admin, { email: 'jose.nunez@demo.sig', roleIds: [roles['Consulta']] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'admin.already_member', field: 'email' });
  });

  test('an existing account of another cliente joins this one with its own roles once its owner accepts', async () => {
    const res = await invite(admin, { email: 'admin@otro.sig', roleIds: [roles['Consulta']] });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'pending', roles: [{ nombre: 'Consulta' }], owner: false, profileLocked: true });
    const clients = async () => {
      const login = await env.login('admin@otro.sig', USER_PASSWORD);
      const session = (await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token: login })).json();
      return session.user.clients.map((c: { slug: string }) => c.slug).sort();
    };
    expect(await clients()).toEqual(['otro']);
    const mail = (await env.outbox()).filter((m) => m.to === 'admin@otro.sig').pop()!;
    expect(mail.text).toContain('http://portal.test/invitacion/');
    const link = /\/invitacion\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await env.inject({ method: 'POST', url: INVITATION_PATHS.accept, payload: { _id: link } })).statusCode).toBe(200);
    expect(await clients()).toEqual(['demo', 'otro']);
  });

  test('bad input -> 400 naming the field, nothing created', async () => {
    const noRoles = await invite(admin, { email: 'x@demo.sig', roleIds: [] });
    expect(noRoles.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'roleIds' });
    const badMail = await invite(admin, { email: 'no-es-correo', roleIds: [roles['Consulta']] });
    expect(badMail.json()).toMatchObject({ statusCode: 400, field: 'email' });
    const foreignRole = await invite(admin, { email: 'x@demo.sig', roleIds: ['no-existe'] });
    expect(foreignRole.json()).toMatchObject({ statusCode: 400, code: 'admin.role_not_found', field: 'roleIds' });
    expect(await identity.findUserByEmail(env.app.db, 'x@demo.sig')).toBeUndefined();
    const badPage = await env.inject({ method: 'GET', url: `${ADMIN_PATHS.users}?page=0`, token: admin });
    expect(badPage.json()).toMatchObject({ statusCode: 400, field: 'page' });
    const badStatus = await env.inject({ method: 'GET', url: `${ADMIN_PATHS.users}?status=borrado`, token: admin });
    expect(badStatus.json()).toMatchObject({ statusCode: 400, field: 'status' });
    const unknownKey = await patch(admin, adminId, { email: 'otro@demo.sig' });
    expect(unknownKey.statusCode).toBe(400);
  });

  test('list: accent- and case-insensitive search, role and status filters, pagination', async () => {
    await invite(admin, { email: 'maria.lopez@demo.sig', displayName: 'María López', roleIds: [roles['Atención ciudadana']] });
    await invite(admin, { email: 'mario.lopez@demo.sig', displayName: 'Mario Lopez', roleIds: [roles['Consulta']] });
    await makeUser(env, 'ajeno.lopez@otro.sig', 'Consulta', 'otro'); // another cliente's: never listed here
    const list = async (qs: string) => UsersResponse.parse((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.users}?${qs}`, token: admin })).json());
    expect((await list('q=LOPEZ')).items.map((u) => u.email)).toEqual(['maria.lopez@demo.sig', 'mario.lopez@demo.sig']);
    expect((await list('q=maría')).items.map((u) => u.email)).toEqual(['maria.lopez@demo.sig']);
    expect((await list('q=%25')).items).toEqual([]);
    expect((await list(`q=lopez&role=${roles['Consulta']}`)).items.map((u) => u.email)).toEqual(['mario.lopez@demo.sig']);
    expect((await list('status=pending')).items.every((u) => u.status === 'pending')).toBe(true);
    expect((await list('status=active')).items.map((u) => u.email)).toContain(ADMIN_EMAIL);
    const page1 = await list('q=lopez&pageSize=1');
    const page2 = await list('q=lopez&pageSize=1&page=2');
    expect([page1.total, page1.items.length, page2.items[0].email]).toEqual([2, 1, 'mario.lopez@demo.sig']);
  });

  test('edit name, phone, photo and roles; audit keeps before and after', async () => {
    // an invited account's profile is the person's to confirm when they activate it
    await invite(admin, { email: 'por.activar@demo.sig', displayName: 'Por Activar', roleIds: [roles['Consulta']] });
    expect((await patch(admin, await idOf('por.activar@demo.sig'), { displayName: 'Otro' })).json()).toMatchObject({ statusCode: 403, code: 'admin.profile_locked' });
    await createActiveUser(env.app.authDeps, { email: 'editar@demo.sig', displayName: 'Editar', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Consulta' });
    const id = await idOf('editar@demo.sig');
    const res = await patch(admin, id, { displayName: 'Édgar Ruiz', phone: '33 1234 5678', photoURL: 'https://fotos.test/e.png', roleIds: [roles['Atención ciudadana']] });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ displayName: 'Édgar Ruiz', phone: '33 1234 5678', photoURL: 'https://fotos.test/e.png', roles: [{ nombre: 'Atención ciudadana' }] });
    const found = UsersResponse.parse((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.users}?q=edgar`, token: admin })).json());
    expect(found.items.map((u) => u.id)).toEqual([id]);
    const [last] = await auditOf(id);
    expect(last).toMatchObject({ action: 'user.update', before: { displayName: 'Editar', roles: ['Consulta'] }, after: { displayName: 'Édgar Ruiz', roles: ['Atención ciudadana'] } });
    const badPhoto = await patch(admin, id, { photoURL: 'javascript:alert(1)' });
    expect(badPhoto.json()).toMatchObject({ statusCode: 400, field: 'photoURL' });
  });

  test('disable revokes the tokens at once; enable lets the user back in; both audited', async () => {
    const token = await makeUser(env, 'desactivar@demo.sig', 'Consulta');
    const id = await idOf('desactivar@demo.sig');
    expect((await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token })).statusCode).toBe(200);
    const res = await action(admin, ADMIN_PATHS.userDisable, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('disabled');
    expect((await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token })).statusCode).toBe(401);
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: 'desactivar@demo.sig', password: USER_PASSWORD } });
    expect(login.json()).toMatchObject({ statusCode: 403, code: 'auth.disabled' });
    expect((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.users}?status=disabled`, token: admin })).json().items.map((u: { id: string }) => u.id)).toContain(id);
    expect((await action(admin, ADMIN_PATHS.userEnable, id)).json().user.status).toBe('active');
    await env.login('desactivar@demo.sig', USER_PASSWORD);
    expect((await auditOf(id)).slice(0, 2).map((a) => a.action)).toEqual(['user.enable', 'user.disable']);
  });

  test('resend activation (pending only) and send recovery (active only) mail the user', async () => {
    await invite(admin, { email: 'reenviar@demo.sig', roleIds: [roles['Consulta']] });
    const id = await idOf('reenviar@demo.sig');
    expect((await action(admin, ADMIN_PATHS.userResendActivation, id)).statusCode).toBe(200);
    expect((await env.outbox()).filter((m) => m.to === 'reenviar@demo.sig')).toHaveLength(2);
    expect((await action(admin, ADMIN_PATHS.userSendRecovery, id)).json()).toMatchObject({ statusCode: 409, code: 'admin.not_active' });
    expect((await action(admin, ADMIN_PATHS.userResendActivation, adminId)).json()).toMatchObject({ statusCode: 409, code: 'admin.not_pending' });
    expect((await action(admin, ADMIN_PATHS.userSendRecovery, adminId)).statusCode).toBe(200);
    const mail = (await env.outbox()).filter((m) => m.to === ADMIN_EMAIL).pop()!;
    expect(mail.text).toContain('http://portal.test/recovery/');
    expect((await auditOf(id)).map((a) => a.action)).toContain('user.resend_activation');
  });

  test("another cliente's administrator can neither read nor edit a demo user by id", async () => {
    const other = await makeUser(env, 'intruso@otro.sig', 'Administrador', 'otro');
    const read = await env.inject({ method: 'GET', url: adminPath(ADMIN_PATHS.user, adminId), token: other });
    expect(read.json()).toMatchObject({ statusCode: 404, code: 'admin.user_not_found' });
    const edit = await patch(other, adminId, { displayName: 'Hackeado' });
    expect(edit.statusCode).toBe(404);
    expect((await action(other, ADMIN_PATHS.userDisable, adminId)).statusCode).toBe(404);
    expect((await identity.findUserById(env.app.db, adminId))!.display_name).toBe('Administrador');
    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=user&id=${adminId}`, token: other })).json());
    expect(audit.items).toEqual([]);
  });

  describe('privilege escalation and protected accounts', () => {
    let clerk: string;
    let clerkId: string;
    beforeAll(async () => {
      // a user manager who is not an administrator
      const id = await identity.insertRole(env.app.db, env.demoId, 'Gestor de usuarios', ['EditarUsuarios', 'SigVerReporte']);
      roles['Gestor de usuarios'] = id;
      await createActiveUser(env.app.authDeps, { email: 'gestor@demo.sig', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Gestor de usuarios' });
      clerk = await env.login('gestor@demo.sig', USER_PASSWORD);
      clerkId = await idOf('gestor@demo.sig');
    });

    test('granting oneself admin -> 403 admin.privilege_escalation, roles unchanged', async () => {
      const res = await patch(clerk, clerkId, { roleIds: [roles['Gestor de usuarios'], roles['Administrador']] });
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'admin.privilege_escalation', field: 'roleIds' });
      expect((await identity.permissionsOf(env.app.db, env.demoId, clerkId))).toEqual(['EditarUsuarios', 'SigVerReporte']);
    });

    test('inviting with a role holding permissions the actor lacks -> 403; with what it holds -> 200', async () => {
      const res = await invite(clerk, { email: 'escalar@demo.sig', roleIds: [roles['Atención ciudadana']] });
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'admin.privilege_escalation' });
      expect(await identity.findUserByEmail(env.app.db, 'escalar@demo.sig')).toBeUndefined();
      const ok = await invite(clerk, { email: 'permitido@demo.sig', roleIds: [roles['Gestor de usuarios']] });
      expect(ok.statusCode).toBe(200);
    });

    test('the owner cannot be disabled by a non-master user; nobody disables themselves', async () => {
      const res = await action(clerk, ADMIN_PATHS.userDisable, adminId);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'admin.owner_protected' });
      const self = await action(clerk, ADMIN_PATHS.userDisable, clerkId);
      expect(self.json()).toMatchObject({ statusCode: 409, code: 'admin.self_disable' });
    });

    test("a user manager who is not an administrator cannot change or disable an administrator's account; an administrator can", async () => {
      await createActiveUser(env.app.authDeps, { email: 'segunda.admin@demo.sig', displayName: 'Segunda Admin', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Administrador' });
      const invited = { id: await idOf('segunda.admin@demo.sig') };
      const rename = await patch(clerk, invited.id, { displayName: 'Otra persona', phone: '55 0000 0000' });
      expect(rename.statusCode).toBe(403);
      expect(rename.json()).toMatchObject({ code: 'admin.admin_protected', field: 'id' });
      const disable = await action(clerk, ADMIN_PATHS.userDisable, invited.id);
      expect(disable.json()).toMatchObject({ statusCode: 403, code: 'admin.admin_protected' });
      const row = (await identity.findUserById(env.app.db, invited.id))!;
      expect([row.display_name, row.phone]).toEqual(['Segunda Admin', '']);
      expect(await auditOf(invited.id)).toHaveLength(0);
      // the same change by an administrator goes through
      expect((await patch(admin, invited.id, { displayName: 'Segunda Administradora' })).statusCode).toBe(200);
      // and the manager still edits people who are not administrators
      expect((await patch(clerk, clerkId, { phone: '55 1111 2222' })).statusCode).toBe(200);
    });

    test('the last administrator of a cliente can be neither disabled nor demoted', async () => {
      const now = env.clock.fn().toISOString();
      const { roles: r } = await createClienteWithRoles(env.app.db, { nombre: 'Solo Uno', slug: 'solo-uno', products: ['sig'] }, now);
      await createActiveUser(env.app.authDeps, { email: 'unico@solo.sig', password: USER_PASSWORD, clienteSlug: 'solo-uno', roleName: 'Administrador' });
      await identity.insertRole(env.app.db, (await identity.findClienteBySlug(env.app.db, 'solo-uno'))!.id, 'Gestor', ['EditarUsuarios']);
      await createActiveUser(env.app.authDeps, { email: 'gestor@solo.sig', password: USER_PASSWORD, clienteSlug: 'solo-uno', roleName: 'Gestor' });
      const unico = await env.login('unico@solo.sig', USER_PASSWORD);
      const unicoId = await idOf('unico@solo.sig');
      const demote = await patch(unico, unicoId, { roleIds: [r['Consulta']] });
      expect(demote.json()).toMatchObject({ statusCode: 409, code: 'admin.last_admin' });
      expect(await identity.permissionsOf(env.app.db, (await identity.findClienteBySlug(env.app.db, 'solo-uno'))!.id, unicoId)).toEqual(['admin']);
      // a user manager may not touch an administrator at all, the last one least of all
      const byGestor = await action(await env.login('gestor@solo.sig', USER_PASSWORD), ADMIN_PATHS.userDisable, unicoId);
      expect(byGestor.json()).toMatchObject({ statusCode: 403, code: 'admin.admin_protected' });
      expect(await identity.permissionsOf(env.app.db, (await identity.findClienteBySlug(env.app.db, 'solo-uno'))!.id, unicoId)).toEqual(['admin']);
    });

    test('two administrators demoting each other at the same time leave one administrator', async () => {
      const now = env.clock.fn().toISOString();
      const { roles: r } = await createClienteWithRoles(env.app.db, { nombre: 'Dos Admins', slug: 'dos-admins', products: ['sig'] }, now);
      await createActiveUser(env.app.authDeps, { email: 'uno@dos.sig', password: USER_PASSWORD, clienteSlug: 'dos-admins', roleName: 'Administrador' });
      await createActiveUser(env.app.authDeps, { email: 'dos@dos.sig', password: USER_PASSWORD, clienteSlug: 'dos-admins', roleName: 'Administrador' });
      const [uno, dos] = [await env.login('uno@dos.sig', USER_PASSWORD), await env.login('dos@dos.sig', USER_PASSWORD)];
      const [unoId, dosId] = [await idOf('uno@dos.sig'), await idOf('dos@dos.sig')];
      const results = await Promise.all([patch(uno, dosId, { roleIds: [r['Consulta']] }), patch(dos, unoId, { roleIds: [r['Consulta']] })]);
      // The loser is refused either as the last administrator (409) or, if the winner committed before it
      // was authenticated, because it is no longer an administrator (403).
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const clienteId = (await identity.findClienteBySlug(env.app.db, 'dos-admins'))!.id;
      const admins = [await identity.permissionsOf(env.app.db, clienteId, unoId), await identity.permissionsOf(env.app.db, clienteId, dosId)].filter((p) => p.includes('admin'));
      expect(admins).toHaveLength(1);
    });
  });

  describeAccess(() => env, {
    method: 'GET',
    url: ADMIN_PATHS.users,
    lacking: { role: 'Consulta' },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((u: { email: string }) => u.email)).not.toContain(ADMIN_EMAIL);
    },
  });
  describeAccess(() => env, {
    method: 'GET',
    url: () => adminPath(ADMIN_PATHS.user, adminId),
    name: 'GET /api/1.0/admin/users/:id',
    lacking: { role: 'Consulta' },
    otherCliente: (res) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'admin.user_not_found' }),
  });
  describeAccess(() => env, {
    method: 'PATCH',
    url: () => adminPath(ADMIN_PATHS.user, adminId),
    name: 'PATCH /api/1.0/admin/users/:id',
    payload: () => ({ phone: '000' }),
    lacking: { role: 'Consulta' },
    otherCliente: async (res, e) => {
      expect(res.statusCode).toBe(404);
      expect((await identity.findUserById(e.app.db, adminId))!.phone).not.toBe('000');
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: ADMIN_PATHS.users,
    payload: () => ({ email: 'acceso@demo.sig', roleIds: [roles['Consulta']] }),
    lacking: { role: 'Consulta' },
    // the other cliente's administrator names a demo role: not one of its own
    otherCliente: (res) => expect(res.json()).toMatchObject({ statusCode: 400, code: 'admin.role_not_found' }),
  });
  describeAccess(() => env, {
    method: 'POST',
    url: () => adminPath(ADMIN_PATHS.userDisable, adminId),
    name: 'POST /api/1.0/admin/users/:id/disable',
    lacking: { role: 'Consulta' },
    otherCliente: (res) => expect(res.statusCode).toBe(404),
  });
});
