import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ClienteRow } from '../../db/schema';
import { identity } from '../../core';
import { evError } from './eventosError';

/**
 * The preHandlers of Eventos' staff routes: the `eventos` product (403 product.disabled), then the permission;
 * the master `admin` passes all. `lista`: who sees events and registrations and checks people in at the door
 * (EventoList or EventoEdit); `editar`: who creates and changes events and cancels registrations (EventoEdit).
 */
export function evAccess(app: FastifyInstance): { lista: preHandlerAsyncHookHandler[]; editar: preHandlerAsyncHookHandler[] } {
  const product = app.requireProduct('eventos');
  return {
    lista: [product, app.access.permissions('EventoList', 'EventoEdit')],
    editar: [product, app.access.permissions('EventoEdit')],
  };
}

/** The cliente a public path's slug names, if it has the product; one 404 for "no such cliente" and "no eventos". */
export async function requireEvCliente(app: FastifyInstance, slug: string): Promise<ClienteRow> {
  const cliente = await identity.findClienteBySlug(app.db, slug);
  if (!cliente || !hasEventos(cliente)) throw evError(404, 'eventos.not_found');
  return cliente;
}

export const hasEventos = (cliente: ClienteRow): boolean => identity.toCliente(cliente).products.includes('eventos');
