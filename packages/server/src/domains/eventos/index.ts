import type { FastifyInstance } from 'fastify';
import { eventosCheckin } from './eventosCheckin.service';
import { eventosPublic } from './eventosPublic.service';
import { eventosPublicRoutes } from './eventosPublic.routes';
import { eventosRoutes } from './eventos.routes';
import { eventosService } from './eventos.service';
import { seats } from './eventosSeats';

/** Eventos (issue 29): municipal events, public registration with a capacity and a waiting list, signed QR tickets, check-in at the door (online and offline). */
export async function eventosDomain(app: FastifyInstance): Promise<void> {
  const s = seats(app);
  await eventosRoutes(app, eventosService(app, s), eventosCheckin(app));
  await eventosPublicRoutes(app, eventosPublic(app, s));
}
