import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openTestDatabase, testDatabases, type TestDatabase } from '../testing/testDatabases';
import { countMenuItems, loadMenu, seedMenu } from '../domains/auth/auth.testkit';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';
import { consumeTicket, createClienteWithRoles, createTicket, findValidTicket, identity, recordAccountEvent } from '../core';

// matched by message: the native driver's errors come from another realm, so toThrow()'s instanceof fails
const UNIQUE_VIOLATION = { message: expect.stringMatching(/unique/i) };

describe.each(testDatabases())('data layer on %s', (kind) => {
  let dir: string;
  let t: TestDatabase;
  let db: Kysely<Database>;
  const now = '2026-01-15T12:00:00.000Z';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sig-db-'));
    t = await openTestDatabase(kind, dir);
    db = t.db;
    await migrateToLatest(db);
    await migrateToLatest(db); // idempotent
  });
  afterAll(async () => {
    await t.drop();
    await rm(dir, { recursive: true, force: true });
  });

  test('clientes: booleans and JSON come back as booleans and arrays; slugs are unique', async () => {
    const { cliente, roles } = await createClienteWithRoles(db, { nombre: 'San Pedro Tlaquepaque', slug: await identity.uniqueSlug(db, 'San Pedro Tlaquepaque'), products: ['sig', 'midb'] }, now);
    expect(cliente.slug).toBe('san-pedro-tlaquepaque');
    const read = identity.toCliente((await identity.findCliente(db, cliente.id))!);
    expect(read).toMatchObject({ cover_midb: true, products: ['sig', 'midb'], timezone: 'America/Mexico_City', logo: null });
    expect(await identity.uniqueSlug(db, 'San Pedro Tlaquepaque')).toBe('san-pedro-tlaquepaque-2');
    expect(Object.keys(roles)).toEqual(['Administrador', 'Atención ciudadana', 'Consulta']);
    await expect(identity.insertRole(db, cliente.id, 'Consulta', [])).rejects.toMatchObject(UNIQUE_VIOLATION);
  });

  test('users: e-mail unique and lowercased; permissions are the union of roles, scoped by cliente', async () => {
    const a = await createClienteWithRoles(db, { nombre: 'A', slug: 'a', products: ['sig'] }, now);
    const b = await createClienteWithRoles(db, { nombre: 'B', slug: 'b', products: ['sig'] }, now);
    const user = await identity.insertUser(db, { email: 'Mixto@Ejemplo.MX', displayName: 'Mixto', status: 'active', passwordHash: 'h' }, now);
    expect((await identity.findUserByEmail(db, 'mixto@ejemplo.mx'))!.id).toBe(user.id);
    await expect(identity.insertUser(db, { email: 'mixto@ejemplo.mx', displayName: 'Otro', status: 'active', passwordHash: 'h' }, now)).rejects.toMatchObject(UNIQUE_VIOLATION);
    await identity.addMembership(db, a.cliente.id, user.id, true);
    await identity.addMembership(db, b.cliente.id, user.id, false);
    await identity.assignRole(db, a.cliente.id, user.id, a.roles['Consulta']);
    await identity.assignRole(db, a.cliente.id, user.id, a.roles['Atención ciudadana']);
    await identity.assignRole(db, a.cliente.id, user.id, a.roles['Consulta']); // twice is once
    expect(await identity.permissionsOf(db, a.cliente.id, user.id)).toEqual([
      'DashboardAnalytics', 'SigEditarReporte', 'SigEditarSolicitudes', 'SigVerPersona', 'SigVerReporte', 'SigVerSolicitudes',
    ]);
    expect(await identity.permissionsOf(db, b.cliente.id, user.id)).toEqual([]);
    const memberships = await identity.listMemberships(db, user.id);
    expect(memberships.map((m) => [m.slug, m.owner])).toEqual([['a', true], ['b', false]]);
    await identity.touchMembership(db, b.cliente.id, user.id, now);
    expect((await identity.listMemberships(db, user.id)).find((m) => m.slug === 'b')!.lastUsedAt).toBe(now);
  });

  test('token_version bumps and user data round-trips', async () => {
    const user = await identity.insertUser(db, { email: 'datos@ejemplo.mx', displayName: 'Datos', status: 'pending', passwordHash: null }, now);
    await identity.setPassword(db, user.id, 'hash2', now, true);
    await identity.bumpTokenVersion(db, user.id, now);
    await identity.updateUserData(db, user.id, { settings: { theme: { main: 'dark1' } }, shortcuts: ['a', 'b'], phone: '33' }, now);
    const read = (await identity.findUserById(db, user.id))!;
    expect(read).toMatchObject({ status: 'active', password_hash: 'hash2', token_version: 2, phone: '33', master: 0 });
    expect(JSON.parse(read.settings)).toEqual({ theme: { main: 'dark1' } });
    await identity.setUserStatus(db, user.id, 'disabled', now);
    expect((await identity.findUserById(db, user.id))!).toMatchObject({ status: 'disabled', token_version: 3 });
  });

  test('tickets: kind, expiry and single use', async () => {
    const { cliente } = await createClienteWithRoles(db, { nombre: 'T', slug: 't', products: [] }, now);
    const user = await identity.insertUser(db, { email: 'ticket@ejemplo.mx', displayName: 'T', status: 'active', passwordHash: 'h' }, now);
    const t0 = new Date(now);
    const { id } = await createTicket(db, 'recovery', user.id, cliente.id, t0);
    expect(await findValidTicket(db, 'recovery', id, t0)).toMatchObject({ user_id: user.id, cliente_id: cliente.id });
    expect(await findValidTicket(db, 'activation', id, t0)).toBeUndefined();
    expect(await findValidTicket(db, 'recovery', id, new Date(t0.getTime() + 3600_000 + 1))).toBeUndefined();
    expect(await consumeTicket(db, 'recovery', id, new Date(t0.getTime() + 3600_000 + 1))).toBe(false);
    expect(await consumeTicket(db, 'recovery', id, t0)).toBe(true);
    expect(await consumeTicket(db, 'recovery', id, t0)).toBe(false);
    expect(await findValidTicket(db, 'recovery', id, t0)).toBeUndefined();
  });

  test('menu: stored and read back as the same tree', async () => {
    expect(await countMenuItems(db)).toBe(0);
    await seedMenu(db);
    const menu = await loadMenu(db);
    expect(menu.map((m) => m.id)).toEqual(['sig', 'midb', 'transparencia', 'logistica', 'eventos', 'bettaid', 'bot', 'gps', 'divider.admin', 'admin']);
    const catalogos = menu[0].children!.find((c) => c.id === 'sig.catalogos')!;
    expect(catalogos.type).toBe('collapse');
    expect(catalogos.children!.map((c) => c.url)).toContain('/sig/catalogo/colonias');
    expect(menu[0].children![0]).toMatchObject({ url: '/sig/reportes', auth: ['admin', 'SigVerReporte'], product: 'sig' });
  });

  test('audit log keeps before and after as JSON', async () => {
    const before = { email: 'a@demo.sig', displayName: 'A', phone: '', photoURL: '', status: 'active' as const, roles: ['Consulta'] };
    await recordAccountEvent({ db, clienteId: null, actorId: null, now }, '1', { action: 'user.update', before, after: { ...before, roles: [] } });
    const row = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', '1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'user.update', entity: 'user', cliente_id: null });
    expect(JSON.parse(row.before!)).toEqual(before);
    expect(JSON.parse(row.after!)).toEqual({ ...before, roles: [] });
  });
});
