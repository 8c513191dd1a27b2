import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { seedIfEmpty } from './demoSeed';
import { adminDomain } from './domains/admin';
import { casesDomain } from './domains/cases';
import { catalogsDomain } from './domains/catalogs';
import { open311Domain } from './domains/open311';
import { citizensDomain } from './domains/citizens';
import { peopleDomain } from './domains/people';
import { midbDomain } from './domains/midb';
import { lookupDomain } from './domains/lookup';
import { setupDomain } from './domains/setup';
import { auditoriaDomain } from './domains/auditoria';
import { botDomain } from './domains/bot';
import { logisticaDomain } from './domains/logistica';
import { eventosDomain } from './domains/eventos';
import { bettaidDomain } from './domains/bettaid';
import { firmasDomain, firmasService, type FirmasService } from './domains/firmas';
import { transparenciaDomain } from './domains/transparencia';
import { authDomain } from './domains/auth';
import { realtimePlugin } from './domains/realtime';
import { releasesDomain } from './domains/releases';
import { BackgroundTasks } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { logSerializers } from './lib/logRedaction';
import { authPlugin } from './plugins/auth';
import { builtContractHash, contractStampPlugin } from './plugins/contractStamp';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { productsPlugin } from './plugins/products';
import { rateLimitPlugin, type RateLimits } from './plugins/rateLimits';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/zod';
import { scryptParams, type ScryptParams } from './core';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    background: BackgroundTasks;
    /** Signs and verifies tickets and cards with the cliente's key (domains/firmas), one instance per app. */
    firmas: FirmasService;
  }
}

export interface AppOptions {
  config: Config;
  /** An open database to use instead of the one the config names (tests: one PostgreSQL schema each). */
  db?: Kysely<Database>;
  clock?: Clock;
  /** scrypt cost; tests lower it, production keeps the default N = 2^17 (config.scryptCost when set). */
  scrypt?: ScryptParams;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /** Socket tuning tests need: a Redis channel prefix of their own, a shorter presence timeout. */
  realtime?: { redisKey?: string; requestsTimeoutMs?: number };
  /** The contract fingerprint named on checked answers (plugins/contractStamp.ts): the build's by default, none when null. */
  contractHash?: string | null;
  /** Sees every route as it is added, schemas included (the contract fuzz test lists the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole app without listening: server.ts listens, tests use inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info', serializers: logSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('config', config);
  const background = new BackgroundTasks((err, name) => app.log.error({ err, task: name }, 'background task failed'));
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settle());

  await app.register(errorsPlugin);
  await app.register(contractStampPlugin, { hash: options.contractHash === undefined ? builtContractHash : options.contractHash });
  await app.register(securityPlugin, { importMapOverrides: config.importMapOverrides });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, db: options.db });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, clock });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds, publicUrl: config.publicUrl, clock, scrypt: options.scrypt ?? scryptParams(config.scryptCost) });
  await app.register(productsPlugin);
  await app.register(rateLimitPlugin, { limits: options.rateLimits, clock });
  // before the domains, so they can notify users live through app.realtime
  await app.register(realtimePlugin, { allowedOrigins: config.allowedOrigins, redisUrl: config.redisUrl, ...options.realtime });
  // an empty database: the menu, and the demo cliente with its catalogues, agenda, administrator and cases
  await seedIfEmpty(app.authDeps, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, dataDir: config.dataDir, log: app.log });
  app.decorate('firmas', firmasService(app));
  await app.register(authDomain, { openRegistration: config.openRegistration, portalDir: config.portalDir });
  await app.register(adminDomain);
  await app.register(catalogsDomain);
  await app.register(casesDomain);
  await app.register(open311Domain);
  await app.register(citizensDomain);
  await app.register(peopleDomain);
  await app.register(midbDomain);
  await app.register(lookupDomain);
  await app.register(setupDomain);
  await app.register(transparenciaDomain);
  await app.register(auditoriaDomain);
  await app.register(botDomain);
  await app.register(logisticaDomain);
  await app.register(firmasDomain);
  await app.register(eventosDomain);
  await app.register(bettaidDomain);
  await app.register(releasesDomain, { portalDir: config.portalDir });
  await app.register(staticPlugin, { portalDir: config.portalDir, parcelsDir: config.parcelsDir, importMapOverrides: config.importMapOverrides, serviceWorkerKill: config.serviceWorkerKill });
  return app;
}
