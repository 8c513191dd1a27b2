import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/*
 * Text messages to habitantes. Sending real SMS takes a provider outside this system; this small
 * interface is where one plugs in. Without one, a message goes where mail goes without SMTP: a file in
 * <data>/outbox/ and a row of the outbox table (subject "SMS"), so a fresh machine and the tests can read it.
 */

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export const SMS_SUBJECT = 'SMS';

export class OutboxSms implements SmsSender {
  constructor(private readonly opts: { dataDir: string; db: Kysely<Database>; clock: Clock }) {}

  async send(to: string, text: string): Promise<void> {
    const now = this.opts.clock();
    const id = randomUUID();
    const dir = path.join(this.opts.dataDir, 'outbox');
    await mkdir(dir, { recursive: true });
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(dir, `${stamp}-${id.slice(0, 8)}.sms.txt`), `To: ${to}\n\n${text}\n`, { mode: 0o600 });
    await this.opts.db.insertInto('outbox').values({ id, to, subject: SMS_SUBJECT, text, created_at: now.toISOString() }).execute();
  }
}
