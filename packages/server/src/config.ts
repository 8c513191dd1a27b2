import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, resolved once. Tests build it directly. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise SQLite in `<dataDir>/sig.db`. */
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  /** Access-token lifetime; the client renews through access-token before it runs out. */
  jwtTtlSeconds: number;
  publicUrl: string;
  openRegistration: boolean;
  adminEmail: string;
  adminPassword?: string;
  portalDir: string;
  /** Parcels released on their own (npm run release), served under /parcels/. */
  parcelsDir: string;
  /** Lets a developer point one parcel at localhost in their own browser (import-map-overrides). */
  importMapOverrides: boolean;
  /** SIG_SW_KILL: /sw.js becomes a worker that unregisters itself and empties the portal's caches. */
  serviceWorkerKill: boolean;
  /** Behind a reverse proxy the client address comes from X-Forwarded-For; off unless told. */
  trustProxy: boolean | string;
  /** When set, socket.io nodes share rooms and presence through Redis (@socket.io/redis-adapter). */
  redisUrl?: string;
  /** Origins a browser may open the socket from (scheme://host[:port]); anything else is refused. */
  allowedOrigins: string[];
  /**
   * log2 of scrypt's N for new password hashes (SIG_SCRYPT_COST, 10..20). Unset: OWASP's 17 (128 MiB a hash).
   * Only test servers go lower (the e2e run uses 10); the server warns at start when it is below 17.
   */
  scryptCost?: number;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on', 'si', 'sí'].includes(value.trim().toLowerCase());
}

/** The repository root is the nearest folder up whose package.json declares workspaces. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        // unreadable package.json: keep looking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * A secret generated on first start is kept in the data folder so tokens survive restarts. Several
 * nodes behind a load balancer must share JWT_SECRET instead.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // another process created it first: use theirs
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
}

/** `scheme://host[:port]` of a URL, as browsers send it in the Origin header. */
function originOf(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} inválido: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} inválido: ${value}`);
  return url.origin;
}

/** SIG_ALLOWED_ORIGINS (comma list) or the public URL plus this port on localhost and 127.0.0.1. */
export function allowedOrigins(list: string | undefined, publicUrl: string, port: number): string[] {
  const given = (list ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const origins = given.length
    ? given.map((o) => originOf(o, 'SIG_ALLOWED_ORIGINS'))
    : [originOf(publicUrl, 'PUBLIC_URL'), `http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return [...new Set(origins)];
}

/** SIG_SCRYPT_COST: a whole number from 10 to 20, or unset. */
export function scryptCost(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 10 || n > 20) throw new Error(`SIG_SCRYPT_COST inválido: ${value} (un entero de 10 a 20; sin definir usa 17)`);
  return n;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  const dataDir = path.resolve(cwd, env.SIG_DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || undefined;
  const ttl = Number(env.JWT_TTL ?? 8 * 3600);
  const trust = env.SIG_TRUST_PROXY;
  const portalDir = path.resolve(cwd, env.SIG_PORTAL_DIR || path.join(findRepoRoot(), 'dist', 'portal'));
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SIG_MAIL_FROM || 'SIG <no-reply@sig.local>',
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    jwtTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 8 * 3600,
    publicUrl,
    // The embedded default is a demo: anyone may create a municipality. Production invites.
    openRegistration: flag(env.SIG_OPEN_REGISTRATION, databaseUrl === undefined),
    adminEmail: (env.SIG_ADMIN_EMAIL || 'admin@demo.sig').trim().toLowerCase(),
    adminPassword: env.SIG_ADMIN_PASSWORD || undefined,
    portalDir,
    parcelsDir: path.resolve(cwd, env.SIG_PARCELS_DIR || path.join(portalDir, '..', 'parcels')),
    importMapOverrides: flag(env.SIG_IMPORT_MAP_OVERRIDES, false),
    serviceWorkerKill: flag(env.SIG_SW_KILL, false),
    trustProxy: trust === undefined || trust === '' ? false : /^(1|true|yes|on)$/i.test(trust) ? true : trust,
    redisUrl: env.REDIS_URL || undefined,
    allowedOrigins: allowedOrigins(env.SIG_ALLOWED_ORIGINS, publicUrl, port),
    scryptCost: scryptCost(env.SIG_SCRYPT_COST),
  };
}
