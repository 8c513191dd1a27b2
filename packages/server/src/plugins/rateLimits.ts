import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from '../lib/clock';
import { FailureCounter, type Limit } from '../lib/failureCounter';
import { HttpError } from '../lib/httpError';

const MIN = 60_000;

/**
 * Two kinds of limits on every auth endpoint. Per address they are generous: a whole town hall (say
 * 100 clerks) behind one public IP must never lock itself out. Per account they are tight: guessing one
 * account's password, or mail-bombing one inbox, is throttled hard.
 */
export interface RateLimits {
  loginPerAddress: Limit;
  /** Failed sign-ins per e-mail; successes do not count. */
  loginFailuresPerAccount: Limit;
  recoveryPerAddress: Limit;
  recoveryPerAccount: Limit;
  ticketPerAddress: Limit;
  ticketChangePerTicket: Limit;
  registerPerAddress: Limit;
  registerPerAccount: Limit;
  /** access-token, getmenu, user/update, logout-all */
  sessionPerAddress: Limit;
  sessionPerUser: Limit;
  /** A master user's cliente switches (each issues a token). */
  switchPerUser: Limit;
  /** The citizens' public reads: cliente, habitante by id, follow, map (embedded maps refresh). */
  publicReadPerAddress: Limit;
  /** Citizen registrations. */
  habitanteRegisterPerAddress: Limit;
  /** Lookups of a habitante by CURP: the enumeration risk, so moderate. */
  curpLookupPerAddress: Limit;
  /** Public filings of reportes and solicitudes. */
  publicFilingPerAddress: Limit;
  /** Photos and documents attached to public filings. */
  publicUploadPerAddress: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAddress: { max: 300, windowMs: 15 * MIN },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MIN },
  recoveryPerAddress: { max: 100, windowMs: 15 * MIN },
  recoveryPerAccount: { max: 5, windowMs: 60 * MIN },
  ticketPerAddress: { max: 300, windowMs: 15 * MIN },
  ticketChangePerTicket: { max: 10, windowMs: 15 * MIN },
  registerPerAddress: { max: 20, windowMs: 60 * MIN },
  registerPerAccount: { max: 5, windowMs: 60 * MIN },
  sessionPerAddress: { max: 6000, windowMs: 15 * MIN },
  sessionPerUser: { max: 600, windowMs: 15 * MIN },
  switchPerUser: { max: 60, windowMs: 15 * MIN },
  // A whole family, or a town hall's kiosk, behind one address must still get through.
  publicReadPerAddress: { max: 600, windowMs: MIN },
  habitanteRegisterPerAddress: { max: 30, windowMs: 10 * MIN },
  curpLookupPerAddress: { max: 30, windowMs: 10 * MIN },
  publicFilingPerAddress: { max: 20, windowMs: 60 * MIN },
  publicUploadPerAddress: { max: 60, windowMs: 60 * MIN },
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: RateLimits;
    /** Route config for a per-address limit: `config: app.perAddress('loginPerAddress')`. */
    perAddress: (name: keyof RateLimits) => { rateLimit: { max: number; timeWindow: number; keyGenerator: (req: FastifyRequest) => string } };
    /** A check keyed on the account (e-mail, ticket, user); throws 429 when over the limit. */
    perAccount: (name: keyof RateLimits) => (req: FastifyRequest, account: string) => Promise<void>;
    loginFailures: FailureCounter;
  }
}

export function retryText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} segundo${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minuto${minutes === 1 ? '' : 's'}`;
}

export function rateLimited(seconds: number): HttpError {
  return new HttpError(429, 'rate_limited', `Demasiados intentos. Intenta de nuevo en ${retryText(seconds)}.`, {
    headers: { 'retry-after': String(Math.max(1, seconds)) },
  });
}

export interface RateLimitPluginOptions {
  limits?: Partial<RateLimits>;
  clock: Clock;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...opts.limits };
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => rateLimited(Math.ceil(ctx.ttl / 1000)),
    });
    app.decorate('limits', limits);
    app.decorate('perAddress', (name: keyof RateLimits) => ({
      rateLimit: { max: limits[name].max, timeWindow: limits[name].windowMs, keyGenerator: (req: FastifyRequest) => `${name}:${req.ip}` },
    }));
    app.decorate('perAccount', (name: keyof RateLimits) => {
      const check = app.createRateLimit({ max: limits[name].max, timeWindow: limits[name].windowMs, keyGenerator: (req) => `${name}:${accountOf(req)}` });
      return async (req: FastifyRequest, account: string) => {
        accounts.set(req, account.trim().toLowerCase());
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
      };
    });
    app.decorate('loginFailures', new FailureCounter(limits.loginFailuresPerAccount, opts.clock));
  },
  { name: 'sig-rate-limits' },
);

// the limiter's keyGenerator only receives the request, so the account travels beside it
const accounts = new WeakMap<FastifyRequest, string>();
const accountOf = (req: FastifyRequest) => accounts.get(req) ?? '';
