import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, ClienteSettings, MailCountsResponse, SessionResponse, SwitchClienteBody, UpdateClienteBody } from '@sig/shared/contract';
import { mailCounts } from '../../core';
import type { ZodTypeProvider } from '../../plugins/zod';
import { clienteService } from './cliente.service';

/** The cliente's settings and the switch to another cliente over HTTP: schemas, access and the switch rate; the rules are in cliente.service. */
export async function clienteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clientes = clienteService(app.authDeps, app.config.dataDir);
  const guard = app.access.permissions('admin');

  r.get(ADMIN_PATHS.cliente, { schema: { response: { 200: ClienteSettings } }, preHandler: guard }, async (req) => clientes.get(req.session!));

  r.put(ADMIN_PATHS.cliente, { schema: { body: UpdateClienteBody, response: { 200: ClienteSettings } }, preHandler: guard }, async (req) => clientes.update(req.session!, req.body));

  r.get(ADMIN_PATHS.clienteCorreos, { schema: { response: { 200: MailCountsResponse } }, preHandler: guard }, async (req) => mailCounts(app.db, req.session!.clienteId));

  const switchLimit = app.perAccount('switchPerUser');
  r.post(ADMIN_PATHS.switchCliente, { schema: { body: SwitchClienteBody, response: { 200: SessionResponse } }, preHandler: app.access.signedIn() }, async (req) =>
    clientes.switchTo(req.session!, req.body.clienteId, () => switchLimit(req, req.session!.user.id)),
  );
}
