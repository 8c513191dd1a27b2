import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from './connect';

/*
 * Issue 19 item 8: in WAL mode better-sqlite3 is built to open databases with synchronous=NORMAL, which
 * may lose the newest acknowledged writes on a power loss or OS crash. Every connection must run FULL,
 * the first one (which creates the file) and every later one (which opens a file already in WAL).
 */
describe('SQLite durability', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sig-sync-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('every connection runs WAL with synchronous=FULL (2)', async () => {
    for (let i = 0; i < 2; i++) {
      const { db } = createDatabase({ dataDir: dir });
      try {
        expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows).toEqual([{ journal_mode: 'wal' }]);
        expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows).toEqual([{ synchronous: 2 }]);
      } finally {
        await db.destroy();
      }
    }
  });
});
