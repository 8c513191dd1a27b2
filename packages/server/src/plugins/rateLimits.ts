import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from '../lib/clock';
import { BackoffCounter, FailureCounter, type Backoff, type Limit } from '../lib/failureCounter';
import { HttpError } from '../lib/httpError';

const MIN = 60_000;

/**
 * Two kinds of limits on every auth endpoint. Per address they are generous: a whole town hall (say
 * 100 clerks) behind one public IP must never lock itself out. Per account they are tight: guessing one
 * account's password, or mail-bombing one inbox, is throttled hard.
 */
export interface RateLimits {
  /**
   * Failed sign-ins (wrong credentials) per address; malformed requests and successes do not count, so
   * one broken client behind a town hall's shared address cannot lock the clerks out.
   */
  loginPerAddress: Limit;
  /**
   * Failed sign-ins per e-mail from every address: the hard limit against guessing spread over many
   * addresses. A device or address that signed in to the account before passes it, and the recovery
   * mail still works, so an attacker cannot keep the owner out.
   */
  loginFailuresPerAccount: Limit;
  /** Open311 filings with a wrong api_key, per address. */
  open311KeyFailuresPerAddress: Limit;
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
  /** Invitations an administrator sends (each one mails someone). */
  invitePerUser: Limit;
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
  /** One-time codes sent to habitantes (each one mails or texts someone); per habitante, citizens/habitanteCodes.ts counts them too. */
  habitanteCodePerAddress: Limit;
  /** Codes checked; each code also allows only OTP_MAX_TRIES wrong ones. */
  habitanteVerifyPerAddress: Limit;
  /** Requests to follow a folio by e-mail (each one mails a confirmation link). */
  followPerAddress: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // ~100 clerks behind one address, each mistyping a few times, stay far below it
  loginPerAddress: { max: 1000, windowMs: 15 * MIN },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MIN },
  // a real integration has its key in its configuration: a few misses, not hundreds
  open311KeyFailuresPerAddress: { max: 20, windowMs: 15 * MIN },
  recoveryPerAddress: { max: 100, windowMs: 15 * MIN },
  recoveryPerAccount: { max: 5, windowMs: 60 * MIN },
  ticketPerAddress: { max: 300, windowMs: 15 * MIN },
  ticketChangePerTicket: { max: 10, windowMs: 15 * MIN },
  registerPerAddress: { max: 20, windowMs: 60 * MIN },
  registerPerAccount: { max: 5, windowMs: 60 * MIN },
  sessionPerAddress: { max: 6000, windowMs: 15 * MIN },
  sessionPerUser: { max: 600, windowMs: 15 * MIN },
  switchPerUser: { max: 60, windowMs: 15 * MIN },
  invitePerUser: { max: 50, windowMs: 60 * MIN },
  // A whole family, or a town hall's kiosk, behind one address must still get through.
  publicReadPerAddress: { max: 600, windowMs: MIN },
  habitanteRegisterPerAddress: { max: 30, windowMs: 10 * MIN },
  curpLookupPerAddress: { max: 30, windowMs: 10 * MIN },
  publicFilingPerAddress: { max: 20, windowMs: 60 * MIN },
  publicUploadPerAddress: { max: 60, windowMs: 60 * MIN },
  habitanteCodePerAddress: { max: 20, windowMs: 60 * MIN },
  habitanteVerifyPerAddress: { max: 60, windowMs: 60 * MIN },
  followPerAddress: { max: 20, windowMs: 60 * MIN },
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: RateLimits;
    /** Route config for a per-address limit: `config: app.perAddress('loginPerAddress')`. */
    perAddress: (name: keyof RateLimits) => { rateLimit: { max: number; timeWindow: number; keyGenerator: (req: FastifyRequest) => string } };
    /** A check keyed on the account (e-mail, ticket, user); throws 429 when over the limit. */
    perAccount: (name: keyof RateLimits) => (req: FastifyRequest, account: string) => Promise<void>;
    signInThrottle: SignInThrottle;
    /** Wrong Open311 api_keys per address. */
    open311KeyFailures: FailureCounter;
  }
}

/** Per (account, address or known device) pair: 5 tries back to back, then 1 s, 2 s, 4 s… up to 5 minutes. */
export const LOGIN_PAIR_BACKOFF: Backoff = { free: 5, baseMs: 1000, maxMs: 5 * MIN, forgetMs: 60 * MIN };

export interface SignInThrottle {
  pairs: BackoffCounter;
  accounts: FailureCounter;
  addresses: FailureCounter;
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
    app.decorate('signInThrottle', {
      pairs: new BackoffCounter(LOGIN_PAIR_BACKOFF, opts.clock),
      accounts: new FailureCounter(limits.loginFailuresPerAccount, opts.clock),
      addresses: new FailureCounter(limits.loginPerAddress, opts.clock),
    });
    app.decorate('open311KeyFailures', new FailureCounter(limits.open311KeyFailuresPerAddress, opts.clock));
  },
  { name: 'sig-rate-limits' },
);

// the limiter's keyGenerator only receives the request, so the account travels beside it
const accounts = new WeakMap<FastifyRequest, string>();
const accountOf = (req: FastifyRequest) => accounts.get(req) ?? '';
