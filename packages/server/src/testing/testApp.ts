import { mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Config } from '../config';
import type { RateLimits } from '../plugins/rateLimits';
import { type TestDatabase, type TestDbKind } from './testDatabases';
import { openBaseDatabase } from './baseDatabase';
import { createActiveUser, createClienteWithRoles, identity } from '../core';
import { DEMO_SLUG } from '../demoSeed';

export const ADMIN_EMAIL = 'admin@demo.sig';
export const ADMIN_PASSWORD = 'Admin-de-prueba-9471';
export const USER_PASSWORD = 'Clave-de-prueba-5512';
export const OTHER_SLUG = 'otro';
/**
 * Password hashing at 1/128 of the production cost (1 MiB, ~3 ms a hash instead of 128 MiB): every test user
 * is hashed and then signed in. passwords.test.ts proves the production default is OWASP's N = 2^17.
 */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;

/** A clock tests move by hand (ticket and token expiry, throttle windows). */
export class TestClock {
  private now = Date.UTC(2026, 0, 15, 12, 0, 0);
  readonly fn = () => new Date(this.now);
  advance(ms: number): void {
    this.now += ms;
  }
}

export interface TestEnv {
  kind: TestDbKind;
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  config: Config;
  demoId: string;
  otherId: string;
  inject(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<string>;
  /** Mail written to the outbox (table rows, oldest first). */
  outbox(): Promise<{ to: string; subject: string; text: string }[]>;
  emlFiles(): string[];
  /**
   * Another node of the same deployment: its own app and database connection on the same database
   * (same secret, clock and config), closed with the env. For tests of several nodes behind Redis.
   */
  startNode(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  openRegistration?: boolean;
  portalDir?: string;
  parcelsDir?: string;
  importMapOverrides?: boolean;
  serviceWorkerKill?: boolean;
  /** Routes only tests need (e.g. one behind app.access.permissions), added before the app starts. */
  routes?: (app: FastifyInstance) => void;
  /** Joins the app (and every startNode) to the others through this Redis. */
  redisUrl?: string;
  realtime?: AppOptions['realtime'];
  onRoute?: AppOptions['onRoute'];
  contractHash?: AppOptions['contractHash'];
}

/** The origin test sockets present as the portal's (config.allowedOrigins). */
export const TEST_ORIGIN = 'http://portal.test';

/**
 * The real app on a fresh database: demo cliente seeded by the app itself, plus a second cliente
 * ('otro') with its own administrator so tenant isolation can be tested. Low scrypt cost for speed.
 */
export async function startTestApp(kind: TestDbKind, opts: TestAppOptions = {}): Promise<TestEnv> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sig-test-'));
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openBaseDatabase(kind, dataDir, seedBase);
    const clock = new TestClock();
    const config = testConfig(dataDir, database.databaseUrl, opts);
    const build = (db: TestDatabase['db']) =>
      buildApp({ config, db, clock: clock.fn, scrypt: TEST_SCRYPT, rateLimits: opts.rateLimits, logger: false, realtime: opts.realtime, onRoute: opts.onRoute, contractHash: opts.contractHash });
    app = await build(database.db);
    opts.routes?.(app);
    await app.ready();

    const db = app.db;
    const demo = (await identity.findClienteBySlug(db, DEMO_SLUG))!;
    // SQLite's base copy holds it already; a PostgreSQL schema starts empty (testing/baseDatabase.ts)
    const other = (await identity.findClienteBySlug(db, OTHER_SLUG)) ?? (await addOtherCliente(app, clock));

    const theApp = app;
    const theDb = database;
    const nodes: { app: FastifyInstance; db: TestDatabase['db'] }[] = [];
    const env: TestEnv = {
      kind,
      app: theApp,
      clock,
      dataDir,
      config,
      demoId: demo.id,
      otherId: other.id,
      inject: ({ token, headers, ...rest }) =>
        theApp.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } } as InjectOptions),
      async login(email, password) {
        const res = await theApp.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email, password } });
        if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
        return res.json().access_token as string;
      },
      async outbox() {
        await theApp.background.settle();
        return theApp.db.selectFrom('outbox').select(['to', 'subject', 'text']).orderBy('created_at').orderBy('id').execute();
      },
      emlFiles() {
        try {
          return readdirSync(path.join(dataDir, 'outbox'))
            .sort()
            .map((f) => readFileSync(path.join(dataDir, 'outbox', f), 'utf8'));
        } catch {
          return [];
        }
      },
      async startNode() {
        const db = theDb.connectAgain();
        const node = await build(db);
        nodes.push({ app: node, db });
        opts.routes?.(node);
        await node.ready();
        return node;
      },
      async close() {
        for (const node of nodes) {
          await node.app.close();
          await node.db.destroy();
        }
        await theApp.close();
        await theDb.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    return env;
  } catch (err) {
    await app?.close().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    throw err;
  }
}

