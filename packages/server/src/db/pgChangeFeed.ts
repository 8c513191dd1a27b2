import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { ChangeStamp, WriteCounter } from './changeStamp';

/** The channel the version triggers notify (migrations 0010 and 0011). */
export const VERSIONS_CHANNEL = 'sig_versions';
const RETRY_MS = [100, 500, 2000, 5000];

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * One LISTEN connection per process. Every notification (a version bumped by any node, committed) moves
 * the epoch on; while the connection is down the stamp is null, so every request reads the versions, and
 * coming back moves the epoch too (what was missed is unknown). A notification arrives within a
 * millisecond or so of the other node's commit: the only delay there is between nodes.
 */
export class PgChangeFeed implements ChangeStamp {
  /** Shared by every feed of the process, so a replaced feed never repeats an earlier stamp. */
  private static epochs = 0;
  private epoch = ++PgChangeFeed.epochs;
  private live = false;
  private client: Client | undefined;
  private stopped = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly connectionString: string,
    private readonly writes: WriteCounter,
    private readonly log?: Logger,
  ) {}

  now(): string | null {
    return this.live ? `${this.epoch}:${this.writes.count}` : null;
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    const { Client } = await import('pg');
    if (this.stopped) return;
    const client = new Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', (n) => {
      // the triggers send an empty payload; a payload is some node's caughtUp marker, not a change
      if (!n.payload) this.epoch = ++PgChangeFeed.epochs;
      else this.waiting.get(n.payload)?.();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${VERSIONS_CHANNEL}`);
      this.epoch = ++PgChangeFeed.epochs;
      this.live = true;
      this.attempt = 0;
    } catch (err) {
      this.lost(client, err);
    }
  }

  /** Resolves once every change committed before the call has been heard (tests; a node's own barrier). */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!this.live || !client) return;
    const token = randomUUID();
    // one listener gets notifications in the order their transactions committed: ours comes after theirs
    const heard = new Promise<void>((resolve) => this.waiting.set(token, resolve));
    await client.query('select pg_notify($1, $2)', [VERSIONS_CHANNEL, token]);
    let timer: NodeJS.Timeout | undefined;
    // a connection lost meanwhile never answers: give up after a while (the stamp is then null anyway)
    await Promise.race([heard, new Promise((r) => (timer = setTimeout(r, 2000)))]);
    clearTimeout(timer);
    this.waiting.delete(token);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  private lost(client: Client, err?: unknown): void {
    if (client !== this.client) return;
    this.live = false;
    this.client = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.log?.warn({ err }, 'version notifications lost: reading versions on every request until they are back');
    const delay = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
    this.timer = setTimeout(() => void this.start(), delay);
    this.timer.unref();
  }
}
