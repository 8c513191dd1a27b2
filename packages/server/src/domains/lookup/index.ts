import type { FastifyInstance } from 'fastify';
import { lookupRoutes } from './lookup.routes';

/** The toolbar's lookup (issue 21): a folio or a CURP typed in the page search opens that case or person. */
export async function lookupDomain(app: FastifyInstance): Promise<void> {
  await lookupRoutes(app);
}
