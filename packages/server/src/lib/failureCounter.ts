import type { Clock } from './clock';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts failures per key in a fixed window. Unlike a request limiter it can be *asked* without
 * counting, which a sign-in needs: once an account is over its limit even the right password is
 * refused until the window ends, or the attacker would learn which guess was right.
 */
export class FailureCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: Limit,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the key may try again; 0 when it may try now. */
  blockedFor(key: string): number {
    const e = this.entries.get(key);
    const now = this.clock().getTime();
    if (!e || e.resetAt <= now) return 0;
    return e.count >= this.limit.max ? Math.ceil((e.resetAt - now) / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.clock().getTime();
    const e = this.entries.get(key);
    if (!e || e.resetAt <= now) this.entries.set(key, { count: 1, resetAt: now + this.limit.windowMs });
    else e.count++;
    if (this.entries.size > 50_000) this.prune(now);
  }

  /** Takes back one failure charged before the outcome was known (the attempt succeeded). */
  refund(key: string): void {
    const e = this.entries.get(key);
    if (e && e.count > 0) e.count--;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}

export interface Backoff {
  /** Failures allowed back to back before any wait. */
  free: number;
  /** The first wait; each further failure doubles it, up to maxMs. */
  baseMs: number;
  maxMs: number;
  /** A key is forgotten this long after its last failure. */
  forgetMs: number;
}

/**
 * Growing waits per key (OWASP: throttle per account and address pair). After `free` failures the next
 * attempt must wait baseMs after the last failure, then twice as long, and so on up to maxMs. A person
 * who mistypes a few times never notices; a guesser gets a handful of tries an hour from that address.
 */
export class BackoffCounter {
  private readonly entries = new Map<string, { count: number; lastAt: number }>();

  constructor(
    private readonly backoff: Backoff,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the key may try again; 0 when it may try now. */
  waitFor(key: string): number {
    const e = this.entries.get(key);
    const now = this.clock().getTime();
    if (!e) return 0;
    if (now - e.lastAt >= this.backoff.forgetMs) {
      this.entries.delete(key);
      return 0;
    }
    if (e.count < this.backoff.free) return 0;
    const wait = Math.min(this.backoff.baseMs * 2 ** (e.count - this.backoff.free), this.backoff.maxMs);
    const left = e.lastAt + wait - now;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.clock().getTime();
    const e = this.entries.get(key);
    if (!e || now - e.lastAt >= this.backoff.forgetMs) this.entries.set(key, { count: 1, lastAt: now });
    else {
      e.count++;
      e.lastAt = now;
    }
    if (this.entries.size > 50_000) this.prune(now);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (now - e.lastAt >= this.backoff.forgetMs) this.entries.delete(k);
  }
}
