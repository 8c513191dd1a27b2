import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type DialectName } from '../db/connect';
import { UNKNOWN_STAMP, changeSourceOf, type ChangeStamp } from '../db/changeStamp';
import { migrateToLatest } from '../db/migrations';
import { PgChangeFeed } from '../db/pgChangeFeed';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    changes: Changes;
  }
}

/** Whether the database may have changed (db/changeStamp.ts). */
export interface Changes {
  /** The stamp of the database's state; one per request when a request is given. */
  stamp(req?: FastifyRequest): string | null;
  /** Resolves once every change other processes committed before the call is reflected in the stamp. */
  caughtUp(): Promise<void>;
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir: string;
  /** An already open database (tests); the app then leaves closing it to the caller. */
  db?: Kysely<Database>;
}

/** Opens SQLite or PostgreSQL, brings the schema up to date before any route runs, closes on shutdown. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, opts) => {
    let db = opts.db;
    let dialect: DialectName | 'injected' = 'injected';
    if (!db) {
      const handle = createDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
      db = handle.db;
      dialect = handle.dialect;
      const owned = db;
      app.addHook('onClose', async () => {
        await owned.destroy();
      });
    }
    await migrateToLatest(db);
    app.log.info({ dialect }, 'database ready');
    app.decorate('db', db);

    const source = changeSourceOf(db);
    let stamp: ChangeStamp = source?.stamp ?? UNKNOWN_STAMP;
    let feed: PgChangeFeed | undefined;
    if (source && !source.stamp && opts.databaseUrl) {
      feed = new PgChangeFeed(opts.databaseUrl, source.writes, app.log);
      await feed.start();
      stamp = feed;
      const started = feed;
      app.addHook('onClose', async () => started.stop());
    }
    const perRequest = new WeakMap<FastifyRequest, string | null>();
    app.decorate('changes', {
      stamp(req?: FastifyRequest) {
        if (!req) return stamp.now();
        if (!perRequest.has(req)) perRequest.set(req, stamp.now());
        return perRequest.get(req)!;
      },
      caughtUp: () => stamp.caughtUp(),
    } satisfies Changes);
  },
  { name: 'sig-db' },
);
