import type { Kysely } from 'kysely';
import type nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import { keepInOutbox, outboxDir } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The action link in the text, logged when there is no SMTP so a fresh machine can still use it. */
  link?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for the follow mails). */
  headers?: Record<string, string>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  db: Kysely<Database>;
  log: MailLog;
  clock: Clock;
}

/**
 * SMTP when SMTP_URL is set. Without it every message is written as an .eml file to <data>/outbox/,
 * stored in the outbox table and its link logged (`mail.link`): activation and recovery keep working
 * on a machine with no mail server, and tests read the messages back.
 */
export class Mailer {
  // nodemailer (a tenth of a second of CPU to load) comes with the first message, not with every start
  private transports?: Promise<{ smtp?: nodemailer.Transporter; composer: nodemailer.Transporter }>;
  readonly outboxDir: string;

  constructor(private readonly opts: MailerOptions) {
    this.outboxDir = outboxDir(opts.dataDir);
  }

  private loadTransports() {
    return (this.transports ??= import('nodemailer').then((m) => {
      const mailer = (m as { default?: typeof nodemailer }).default ?? (m as unknown as typeof nodemailer);
      return {
        smtp: this.opts.smtpUrl ? mailer.createTransport(this.opts.smtpUrl) : undefined,
        composer: mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      };
    }));
  }

  async send(msg: MailMessage): Promise<void> {
    const mail = { from: this.opts.from, to: msg.to, subject: msg.subject, text: msg.text, ...(msg.headers && { headers: msg.headers }) };
    const { smtp, composer } = await this.loadTransports();
    if (smtp) {
      await smtp.sendMail(mail);
      this.opts.log.info({ to: msg.to, subject: msg.subject }, 'mail.sent');
      return;
    }
    const now = this.opts.clock();
    const info = (await composer.sendMail(mail)) as { message: Buffer };
    await keepInOutbox(this.opts.db, this.opts.dataDir, now, msg, { ext: 'eml', content: info.message });
    this.opts.log.info({ to: msg.to, subject: msg.subject, link: msg.link }, 'mail.link');
  }

  async close(): Promise<void> {
    if (this.transports) (await this.transports).smtp?.close();
  }
}
