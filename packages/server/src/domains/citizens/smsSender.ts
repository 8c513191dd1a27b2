import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { keepInOutbox } from '../../lib/outbox';

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
    await keepInOutbox(this.opts.db, this.opts.dataDir, this.opts.clock(), { to, subject: SMS_SUBJECT, text }, { ext: 'sms.txt', content: `To: ${to}\n\n${text}\n` });
  }
}
