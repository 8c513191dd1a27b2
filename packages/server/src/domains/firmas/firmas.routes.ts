import type { FastifyInstance } from 'fastify';
import { FIRMA_PATHS, SingleLine } from '@sig/shared/contract';
import { z } from 'zod';
import { identity } from '../../core';
import { HttpError } from '../../lib/httpError';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { FirmasService } from './firmas.service';

const Params = z.object({ clienteId: SingleLine.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'uuid') });
/** The clientes whose credentials are signed: only they publish keys. */
const SIGNING_PRODUCTS = ['eventos', 'bettaid'];

/** The published verification keys: public, so a door's phone or another app checks tickets and cards offline. */
export async function firmasRoutes(app: FastifyInstance, firmas: FirmasService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(FIRMA_PATHS.claves, { schema: { params: Params }, config: app.perAddress('publicReadPerAddress'), preHandler: app.access.public() }, async (req, reply) => {
    const cliente = await identity.findCliente(app.db, req.params.clienteId);
    if (!cliente || !identity.toCliente(cliente).products.some((p) => SIGNING_PRODUCTS.includes(p))) {
      throw new HttpError(404, 'firmas.cliente_not_found', 'Este municipio no publica llaves de verificación.', { field: 'clienteId' });
    }
    // keys change only on rotation, and a checker must see a new one soon after
    reply.header('cache-control', 'public, max-age=300');
    return firmas.published(cliente.id);
  });
}
