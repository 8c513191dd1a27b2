import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ERRORS, type ProductName } from '@sig/shared/contract';
import { HttpError } from '../lib/httpError';
import { identity } from '../core';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for a product's API: authenticate, then 403 product.disabled unless the session's
     * cliente has that product switched on. Put it before the route's access:
     * `preHandler: [app.requireProduct('sig'), app.access.permissions('SigVerReporte')]`.
     */
    requireProduct: (product: ProductName) => preHandlerAsyncHookHandler;
  }
}

export const productsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('requireProduct', (product: ProductName) => {
      const handler: preHandlerAsyncHookHandler = async function (this: FastifyInstance, req, reply) {
        await app.authenticate.call(this, req, reply);
        if (!identity.toCliente(req.session!.cliente).products.includes(product)) {
          throw new HttpError(403, 'product.disabled', ADMIN_ERRORS['product.disabled']);
        }
      };
      return handler;
    });
  },
  { name: 'sig-products', dependencies: ['sig-auth'] },
);
