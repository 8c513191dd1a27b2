import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
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
  private readonly smtp?: nodemailer.Transporter;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  readonly outboxDir: string;

  constructor(private readonly opts: MailerOptions) {
    if (opts.smtpUrl) this.smtp = nodemailer.createTransport(opts.smtpUrl);
    this.outboxDir = outboxDir(opts.dataDir);
  }

  async send(msg: MailMessage): Promise<void> {
    const mail = { from: this.opts.from, to: msg.to, subject: msg.subject, text: msg.text, ...(msg.headers && { headers: msg.headers }) };
    if (this.smtp) {
      await this.smtp.sendMail(mail);
      this.opts.log.info({ to: msg.to, subject: msg.subject }, 'mail.sent');
      return;
    }
    const now = this.opts.clock();
    const info = (await this.composer.sendMail(mail)) as { message: Buffer };
    await keepInOutbox(this.opts.db, this.opts.dataDir, now, msg, { ext: 'eml', content: info.message });
    this.opts.log.info({ to: msg.to, subject: msg.subject, link: msg.link }, 'mail.link');
  }

  async close(): Promise<void> {
    this.smtp?.close();
  }
}
