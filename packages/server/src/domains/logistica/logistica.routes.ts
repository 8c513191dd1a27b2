import type { FastifyInstance } from 'fastify';
import {
  LOG_PATHS,
  LogAnalytics,
  LogAnalyticsQuery,
  LogAsignarBody,
  LogAsignarResponse,
  LogCandidatosQuery,
  LogCandidatosResponse,
  LogCodigoResponse,
  LogEntregaDetalle,
  LogEntregasQuery,
  LogEntregasResponse,
  LogEstatusBody,
  LogFallidaBody,
  LogFiltros,
  LogIdParams,
  LogLoteBody,
  LogLoteResponse,
  LogMapaResponse,
  LogMisEntregasResponse,
  LogNewEntregaBody,
  LogPruebaBody,
  LogPruebaResponse,
  LogRepartidor,
  LogRepartidorBody,
  LogRepartidoresResponse,
  LogUserParams,
} from '@sig/shared/contract';
import { sendCsvRows } from '../../lib/csv';
import { requestLanguage } from '../../lib/requestLanguage';
import type { ZodTypeProvider } from '../../plugins/zod';
import { dayIn, safeTimeZone } from '../../core';
import { contentDisposition } from '../cases';
import { logAccess } from './logisticaAccess';
import type { logisticaActa } from './logisticaActa';
import type { logisticaAnalytics } from './logisticaAnalytics';
import type { LogisticaField } from './logisticaProof';
import type { StaffService } from './logisticaStaff.service';
import { entregaView, type LogisticaService } from './logistica.service';

/** Logística's staff API over HTTP: schemas and access only; the rules are in the services. */
export async function logisticaRoutes(
  app: FastifyInstance,
  entregas: LogisticaService,
  field: LogisticaField,
  staff: StaffService,
  figures: ReturnType<typeof logisticaAnalytics>,
  actas: ReturnType<typeof logisticaActa>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = logAccess(app);
  const P = LOG_PATHS;
  const today = (tz: string) => dayIn(app.clock(), safeTimeZone(tz));

  // ---- deliveries
  r.get(P.entregas, { schema: { querystring: LogEntregasQuery, response: { 200: LogEntregasResponse } }, preHandler: a.lista }, async (req) => entregas.list(req.session!, req.query));
  r.post(P.entregas, { schema: { body: LogNewEntregaBody, response: { 201: LogEntregaDetalle } }, preHandler: a.editar }, async (req, reply) => reply.code(201).send(await entregas.create(req.session!, req.body)));
  r.get(P.entregasCsv, { schema: { querystring: LogFiltros }, preHandler: a.lista }, async (req, reply) => {
    const rows = await entregas.csvRows(req.session!, req.query);
    async function* lines(): AsyncGenerator<(string | number)[]> {
      yield ['folio', 'estado', 'programa', 'articulo', 'periodo', 'habitante', 'curp', 'zona', 'colonia', 'repartidor', 'programada_para', 'entregada_en', 'motivo_fallo', 'creada'];
      for (const row of rows) {
        const e = entregaView(row);
        yield [e.folio, e.estado, e.programa.nombre, e.articulo, e.periodo, e.habitante.nombreCompleto, e.habitante.curp ?? '', e.zona?.nombre ?? '', row.colonia_nombre ?? '', e.repartidor?.displayName ?? '', e.programadaPara ?? '', e.entregadaEn ?? '', e.motivoFallo ?? '', e.createdAt];
      }
    }
    return sendCsvRows(reply, { name: `entregas-${today(req.session!.cliente.timezone)}.csv`, lang: requestLanguage(req.headers['accept-language']) }, lines());
  });
  r.get(P.mapa, { schema: { querystring: LogFiltros, response: { 200: LogMapaResponse } }, preHandler: a.lista }, async (req) => entregas.mapa(req.session!, req.query));
  r.post(P.lote, { schema: { body: LogLoteBody, response: { 201: LogLoteResponse } }, preHandler: a.editar }, async (req, reply) => reply.code(201).send(await entregas.lote(req.session!, req.body)));
  r.post(P.asignar, { schema: { body: LogAsignarBody, response: { 200: LogAsignarResponse } }, preHandler: a.editar }, async (req) => entregas.asignar(req.session!, req.body));
  r.get(P.entrega, { schema: { params: LogIdParams, response: { 200: LogEntregaDetalle } }, preHandler: a.lista }, async (req) => entregas.detail(req.session!, req.params.id));
  r.post(P.estatus, { schema: { params: LogIdParams, body: LogEstatusBody, response: { 200: LogEntregaDetalle } }, preHandler: a.lista }, async (req) => entregas.estatus(req.session!, req.params.id, req.body));
  r.post(P.prueba, { schema: { params: LogIdParams, body: LogPruebaBody, response: { 200: LogPruebaResponse } }, preHandler: a.lista }, async (req) => field.prueba(req.session!, req.params.id, req.body));
  r.post(P.fallida, { schema: { params: LogIdParams, body: LogFallidaBody, response: { 200: LogEntregaDetalle } }, preHandler: a.lista }, async (req) => field.fallida(req.session!, req.params.id, req.body));
  r.post(P.codigo, { schema: { params: LogIdParams, response: { 200: LogCodigoResponse } }, preHandler: a.editar }, async (req) => entregas.codigo(req.session!, req.params.id));
  r.get(P.acta, { schema: { params: LogIdParams }, preHandler: a.lista }, async (req, reply) => {
    const { bytes, nombre } = await actas.pdf(req.session!, req.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('attachment', nombre))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(bytes));
  });
  r.get(P.misEntregas, { schema: { response: { 200: LogMisEntregasResponse } }, preHandler: a.lista }, async (req, reply) => {
    // the repartidor's own work: never kept by a shared cache (the phone stores it itself)
    reply.header('Cache-Control', 'private, no-store');
    return entregas.misEntregas(req.session!);
  });

  // ---- delivery staff
  r.get(P.repartidores, { schema: { response: { 200: LogRepartidoresResponse } }, preHandler: a.staffRead }, async (req) => staff.list(req.session!));
  r.get(P.candidatos, { schema: { querystring: LogCandidatosQuery, response: { 200: LogCandidatosResponse } }, preHandler: a.usuarios }, async (req) => staff.candidatos(req.session!, req.query.q));
  r.put(P.repartidor, { schema: { params: LogUserParams, body: LogRepartidorBody, response: { 200: LogRepartidor } }, preHandler: a.usuarios }, async (req) => staff.save(req.session!, req.params.userId, req.body));

  // ---- figures
  r.get(P.analytics, { schema: { querystring: LogAnalyticsQuery, response: { 200: LogAnalytics } }, preHandler: a.staffRead }, async (req) => figures.figures(req.session!, req.query));
  r.get(P.analyticsCsv, { schema: { querystring: LogAnalyticsQuery }, preHandler: a.staffRead }, async (req, reply) => {
    const por = req.query.por ?? 'dia';
    const rows = await figures.rows(req.session!, req.query, por);
    async function* lines(): AsyncGenerator<(string | number)[]> {
      yield [por, 'nombre', 'planeadas', 'entregadas', 'fallidas'];
      for (const f of rows) yield [f.clave, f.nombre, f.planeadas, f.entregadas, f.fallidas];
    }
    return sendCsvRows(reply, { name: `logistica-${por}-${req.query.desde}-${req.query.hasta}.csv`, lang: requestLanguage(req.headers['accept-language']) }, lines());
  });
}