function testConfig(dataDir: string, databaseUrl: string | undefined, opts: TestAppOptions): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir,
    mailFrom: 'SIG <no-reply@sig.test>',
    jwtSecret: 'secreto-de-pruebas-0123456789abcdef',
    jwtTtlSeconds: 3600,
    publicUrl: TEST_ORIGIN,
    openRegistration: opts.openRegistration ?? true,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    portalDir: opts.portalDir ?? path.join(dataDir, 'no-portal'),
    parcelsDir: opts.parcelsDir ?? path.join(dataDir, 'no-parcels'),
    importMapOverrides: opts.importMapOverrides ?? false,
    serviceWorkerKill: opts.serviceWorkerKill ?? false,
    trustProxy: false,
    redisUrl: opts.redisUrl,
    allowedOrigins: [TEST_ORIGIN],
  };
}

/** What every test app starts from: the app's own migrations and demo seed, and the second cliente ('otro'). */
async function seedBase(database: TestDatabase, dataDir: string): Promise<void> {
  const clock = new TestClock();
  const app = await buildApp({ config: testConfig(dataDir, database.databaseUrl, {}), db: database.db, clock: clock.fn, scrypt: TEST_SCRYPT, logger: false });
  try {
    await app.ready();
    await addOtherCliente(app, clock);
  } finally {
    await app.close();
  }
}

/** The second cliente ('otro') and its administrator, for tenant isolation tests. */
async function addOtherCliente(app: FastifyInstance, clock: TestClock): Promise<{ id: string }> {
  const { cliente } = await createClienteWithRoles(app.db, { nombre: 'Municipio Otro', slug: OTHER_SLUG, products: ['sig'] }, clock.fn().toISOString());
  await createActiveUser(app.authDeps, { email: 'admin@otro.sig', password: USER_PASSWORD, clienteSlug: OTHER_SLUG, roleName: 'Administrador', owner: true });
  return cliente;
}

/** A test app and a token of the demo cliente's administrator: what the administration tests start from. */
export async function openAdminSuite(kind: TestDbKind, opts: TestAppOptions = {}): Promise<{ env: TestEnv; admin: string }> {
  const env = await startTestApp(kind, opts);
  try {
    return { env, admin: await env.login(ADMIN_EMAIL, ADMIN_PASSWORD) };
  } catch (err) {
    await env.close();
    throw err;
  }
}

/** A signed-in user of the demo cliente holding one role (created through the same code as the CLI). */
export async function makeUser(env: TestEnv, email: string, roleName: string, clienteSlug = DEMO_SLUG): Promise<string> {
  await createActiveUser(env.app.authDeps, { email, password: USER_PASSWORD, clienteSlug, roleName });
  return env.login(email, USER_PASSWORD);
}

/** The ticket id in the last mail's link (…/recovery/<id>/<slug> or …/active/<id>). */
export function ticketIdFrom(text: string): string {
  const m = /\/(?:recovery|active)\/([A-Za-z0-9_-]{16,})/.exec(text);
  if (!m) throw new Error(`no link in mail: ${text}`);
  return m[1];
}
