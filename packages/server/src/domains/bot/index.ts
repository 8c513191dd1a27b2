import type { FastifyInstance } from 'fastify';
import { botLive } from './botLive';
import { botPublicRoutes } from './botPublic.routes';
import { botRoutes } from './bot.routes';
import { centreService } from './centre.service';
import { configService } from './config.service';
import { inboundService } from './inbound.service';

export { seedDemoBot, DEMO_WEB_CHAT_ID } from './seed';

/** The bot and the contact centre (issue 27): the flow, the web chat and the providers' webhook, the queue and the agents' work, contacts. */
export async function botDomain(app: FastifyInstance): Promise<void> {
  const live = botLive(app);
  await botRoutes(app, configService(app), centreService(app, live));
  await botPublicRoutes(app, inboundService(app, live));
}
