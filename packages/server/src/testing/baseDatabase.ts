import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../db/connect';
import { canPoolSchemas, openPooledSchema } from './pgSchemaPool';
import { openTestDatabase, type TestDatabase, type TestDbKind } from './testDatabases';

/*
 * Every test app starts from the same state: migrated, the demo cliente seeded, a second cliente with its
 * administrator. Building it through the real code (the `seed` callback) took ~0.7 s of CPU an app on SQLite and
 * 2-3.6 s on PostgreSQL, so a run builds it once per jest worker and every app starts from a copy: on SQLite a copy
 * of the template's folder, on PostgreSQL the base schema's rows copied into a pooled schema (testing/pgSchemaPool.ts).
 * jest gives each test file fresh modules, so what outlives a file is keyed by the run (SIG_TEST_RUN_ID, set by
 * jest/globalSetup.js) and the worker: a folder under the temp dir, a schema in the worker's database.
 * (A database copied with CREATE DATABASE … TEMPLATE was tried: faster per app, but it slowed the whole PostgreSQL
 * phase, as each copy writes the template's 17 MB to the WAL and each DROP DATABASE forces a checkpoint.)
 */

/** Builds the base state in a fresh database whose files live in dataDir; must close every connection it opens. */
export type SeedBase = (database: TestDatabase, dataDir: string) => Promise<void>;

/** The run's id, when jest/globalSetup.js gave one (a run started otherwise builds per file). */
export function testRunId(): string | undefined {
  const id = process.env.SIG_TEST_RUN_ID;
  return id && /^[a-z0-9]{1,32}$/.test(id) ? id : undefined;
}

let sqliteTemplate: Promise<string> | undefined;

/** A fresh database, its files in dataDir: holding the base state, or (PostgreSQL without a run or a superuser) empty. */
export async function openBaseDatabase(kind: TestDbKind, dataDir: string, seed: SeedBase): Promise<TestDatabase> {
  const runId = testRunId();
  if (kind === 'postgres') {
    if (runId && (await canPoolSchemas())) return openPooledSchema(dataDir, runId, seed);
    // an empty schema: the app builds the base state itself
    return openTestDatabase(kind, dataDir);
  }
  if (!sqliteTemplate) {
    const building = sqliteTemplateFor(runId, seed);
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

/** The run's template folder for this worker, built by the first file that needs it (a worker runs one file at a time). */
async function sqliteTemplateFor(runId: string | undefined, seed: SeedBase): Promise<string> {
  if (!runId) return buildSqliteTemplate(seed, true);
  const dir = path.join(os.tmpdir(), `sig-base-${runId}-w${process.env.JEST_WORKER_ID ?? '0'}`);
  if (existsSync(`${dir}.ready`)) return dir;
  const built = await buildSqliteTemplate(seed, false);
  rmSync(dir, { recursive: true, force: true });
  await rename(built, dir);
  writeFileSync(`${dir}.ready`, '');
  return dir;
}

async function buildSqliteTemplate(seed: SeedBase, removeAtExit: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sig-base-'));
  if (removeAtExit) process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const database = await openTestDatabase('sqlite', dir);
  try {
    await seed(database, dir);
  } finally {
    await database.drop(); // closing the last connection folds the WAL into the file that is copied
  }
  return dir;
}
