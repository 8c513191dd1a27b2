import type { FastifyInstance } from 'fastify';
import {
  EV_PATHS,
  EvCancelarBody,
  EvEventoBody,
  EvEventoDetalle,
  EvEventosQuery,
  EvEventosResponse,
  EvEventoUpdateBody,
  EvIdParams,
  EvKit,
  EvRegistroDetalle,
  EvRegistroParams,
  EvRegistrosQuery,
  EvRegistrosResponse,
  EvScanBody,
  EvScanLoteBody,
  EvScanLoteResponse,
  EvScanResult,
} from '@sig/shared/contract';
import { sendCsvRows } from '../../lib/csv';
import { requestLanguage } from '../../lib/requestLanguage';
import type { ZodTypeProvider } from '../../plugins/zod';
import { evAccess } from './eventosAccess';
import type { EventosCheckin } from './eventosCheckin.service';
import type { EventosService } from './eventos.service';
import { registroView } from './eventosView';

/** Eventos' staff API over HTTP: schemas and access only; the rules are in the services. */
export async function eventosRoutes(app: FastifyInstance, eventos: EventosService, door: EventosCheckin): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = evAccess(app);
  const P = EV_PATHS;

  r.get(P.eventos, { schema: { querystring: EvEventosQuery, response: { 200: EvEventosResponse } }, preHandler: a.lista }, async (req) => eventos.list(req.session!, req.query));
  r.post(P.eventos, { schema: { body: EvEventoBody, response: { 201: EvEventoDetalle } }, preHandler: a.editar }, async (req, reply) => reply.code(201).send(await eventos.create(req.session!, req.body)));
  r.get(P.evento, { schema: { params: EvIdParams, response: { 200: EvEventoDetalle } }, preHandler: a.lista }, async (req) => eventos.detail(req.session!, req.params.id));
  r.put(P.evento, { schema: { params: EvIdParams, body: EvEventoUpdateBody, response: { 200: EvEventoDetalle } }, preHandler: a.editar }, async (req) => eventos.update(req.session!, req.params.id, req.body));

  r.get(P.registros, { schema: { params: EvIdParams, querystring: EvRegistrosQuery, response: { 200: EvRegistrosResponse } }, preHandler: a.lista }, async (req) =>
    eventos.registros(req.session!, req.params.id, req.query),
  );
  r.get(P.registrosCsv, { schema: { params: EvIdParams, querystring: EvRegistrosQuery.omit({ page: true, pageSize: true }) }, preHandler: a.lista }, async (req, reply) => {
    const { evento, rows } = await eventos.csvRows(req.session!, req.params.id, req.query);
    async function* lines(): AsyncGenerator<(string | number)[]> {
      yield ['codigo', 'nombre', 'correo', 'origen', 'estado', 'posicion_espera', 'asistio', 'checkin_en', 'puerta', 'registro_checkin', 'motivo_cancelacion', 'registrado'];
      for (const row of rows) {
        const v = registroView(row, row.espera_antes + 1);
        yield [v.codigo, v.nombre, v.email ?? '', v.origen, v.estado, v.posicionEspera ?? '', v.checkin ? 'si' : 'no', v.checkin?.en ?? '', v.checkin?.puerta ?? '', v.checkin?.por?.displayName ?? '', v.motivoCancelacion ?? '', v.createdAt];
      }
    }
    return sendCsvRows(reply, { name: `registros-${evento.inicio.slice(0, 10)}-${evento.id}.csv`, lang: requestLanguage(req.headers['accept-language']) }, lines());
  });
  r.get(P.registro, { schema: { params: EvRegistroParams, response: { 200: EvRegistroDetalle } }, preHandler: a.lista }, async (req) => eventos.registro(req.session!, req.params.id, req.params.registroId));
  r.post(P.cancelarRegistro, { schema: { params: EvRegistroParams, body: EvCancelarBody, response: { 200: EvRegistroDetalle } }, preHandler: a.editar }, async (req) =>
    eventos.cancelar(req.session!, req.params.id, req.params.registroId, req.body.motivo),
  );

  r.post(P.checkin, { schema: { params: EvIdParams, body: EvScanBody, response: { 200: EvScanResult } }, preHandler: a.lista }, async (req) => door.scan(req.session!, req.params.id, req.body));
  r.post(P.lote, { schema: { params: EvIdParams, body: EvScanLoteBody, response: { 200: EvScanLoteResponse } }, preHandler: a.lista }, async (req) => door.lote(req.session!, req.params.id, req.body));
  r.get(P.kit, { schema: { params: EvIdParams, response: { 200: EvKit } }, preHandler: a.lista }, async (req, reply) => {
    // a door's list of names: kept by the device itself, never by a shared cache
    reply.header('Cache-Control', 'private, no-store');
    return door.kit(req.session!, req.params.id);
  });
}
