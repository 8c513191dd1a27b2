import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../db/connect';
import { openTestDatabase, type TestDatabase, type TestDbKind } from './testDatabases';

/*
 * Every test app starts from the same state: migrated, the demo cliente seeded, a second cliente with its
 * administrator. On SQLite, building it took ~0.7 s of CPU an app (~40 % of the phase), so each jest worker builds
 * it once, through the real code (the `seed` callback), and every app starts from a copy of that folder.
 * PostgreSQL keeps a fresh schema per app, built by the app itself: a database copied with CREATE DATABASE …
 * TEMPLATE was faster per app (0.6 s against 2–3.6 s) but slowed the whole phase (240 → 276–308 s), as each copy
 * writes the template's 17 MB to the WAL and each DROP DATABASE forces a checkpoint.
 */

/** Builds the base state in a fresh database whose files live in dataDir; must close every connection it opens. */
export type SeedBase = (database: TestDatabase, dataDir: string) => Promise<void>;

let sqliteTemplate: Promise<string> | undefined;

/** A fresh database, its files in dataDir: on SQLite already holding the base state, on PostgreSQL empty. */
export async function openBaseDatabase(kind: TestDbKind, dataDir: string, seed: SeedBase): Promise<TestDatabase> {
  if (kind === 'postgres') return openTestDatabase(kind, dataDir);
  if (!sqliteTemplate) {
    const building = buildSqliteTemplate(seed);
    sqliteTemplate = building;
    // a failed build is not kept: the next app tries again and reports its own error
    building.catch(() => {
      if (sqliteTemplate === building) sqliteTemplate = undefined;
    });
  }
  await cp(await sqliteTemplate, dataDir, { recursive: true });
  const { db } = createDatabase({ dataDir });
  return { db, connectAgain: () => createDatabase({ dataDir }).db, drop: () => db.destroy() };
}

async function buildSqliteTemplate(seed: SeedBase): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sig-base-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const database = await openTestDatabase('sqlite', dir);
  try {
    await seed(database, dir);
  } finally {
    await database.drop(); // closing the last connection folds the WAL into the file that is copied
  }
  return dir;
}
