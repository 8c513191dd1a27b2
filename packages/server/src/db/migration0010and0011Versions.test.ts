import type { Kysely } from 'kysely';
import { openMigratedTestDatabase, testDatabases } from '../testing/testDatabases';
import { CASE_NAME_TABLES, m0010_case_list_names } from './migration0010CaseListNames';
import { SESSION_TABLES, m0011_auth_versions } from './migration0011AuthVersions';
import type { Database } from './schema';
import { createClienteWithRoles } from '../core';
import { seedDemoCatalogs } from '../domains/catalogs';
import { seedBulkCases } from '../domains/cases';

describe.each(testDatabases())('migrations 0010 (case list names) and 0011 (auth versions) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Kysely<Database>;
  let clienteId: string;
  let otherId: string;
  const now = '2026-01-15T12:00:00.000Z';

  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
    db = t.db;
    clienteId = (await createClienteWithRoles(db, { nombre: 'V', slug: 'v', products: ['sig'] }, now)).cliente.id;
    otherId = (await createClienteWithRoles(db, { nombre: 'W', slug: 'w', products: ['sig'] }, now)).cliente.id;
    for (const id of [clienteId, otherId]) {
      await seedDemoCatalogs(db, id, now);
      await seedBulkCases(db, id, 'reporte', 2, new Date(now));
    }
  });
  afterAll(() => t.close());

  const caseVersion = async (id = clienteId) => (await db.selectFrom('case_versions').select('version').where('cliente_id', '=', id).where('kind', '=', 'reporte').executeTakeFirstOrThrow()).version;
  const authVersion = async () => (await db.selectFrom('auth_versions').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
  const renameColonia = async (nombre: string) => db.updateTable('colonias').set({ nombre }).where('cliente_id', '=', clienteId).where('nombre', '=', 'Centro').execute();

  test("a change to a name a case shows bumps that cliente's case version only; a user's new name bumps them all", async () => {
    expect(CASE_NAME_TABLES).toContain('colonias');
    const [mine, theirs] = [await caseVersion(), await caseVersion(otherId)];
    await renameColonia('Centro');
    expect(await caseVersion()).toBe(mine + 1);
    expect(await caseVersion(otherId)).toBe(theirs);

    const user = (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) ?? null;
    if (user) {
      // the same name again is no change
      const same = await caseVersion(otherId);
      await db.updateTable('users').set({ updated_at: now }).where('id', '=', user.id).execute();
      expect(await caseVersion(otherId)).toBe(same);
      await db.updateTable('users').set({ display_name: 'Otro Nombre' }).where('id', '=', user.id).execute();
      expect(await caseVersion(otherId)).toBe(same + 1);
    }
  });

  test('every write to a table a session is read from bumps the auth version', async () => {
    expect(SESSION_TABLES).toEqual(['users', 'user_clientes', 'user_roles', 'roles', 'clientes']);
    const before = await authVersion();
    await db.updateTable('roles').set({ permissions: '[]' }).where('cliente_id', '=', otherId).where('nombre', '=', 'Consulta').execute();
    expect(await authVersion()).toBeGreaterThan(before);
    const next = await authVersion();
    await db.updateTable('clientes').set({ nombre: 'W2' }).where('id', '=', otherId).execute();
    expect(await authVersion()).toBeGreaterThan(next);
  });

  test('down removes the triggers (and the auth table); up puts them back', async () => {
    await db.transaction().execute(async (trx) => {
      await m0011_auth_versions.down!(trx);
      await m0010_case_list_names.down!(trx);
    });
    const before = await caseVersion();
    await renameColonia('Centro');
    expect(await caseVersion()).toBe(before);
    await expect(authVersion()).rejects.toMatchObject({ message: expect.stringMatching(/auth_versions/) });

    await db.transaction().execute(async (trx) => {
      await m0010_case_list_names.up(trx);
      await m0011_auth_versions.up(trx);
    });
    await renameColonia('Centro');
    expect(await caseVersion()).toBe(before + 1);
    const auth = await authVersion();
    await db.updateTable('clientes').set({ nombre: 'W3' }).where('id', '=', otherId).execute();
    expect(await authVersion()).toBe(auth + 1);
  });
});
