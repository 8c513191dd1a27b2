import type { FastifyInstance } from 'fastify';
import type { ClienteRow } from '../../db/schema';
import { citizenError } from './citizenError';
import { findPublicCliente, hasSig } from './citizens.repository';

/** The cliente a public path's `:cliente` slug names; else 404 citizen.cliente_not_found. */
export async function requireCliente(app: FastifyInstance, slug: string): Promise<ClienteRow> {
  const cliente = await findPublicCliente(app.db, slug);
  if (!cliente) throw citizenError(404, 'citizen.cliente_not_found', 'cliente');
  return cliente;
}

/** The cliente, which must have SIG switched on to take or show cases; else 403 citizen.product_disabled. */
export async function requireSigCliente(app: FastifyInstance, slug: string): Promise<ClienteRow> {
  const cliente = await requireCliente(app, slug);
  if (!hasSig(cliente)) throw citizenError(403, 'citizen.product_disabled');
  return cliente;
}
