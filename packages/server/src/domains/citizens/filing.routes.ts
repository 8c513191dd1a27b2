import type { FastifyInstance } from 'fastify';
import { CASE_KINDS, ClienteSlugParams, HABITANTE_SESSION_HEADER, HabitanteSessionHeaders, PUBLIC_PATHS, PublicFilingBody, PublicFilingResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { CitizenDeps } from './deps';
import { fileFromPortal } from './filing.service';
import { openToOtherSites } from './otherSites';
import { requireSigCliente } from './publicCliente';

/** Filing a reporte or a solicitud from the public pages (filing.service.ts). */
export async function filingRoutes(app: FastifyInstance, deps: CitizenDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // <sig-report-form> files reportes from other sites, anonymously: the habitante session header stays same-origin
  openToOtherSites(app, [{ url: PUBLIC_PATHS.file.reporte, methods: ['POST'] }]);

  for (const kind of CASE_KINDS) {
    r.post(
      PUBLIC_PATHS.file[kind],
      {
        schema: { params: ClienteSlugParams, body: PublicFilingBody, headers: HabitanteSessionHeaders, response: { 201: PublicFilingResponse } },
        config: app.perAddress('publicFilingPerAddress'),
        preHandler: app.access.public(),
      },
      async (req, reply) => {
        const cliente = await requireSigCliente(app, req.params.cliente);
        return reply.code(201).send(await fileFromPortal(app, deps, cliente, kind, req.body, req.headers[HABITANTE_SESSION_HEADER]));
      },
    );
  }
}
