import { sql, type Kysely } from 'kysely';
import { openMigratedTestDatabase, testDatabases } from '../testing/testDatabases';
import { m0009_habitante_audit } from './migration0009HabitanteAudit';
import type { Database } from './schema';
import { createClienteWithRoles } from '../core';

describe.each(testDatabases())('migration 0009 (habitante audit) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Kysely<Database>;
  let clienteId: string;
  const now = '2026-01-15T12:00:00.000Z';
  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
    db = t.db;
    clienteId = (await createClienteWithRoles(db, { nombre: 'M', slug: 'm', products: ['sig'] }, now)).cliente.id;
  });
  afterAll(() => t.close());

  let n = 0;
  const audit = (entity: string) =>
    db
      .insertInto('admin_audit')
      .values({ id: `a${++n}`, cliente_id: clienteId, actor_id: null, at: now, entity: entity as 'user', entity_id: 'x', action: 'test', before: null, after: null })
      .execute();
  const entities = async () => (await db.selectFrom('admin_audit').select('entity').orderBy('id').execute()).map((r) => r.entity);

  test("accepts 'habitante' and still refuses an unknown entity; down and up keep the other rows", async () => {
    await audit('user');
    await audit('habitante');
    await expect(audit('otra')).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });

    await db.transaction().execute((trx) => m0009_habitante_audit.down!(trx));
    expect(await entities()).toEqual(['user']);
    await expect(audit('habitante')).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });

    await db.transaction().execute((trx) => m0009_habitante_audit.up(trx));
    await audit('habitante');
    expect(await entities()).toEqual(['user', 'habitante']);
    // the list's index is back, and the foreign key still cascades from the cliente
    const index =
      kind === 'sqlite'
        ? sql`select name from sqlite_master where type = 'index' and name = 'admin_audit_entity_idx'`
        : sql`select indexname as name from pg_indexes where schemaname = current_schema() and indexname = 'admin_audit_entity_idx'`;
    expect((await index.execute(db)).rows).toHaveLength(1);
    await db.deleteFrom('clientes').where('id', '=', clienteId).execute();
    expect(await entities()).toEqual([]);
  });
});
