import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDatabase } from '../db/connect';
import { openTestDatabase, type TestDatabase, type TestDbKind } from './testDatabases';

/*
 * Every test app starts from the same state: migrated, the demo cliente seeded, a second cliente with its
 * administrator. Building it took ~1.3 s an app on SQLite and ~3 s on PostgreSQL, about 40 % of each server test
 * phase. So each jest worker builds it once, through the real code (the `seed` callback), and every app then starts
 * from a copy: the SQLite folder copied, or a PostgreSQL database made with CREATE DATABASE … TEMPLATE.
 */

/** Builds the base state in a fresh database whose files live in dataDir; must close every connection it opens. */
export type SeedBase = (database: TestDatabase, dataDir: string) => Promise<void>;

type Template = { kind: 'sqlite'; dir: string } | { kind: 'postgres'; name: string };

const templates = new Map<TestDbKind, Promise<Template>>();

/** A fresh database holding the base state, its files (SQLite) in dataDir. */
export async function openBaseDatabase(kind: TestDbKind, dataDir: string, seed: SeedBase): Promise<TestDatabase> {
  let template = templates.get(kind);
  if (!template) {
    template = buildTemplate(kind, seed);
    templates.set(kind, template);
    // a failed build is not kept: the next app tries again and reports its own error
    template.catch(() => templates.delete(kind));
  }
  const t = await template;
  if (t.kind === 'sqlite') {
    await cp(t.dir, dataDir, { recursive: true });
    const { db } = createDatabase({ dataDir });
    return { db, connectAgain: () => createDatabase({ dataDir }).db, drop: () => db.destroy() };
  }
  const name = `${pgPrefix()}_c${process.pid}_${randomBytes(5).toString('hex')}`;
  await createFromTemplate(name, t.name);
  const databaseUrl = pgUrl(name);
  const { db } = createDatabase({ databaseUrl, dataDir });
  return {
    db,
    databaseUrl,
    connectAgain: () => createDatabase({ databaseUrl, dataDir }).db,
    async drop() {
      await db.destroy();
      dropLater(name);
    },
  };
}

let drops: Promise<unknown> = Promise.resolve();

/**
 * DROP DATABASE waits for PostgreSQL to remove its files (0.5–3 s on a busy machine), and nothing waits for the
 * result: the drops run one after another behind the tests. A process killed first, or a database still in use
 * after 5 s, leaves some, which the next template build removes (dropLeftovers).
 */
function dropLater(name: string): void {
  drops = drops.then(() => dropWhenFree(name)).catch(() => undefined);
}

/** Not WITH (FORCE): a connection a test left open (a background job finishing) must not die mid-query. */
async function dropWhenFree(name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function buildTemplate(kind: TestDbKind, seed: SeedBase): Promise<Template> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sig-base-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  if (kind === 'sqlite') {
    const database = await openTestDatabase('sqlite', dir);
    try {
      await seed(database, dir);
    } finally {
      await database.drop(); // closing the last connection folds the WAL into the file that is copied
    }
    return { kind, dir };
  }
  await dropLeftovers();
  const name = `${pgPrefix()}_tpl${process.pid}`;
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  const databaseUrl = pgUrl(name);
  const { db } = createDatabase({ databaseUrl, dataDir: dir });
  try {
    await seed({ db, databaseUrl, connectAgain: () => createDatabase({ databaseUrl, dataDir: dir }).db, drop: () => db.destroy() }, dir);
  } finally {
    await db.destroy();
  }
  return { kind, name };
}

/** TEST_DATABASE_URL's database name: the prefix of every database these tests make. */
function pgPrefix(): string {
  return new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1) || 'postgres';
}

function pgUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One short connection to TEST_DATABASE_URL's database: a pool left open would keep jest from exiting. */
async function admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** CREATE DATABASE refuses a template another session is still leaving (55006): wait for it. */
async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Databases of test processes that died before dropping them (a killed run): the pid in the name is gone. */
async function dropLeftovers(): Promise<void> {
  const own = new RegExp(`^${pgPrefix()}_(?:tpl|c)(\\d+)(?:_|$)`);
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows) {
      const pid = own.exec(datname)?.[1];
      if (pid && !alive(Number(pid))) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
