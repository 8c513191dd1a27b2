import type { FastifyInstance } from 'fastify';
import { calendarService } from './calendar.service';
import { requestsService } from './requests.service';
import { transpFileRoutes } from './transpFiles.routes';
import { transpPublicRoutes } from './transpPublic.routes';
import { transparenciaRoutes } from './transparencia.routes';

/** Transparencia (issue 26): public information requests within the law's deadlines, staff inbox, calendar, units, reports. */
export async function transparenciaDomain(app: FastifyInstance): Promise<void> {
  const requests = requestsService(app);
  const calendar = calendarService(app);
  await transparenciaRoutes(app, requests, calendar);
  await transpFileRoutes(app, requests);
  await transpPublicRoutes(app, requests);
}

/** The demo cliente's units, federal holidays and a few requests, for the first start; many open requests for the benchmark. */
export { seedBulkTransparencia, seedDemoTransparencia } from './seed';
