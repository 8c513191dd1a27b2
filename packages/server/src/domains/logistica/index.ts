import type { FastifyInstance } from 'fastify';
import { logisticaActa } from './logisticaActa';
import { logisticaAnalytics } from './logisticaAnalytics';
import { logisticaFileRoutes } from './logisticaFiles.routes';
import { logisticaField } from './logisticaProof';
import { logisticaRegistryRoutes } from './logisticaRegistry.routes';
import { logisticaStaff } from './logisticaStaff.service';
import { logisticaRoutes } from './logistica.routes';
import { logisticaService } from './logistica.service';

/** Logística (issue 28): aid deliveries to habitantes, assigned by zona, with a proof of delivery captured offline. */
export async function logisticaDomain(app: FastifyInstance): Promise<void> {
  const staff = logisticaStaff(app);
  const entregas = logisticaService(app, staff);
  const field = logisticaField(app, entregas);
  await logisticaRoutes(app, entregas, field, staff, logisticaAnalytics(app), logisticaActa(app, entregas));
  await logisticaFileRoutes(app, field);
  await logisticaRegistryRoutes(app);
}
