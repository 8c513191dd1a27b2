import type { FastifyInstance } from 'fastify';

/** BettaID (issue 29): citizen ID cards from a template per cliente, printed at ID-1 size with a signed QR, verified publicly, revocable. */
export async function bettaidDomain(_app: FastifyInstance): Promise<void> {}
