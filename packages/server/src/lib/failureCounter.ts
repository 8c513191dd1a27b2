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

  reset(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}
