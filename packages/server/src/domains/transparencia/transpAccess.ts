import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ClienteRow } from '../../db/schema';
import { identity } from '../../core';
import { transpError } from './transpError';

/**
 * The preHandlers of the staff routes: the `transparencia` product of the session's cliente (403
 * product.disabled), then the permission. `worker` works requests (Transparencia or TransparenciaAdm);
 * `manager` configures, assigns and extends (TransparenciaAdm). The master `admin` passes both.
 */
export function transpAccess(app: FastifyInstance): { worker: preHandlerAsyncHookHandler[]; manager: preHandlerAsyncHookHandler[] } {
  const product = app.requireProduct('transparencia');
  return {
    worker: [product, app.access.permissions('Transparencia', 'TransparenciaAdm')],
    manager: [product, app.access.permissions('TransparenciaAdm')],
  };
}

/** The cliente a public path's slug names, if it has the product; one 404 for "no such cliente" and "no transparencia". */
export async function requireTranspCliente(app: FastifyInstance, slug: string): Promise<ClienteRow> {
  const cliente = await identity.findClienteBySlug(app.db, slug);
  if (!cliente || !identity.toCliente(cliente).products.includes('transparencia')) throw transpError(404, 'transparencia.cliente_not_found', 'cliente');
  return cliente;
}
