import { sql } from 'kysely';
import { openMigratedTestDatabase, testDatabases } from '../testing/testDatabases';
import { changeSourceOf, type ChangeStamp } from './changeStamp';
import { PgChangeFeed } from './pgChangeFeed';
import { createClienteWithRoles } from '../core';

describe.each(testDatabases())('the change stamp on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let stamp: ChangeStamp;
  let feed: PgChangeFeed | undefined;
  const bumpAuth = (db = t.db) => db.updateTable('auth_versions').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
  const heard = async () => stamp.caughtUp();
  let clientes = 0;
  /** Another process adds a cliente: the clientes trigger bumps auth_versions (migration 0011). */
  const otherProcessWrites = async () => {
    const db = t.connectAgain();
    try {
      await createClienteWithRoles(db, { nombre: `Otro proceso ${++clientes}`, slug: `otro-proceso-${clientes}`, products: [] }, '2026-01-15T12:00:00.000Z');
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
    const source = changeSourceOf(t.db)!;
    if (source.stamp) stamp = source.stamp;
    else {
      feed = new PgChangeFeed(t.databaseUrl!, source.writes);
      await feed.start();
      stamp = feed;
    }
  });
  afterAll(async () => {
    await feed?.stop();
    await t.close();
  });

  test('reads leave it alone; a write of this process moves it', async () => {
    const before = stamp.now();
    expect(before).not.toBeNull();
    await t.db.selectFrom('auth_versions').selectAll().execute();
    await sql`select version from auth_versions`.execute(t.db);
    await heard();
    expect(stamp.now()).toBe(before);
    await bumpAuth();
    await heard();
    expect(stamp.now()).not.toBe(before);
    const next = stamp.now();
    await sql`update auth_versions set version = version + 1 where id = 1`.execute(t.db);
    expect(stamp.now()).not.toBe(next);
  });

  test("another connection's commit that bumps a version moves it", async () => {
    await heard();
    const before = stamp.now();
    await otherProcessWrites();
    await heard();
    expect(stamp.now()).not.toBe(before);
  });

  test("another process' commit shows within milliseconds even without asking", async () => {
    await heard();
    const before = stamp.now();
    await otherProcessWrites();
    const deadline = Date.now() + 2000;
    while (stamp.now() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    expect(stamp.now()).not.toBe(before);
  });

  if (kind === 'postgres') {
    test('while the notifications are down it cannot tell (null), and it moves when they are back', async () => {
      const source = changeSourceOf(t.db)!;
      const down = new PgChangeFeed('postgres://postgres@127.0.0.1:1/none', source.writes);
      await down.start();
      expect(down.now()).toBeNull();
      await down.stop();

      const before = stamp.now();
      await feed!.stop();
      expect(feed!.now()).toBeNull();
      feed = new PgChangeFeed(t.databaseUrl!, source.writes);
      await feed.start();
      stamp = feed;
      expect(stamp.now()).not.toBeNull();
      expect(stamp.now()).not.toBe(before);
    });
  }
});
