import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  clock: Clock;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const mailer = new Mailer({ ...opts, db: app.db, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'sig-mail', dependencies: ['sig-db'] },
);
