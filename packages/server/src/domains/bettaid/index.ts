import type { FastifyInstance } from 'fastify';
import { bettaidFiles } from './bettaidFiles';
import { bettaidFileRoutes } from './bettaidFiles.routes';
import { bettaidPublic } from './bettaidPublic.service';
import { bettaidPublicRoutes } from './bettaidPublic.routes';
import { bettaidRoutes } from './bettaid.routes';
import { credencialesService } from './credenciales.service';
import { plantillasService } from './plantillas.service';

/** BettaID (issue 29): citizen ID cards from a template per cliente, printed at ID-1 size with a signed QR, verified publicly, revocable. */
export async function bettaidDomain(app: FastifyInstance): Promise<void> {
  const files = bettaidFiles(app);
  const plantillas = plantillasService(app, files);
  const cards = credencialesService(app, files);
  await bettaidRoutes(app, plantillas, cards);
  await bettaidFileRoutes(app, files, plantillas);
  await bettaidPublicRoutes(app, bettaidPublic(app, files, cards));
}

/** The demo cliente's sample template and cards, for the first start. */
export { DEMO_PLANTILLA_ID, seedDemoBettaid } from './seed';
