import type { FastifyInstance } from 'fastify';

/** Eventos (issue 29): municipal events, public registration with a capacity and a waiting list, signed QR tickets, check-in at the door (online and offline). */
export async function eventosDomain(_app: FastifyInstance): Promise<void> {}
