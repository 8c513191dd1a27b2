import { ADMIN_PATHS, AdminRole, PermissionsResponse, RolesResponse, adminPath } from '@sig/shared/contract';
import { PERMISSION_NAMES } from '@sig/shared/permissions';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { openAdminSuite, USER_PASSWORD, type TestEnv } from '../../testing/testApp';
import { namesOf } from '../../testing/tenants';
import { createActiveUser, identity } from '../../core';

describe.each(testDatabases())('admin roles on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  let roles: Record<string, string>;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(kind));
    roles = await namesOf(env, 'roles', env.demoId);
  });
  afterAll(() => env.close());

  const create = (token: string, payload: object) => env.inject({ method: 'POST', url: ADMIN_PATHS.roles, token, payload });
  const update = (token: string, id: string, payload: object) => env.inject({ method: 'PATCH', url: adminPath(ADMIN_PATHS.role, id), token, payload });
  const remove = (token: string, id: string) => env.inject({ method: 'DELETE', url: adminPath(ADMIN_PATHS.role, id), token });
  const auditOf = async (id: string) =>
    knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=role&id=${id}`, token: admin })).json()).items;

  test('permissions: every grantable permission once, grouped by product, with its description', async () => {
    const res = await env.inject({ method: 'GET', url: ADMIN_PATHS.permissions, token: admin });
    const { groups } = PermissionsResponse.parse(res.json());
    const names = groups.flatMap((g) => g.permissions.map((p) => p.name));
    expect(names.sort()).toEqual(PERMISSION_NAMES.filter((p) => p !== 'Home').sort());
    expect(groups.find((g) => g.product === 'admin')!.permissions).toContainEqual({ name: 'EditarRoles', description: 'Crear y editar roles y sus permisos.' });
  });

  test('create, rename, edit permissions, delete when unused; each audited', async () => {
    const res = await create(admin, { nombre: 'Cuadrilla', permissions: ['SigVerReporte', 'SigVerReporte', 'SigEditarReporte'] });
    expect(res.statusCode).toBe(200);
    const role = AdminRole.parse(res.json());
    expect(role).toMatchObject({ nombre: 'Cuadrilla', permissions: ['SigVerReporte', 'SigEditarReporte'], users: 0 });
    expect((await update(admin, role.id, { nombre: 'Cuadrilla norte', permissions: ['SigVerReporte'] })).json()).toMatchObject({ nombre: 'Cuadrilla norte', permissions: ['SigVerReporte'] });
    const list = RolesResponse.parse((await env.inject({ method: 'GET', url: ADMIN_PATHS.roles, token: admin })).json());
    expect(list.roles.find((r) => r.nombre === 'Administrador')!.users).toBe(1);
    expect(list.roles.map((r) => r.nombre)).toContain('Cuadrilla norte');
    expect((await remove(admin, role.id)).statusCode).toBe(200);
    expect(await identity.findRoleByName(env.app.db, env.demoId, 'Cuadrilla norte')).toBeUndefined();
    const audit = await auditOf(role.id);
    expect(audit.map((a) => a.action)).toEqual(['role.delete', 'role.update', 'role.create']);
    expect(audit[1]).toMatchObject({ before: { nombre: 'Cuadrilla' }, after: { nombre: 'Cuadrilla norte', permissions: ['SigVerReporte'] } });
  });

  test('names are unique regardless of accents and case; unknown permissions are a 400 on the field', async () => {
    const dup = await create(admin, { nombre: 'atencion CIUDADANA', permissions: [] });
    expect(dup.json()).toMatchObject({ statusCode: 409, code: 'admin.role_name_taken', field: 'nombre' });
    const bad = await create(admin, { nombre: 'Raro', permissions: ['NoExiste'] });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'permissions.0' });
    const home = await create(admin, { nombre: 'Raro', permissions: ['Home'] });
    expect(home.statusCode).toBe(400);
    const noName = await create(admin, { permissions: [] });
    expect(noName.json()).toMatchObject({ statusCode: 400, field: 'nombre' });
  });

  test('a role in use cannot be deleted: 409 admin.role_in_use', async () => {
    const res = await remove(admin, roles['Administrador']);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'admin.role_in_use', field: 'id' });
    expect(await identity.findRoleByName(env.app.db, env.demoId, 'Administrador')).toBeDefined();
  });

  test("a changed role applies to its users' next request", async () => {
    const id = await identity.insertRole(env.app.db, env.demoId, 'Temporal', ['SigVerReporte']);
    await createActiveUser(env.app.authDeps, { email: 'temporal@demo.sig', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Temporal' });
    const token = await env.login('temporal@demo.sig', USER_PASSWORD);
    expect((await env.inject({ method: 'GET', url: ADMIN_PATHS.users, token })).statusCode).toBe(403);
    await update(admin, id, { permissions: ['SigVerReporte', 'EditarUsuarios'] });
    expect((await env.inject({ method: 'GET', url: ADMIN_PATHS.users, token })).statusCode).toBe(200);
    expect((await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token })).json().role).toContain('EditarUsuarios');
    await update(admin, id, { permissions: ['SigVerReporte'] });
    expect((await env.inject({ method: 'GET', url: ADMIN_PATHS.users, token })).statusCode).toBe(403);
  });

  test('nobody grants a permission they do not hold; an administrator keeps the last admin role', async () => {
    const id = await identity.insertRole(env.app.db, env.demoId, 'Editor de roles', ['EditarRoles', 'SigVerReporte']);
    await createActiveUser(env.app.authDeps, { email: 'roles@demo.sig', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Editor de roles' });
    const editor = await env.login('roles@demo.sig', USER_PASSWORD);
    const selfAdmin = await update(editor, id, { permissions: ['EditarRoles', 'SigVerReporte', 'admin'] });
    expect(selfAdmin.json()).toMatchObject({ statusCode: 403, code: 'admin.privilege_escalation', field: 'permissions' });
    const notHeld = await create(editor, { nombre: 'Padrón', permissions: ['SigMidb'] });
    expect(notHeld.json()).toMatchObject({ statusCode: 403, code: 'admin.privilege_escalation' });
    const onOthers = await update(editor, roles['Consulta'], { permissions: ['SigVerReporte', 'SigVerSolicitudes', 'DashboardAnalytics', 'EditarUsuarios'] });
    expect(onOthers.statusCode).toBe(403);
    // removing and granting what it holds is fine
    expect((await create(editor, { nombre: 'Solo ver', permissions: ['SigVerReporte'] })).statusCode).toBe(200);
    expect(await identity.permissionsOf(env.app.db, env.demoId, (await identity.findUserByEmail(env.app.db, 'roles@demo.sig'))!.id)).toEqual(['EditarRoles', 'SigVerReporte']);
    // the demo's only active administrator would lose 'admin'
    const demote = await update(admin, roles['Administrador'], { permissions: ['EditarRoles'] });
    expect(demote.json()).toMatchObject({ statusCode: 409, code: 'admin.last_admin' });
    expect((await identity.findRoleByName(env.app.db, env.demoId, 'Administrador'))!.permissions).toBe('["admin"]');
  });

  test('a user manager may list the roles it assigns, but not create or edit roles', async () => {
    await identity.insertRole(env.app.db, env.demoId, 'Gestor de personal', ['EditarUsuarios']);
    await createActiveUser(env.app.authDeps, { email: 'personal@demo.sig', password: USER_PASSWORD, clienteSlug: 'demo', roleName: 'Gestor de personal' });
    const manager = await env.login('personal@demo.sig', USER_PASSWORD);
    const list = await env.inject({ method: 'GET', url: ADMIN_PATHS.roles, token: manager });
    expect(list.statusCode).toBe(200);
    expect(RolesResponse.parse(list.json()).roles.map((r) => r.nombre)).toContain('Consulta');
    expect((await create(manager, { nombre: 'Nuevo', permissions: [] })).statusCode).toBe(403);
    expect((await update(manager, roles['Consulta'], { nombre: 'Otro nombre' })).statusCode).toBe(403);
    expect((await env.inject({ method: 'GET', url: ADMIN_PATHS.permissions, token: manager })).statusCode).toBe(403);
  });

  test("another cliente's token cannot touch a demo role by id", async () => {
    const other = await env.login('admin@otro.sig', USER_PASSWORD);
    expect((await update(other, roles['Consulta'], { nombre: 'Hackeado' })).json()).toMatchObject({ statusCode: 404, code: 'admin.role_not_found' });
    expect((await remove(other, roles['Consulta'])).statusCode).toBe(404);
    expect(await identity.findRoleByName(env.app.db, env.demoId, 'Consulta')).toBeDefined();
  });

  describeAccess(() => env, {
    method: 'GET',
    url: ADMIN_PATHS.roles,
    lacking: { role: 'Consulta' },
    otherCliente: (res, e) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().roles.map((r: { id: string }) => r.id)).not.toContain(roles['Consulta']);
      expect(e.demoId).toBeTruthy();
    },
  });
  describeAccess(() => env, {
    method: 'PATCH',
    url: () => adminPath(ADMIN_PATHS.role, roles['Consulta']),
    name: 'PATCH /api/1.0/admin/roles/:id',
    payload: () => ({ nombre: 'Cambiado' }),
    lacking: { role: 'Consulta' },
    otherCliente: (res) => expect(res.statusCode).toBe(404),
  });
  describeAccess(() => env, {
    method: 'DELETE',
    url: () => adminPath(ADMIN_PATHS.role, roles['Consulta']),
    name: 'DELETE /api/1.0/admin/roles/:id',
    lacking: { role: 'Consulta' },
    otherCliente: (res) => expect(res.statusCode).toBe(404),
  });
  describeAccess(() => env, {
    method: 'GET',
    url: ADMIN_PATHS.permissions,
    lacking: { role: 'Consulta' },
    otherCliente: (res) => expect(res.statusCode).toBe(200),
  });
});
