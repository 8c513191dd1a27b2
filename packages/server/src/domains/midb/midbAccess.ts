import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { identity, type Permission } from '../../core';
import { midbError } from './midbError';

/**
 * The preHandlers of a registry route: the `midb` product (403 product.disabled), then the cliente's
 * `cover_midb` switch (403 midb.disabled), then the route's permissions. Every midb route takes its access
 * from here, so no route forgets the switch.
 */
export function midbAccess(app: FastifyInstance, ...permissions: [Permission, ...Permission[]]): preHandlerAsyncHookHandler[] {
  const covered: preHandlerAsyncHookHandler = async (req) => {
    if (!identity.toCliente(req.session!.cliente).cover_midb) throw midbError(403, 'midb.disabled');
  };
  return [app.requireProduct('midb'), covered, app.access.permissions(...permissions)];
}
