import { randomBytes } from 'node:crypto';

import pg from 'pg';

/**
 * A fresh PostgreSQL database beside the one `adminUrl` names (BENCH_DATABASE_URL), for one bench run:
 * `create()` makes it, `drop()` removes it even while connections are open.
 */
export function throwawayDatabase(adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test') {
  const name = `sig_bench_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  return {
    name,
    url: url.toString(),
    create: () => admin(`CREATE DATABASE ${name}`),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Runs `run(label, databaseUrl)` on SQLite ('' as the URL) and on PostgreSQL as `which` ('sqlite', 'pg' or
 * 'both') asks, and prints each result: on BENCH_PG_URL when set (a database kept between runs), otherwise on a
 * throwaway database dropped afterwards.
 */
export async function onEachDatabase(which, run, print) {
  if (which !== 'pg') print(await run('SQLite', ''));
  if (which === 'sqlite') return;
  if (process.env.BENCH_PG_URL) return print(await run('PostgreSQL', process.env.BENCH_PG_URL));
  const database = throwawayDatabase();
  await database.create();
  try {
    print(await run('PostgreSQL', database.url));
  } finally {
    await database.drop();
  }
}
