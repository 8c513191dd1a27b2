import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

/** The preHandlers of BettaID's staff routes: the `bettaid` product (403 product.disabled), then BettaIdEdit; the master `admin` passes. */
export function btAccess(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [app.requireProduct('bettaid'), app.access.permissions('BettaIdEdit')];
}
