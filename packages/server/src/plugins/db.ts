import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type DialectName } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
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
  },
  { name: 'sig-db' },
);
