import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailQueue } from '../core/mailQueue';
import type { Clock } from '../lib/clock';
import { Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Mails enqueued with a change (follow mails): sent by whichever node claims them, retried with backoff. */
    mailQueue: MailQueue;
  }
}

export interface MailPluginOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  clock: Clock;
}

/** How often a node looks for due mails it was not nudged about (retries, other nodes' writes). */
const QUEUE_POLL_MS = 15_000;

export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const mailer = new Mailer({ ...opts, db: app.db, log: app.log });
    const queue = new MailQueue(app.db, mailer, opts.clock, app.log);
    app.decorate('mailer', mailer);
    app.decorate('mailQueue', queue);
    app.addHook('onReady', async () => queue.start(QUEUE_POLL_MS));
    app.addHook('onClose', async () => {
      await queue.stop();
      await mailer.close();
    });
  },
  { name: 'sig-mail', dependencies: ['sig-db'] },
);
