import { sql } from 'kysely';
import { openMigratedTestDatabase, testDatabases } from '../testing/testDatabases';
import { fingerprinter } from './fingerprint';

// The fuzz tests' "wrote nothing" rests on this: every kind of write must move the fingerprint.
describe.each(testDatabases())('the database fingerprint on %s', (kind) => {
  it('moves with an insert, an update and a delete, and stays for reads', async () => {
    const t = await openMigratedTestDatabase(kind);
    try {
      await sql`create table fp_probe (id integer primary key, v text not null)`.execute(t.db);
      await sql`insert into fp_probe (id, v) values (1, 'uno')`.execute(t.db);
      const fp = await fingerprinter(t.db, kind);
      let last = await fp.take();
      const moved = async () => {
        const now = await fp.take();
        const changed = now.fp_probe !== last.fp_probe;
        last = now;
        return changed;
      };
      await sql`select * from fp_probe`.execute(t.db);
      expect(await moved()).toBe(false);
      await sql`insert into fp_probe (id, v) values (2, 'dos')`.execute(t.db);
      expect(await moved()).toBe(true);
      await sql`update fp_probe set v = 'tres' where id = 2`.execute(t.db);
      expect(await moved()).toBe(true);
      await sql`delete from fp_probe where id = 1`.execute(t.db);
      expect(await moved()).toBe(true);
      // a same-length change: PostgreSQL's row versions show it; on SQLite only the hashed tables would
      if (kind === 'postgres') {
        await sql`update fp_probe set v = 'tres' where id = 2`.execute(t.db);
        expect(await moved()).toBe(true);
      }
    } finally {
      await t.close();
    }
  });
});
