import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailQueueTable, MailStatus } from '../db/schema.follow';
import type { Clock } from '../lib/clock';
import { parseJson, toJson } from '../lib/json';
import type { MailMessage } from '../lib/mailer';
import { sortableId } from '../lib/sortableId';

/*
 * The mail queue (issue 24). A mail is enqueued in the transaction of the change it tells of, under a key
 * naming what it is about (a change and a recipient): a second enqueue of that key is ignored, so a change
 * is mailed once however many nodes saw it. Any node sends: it claims due rows with a lease, so a node that
 * dies mid-batch leaves them to another once the lease runs out. A failed send is retried with backoff;
 * a refusal the mail server calls permanent (5xx) is a bounce and is not retried.
 */

type Db = Kysely<Database>;

export interface QueuedMail extends MailMessage {
  clienteId: string | null;
  dedupeKey: string;
}

/** Waits before the 1st, 2nd… retry; past the last the mail is marked fallido. */
export const MAIL_RETRY_MINUTES = [1, 5, 30, 120, 720] as const;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export async function enqueueMail(db: Db, now: string, mail: QueuedMail): Promise<void> {
  await db
    .insertInto('mail_queue')
    .values({
      id: sortableId(),
      cliente_id: mail.clienteId,
      dedupe_key: mail.dedupeKey,
      to_addr: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: toJson(mail.headers ?? {}),
      link: mail.link ?? null,
      status: 'pendiente',
      attempts: 0,
      next_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export type MailCounts = Record<MailStatus, number>;

/** How the cliente's mails stand: what administrators see on the cliente page. */
export async function mailCounts(db: Db, clienteId: string): Promise<MailCounts> {
  const rows = await db.selectFrom('mail_queue').select(['status', (eb) => eb.fn.countAll().as('n')]).where('cliente_id', '=', clienteId).groupBy('status').execute();
  const counts: MailCounts = { pendiente: 0, enviado: 0, fallido: 0, rebotado: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

interface Sender {
  send(msg: MailMessage): Promise<void>;
}

/** An SMTP refusal that will not change on retry (mailbox unknown, domain refuses). */
const isBounce = (err: unknown): boolean => {
  const code = (err as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export class MailQueue {
  private readonly node = randomUUID();
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly sender: Sender,
    private readonly clock: Clock,
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  ) {}

  /** Polls every `everyMs` for due mails (retries, and those other nodes enqueued). */
  start(everyMs: number): void {
    this.timer = setInterval(() => this.nudge(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** Sends what is due soon, without waiting (after a write that enqueued mail). */
  nudge(): void {
    void this.drain().catch((err: unknown) => this.log.error({ err }, 'mail queue failed'));
  }

  /** Sends every due mail this node can claim; resolves with how many it handled. One run at a time per node. */
  async drain(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.run();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async run(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return handled;
      for (const row of batch) await this.deliver(row);
      handled += batch.length;
    }
  }

  /** Due rows leased to this node. The update re-checks the lease, so two nodes never both take a row. */
  private async claim(): Promise<MailQueueTable[]> {
    const now = this.clock();
    const nowIso = now.toISOString();
    const due = await this.db
      .selectFrom('mail_queue')
      .select('id')
      .where('status', '=', 'pendiente')
      .where('next_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('next_at')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return [];
    return this.db
      .updateTable('mail_queue')
      .set({ locked_until: new Date(now.getTime() + LEASE_MS).toISOString(), locked_by: this.node })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .where('status', '=', 'pendiente')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .returningAll()
      .execute();
  }

  private async deliver(row: MailQueueTable): Promise<void> {
    // only while the lease is still this node's: one that outlived it must not overwrite another's result
    const settle = (changes: Partial<MailQueueTable>) => this.db.updateTable('mail_queue').set(changes).where('id', '=', row.id).where('locked_by', '=', this.node).execute();
    try {
      await this.sender.send({ to: row.to_addr, subject: row.subject, text: row.text, headers: parseJson<Record<string, string>>(row.headers, {}), ...(row.link && { link: row.link }) });
      await settle({ status: 'enviado', sent_at: this.clock().toISOString(), attempts: row.attempts + 1, locked_until: null, last_error: null });
    } catch (err) {
      const attempts = row.attempts + 1;
      const wait = MAIL_RETRY_MINUTES[attempts - 1];
      const status: MailStatus = isBounce(err) ? 'rebotado' : wait === undefined ? 'fallido' : 'pendiente';
      const nextAt = new Date(this.clock().getTime() + (wait ?? 0) * 60_000).toISOString();
      const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
      this.log.warn({ err, mail: row.id, attempts, status }, 'mail not sent');
      await settle({ status, attempts, next_at: nextAt, locked_until: null, last_error: message });
    }
  }
}
