import type { FastifyInstance } from 'fastify';
import {
  TRANSP_PATHS,
  TranspAmpliacionBody,
  TranspAsignarBody,
  TranspDetail,
  TranspEstatusBody,
  TranspFederalBody,
  TranspHolidayBody,
  TranspHolidayChange,
  TranspHolidayParams,
  TranspHolidaysQuery,
  TranspHolidaysResponse,
  TranspIdParams,
  TranspInboxQuery,
  TranspInboxResponse,
  TranspNoteBody,
  TranspPrevencionBody,
  TranspReport,
  TranspReportQuery,
  TranspRespuestaBody,
  TranspSettings,
  TranspSettingsBody,
  TranspUnit,
  TranspUnitBody,
  TranspUnitDeleted,
  TranspUnitUpdateBody,
  TranspUnitsResponse,
} from '@sig/shared/contract';
import { sendCsvRows } from '../../lib/csv';
import { requestLanguage } from '../../lib/requestLanguage';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { CalendarService } from './calendar.service';
import type { RequestsService } from './requests.service';
import { transpAccess } from './transpAccess';
import { reportCsvRows } from './transpCsv';

/** The staff API of Transparencia over HTTP: schemas and access only; the rules are in the services. */
export async function transparenciaRoutes(app: FastifyInstance, requests: RequestsService, calendar: CalendarService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { worker, manager } = transpAccess(app);
  const P = TRANSP_PATHS;

  // ---- requests
  r.get(P.solicitudes, { schema: { querystring: TranspInboxQuery, response: { 200: TranspInboxResponse } }, preHandler: worker }, async (req) => requests.inbox(req.session!, req.query));
  r.get(P.solicitud, { schema: { params: TranspIdParams, response: { 200: TranspDetail } }, preHandler: worker }, async (req) => requests.detail(req.session!, req.params.id));
  r.post(P.estatus, { schema: { params: TranspIdParams, body: TranspEstatusBody, response: { 200: TranspDetail } }, preHandler: worker }, async (req) =>
    requests.transition(req.session!, req.params.id, req.body),
  );
  r.post(P.notas, { schema: { params: TranspIdParams, body: TranspNoteBody, response: { 200: TranspDetail } }, preHandler: worker }, async (req) => requests.note(req.session!, req.params.id, req.body));
  r.post(P.prevencion, { schema: { params: TranspIdParams, body: TranspPrevencionBody, response: { 200: TranspDetail } }, preHandler: worker }, async (req) =>
    requests.prevencion(req.session!, req.params.id, req.body),
  );
  r.post(P.ampliacion, { schema: { params: TranspIdParams, body: TranspAmpliacionBody, response: { 200: TranspDetail } }, preHandler: manager }, async (req) =>
    requests.ampliacion(req.session!, req.params.id, req.body),
  );
  r.post(P.respuesta, { schema: { params: TranspIdParams, body: TranspRespuestaBody, response: { 200: TranspDetail } }, preHandler: worker }, async (req) =>
    requests.respuesta(req.session!, req.params.id, req.body),
  );
  r.post(P.asignar, { schema: { params: TranspIdParams, body: TranspAsignarBody, response: { 200: TranspDetail } }, preHandler: manager }, async (req) =>
    requests.asignar(req.session!, req.params.id, req.body),
  );

  // ---- settings and calendar
  r.get(P.ajustes, { schema: { response: { 200: TranspSettings } }, preHandler: worker }, async (req) => calendar.settings(req.session!));
  r.put(P.ajustes, { schema: { body: TranspSettingsBody, response: { 200: TranspSettings } }, preHandler: manager }, async (req) => calendar.saveSettings(req.session!, req.body));
  r.get(P.inhabiles, { schema: { querystring: TranspHolidaysQuery, response: { 200: TranspHolidaysResponse } }, preHandler: worker }, async (req) => calendar.holidays(req.session!, req.query.year));
  r.post(P.inhabiles, { schema: { body: TranspHolidayBody, response: { 200: TranspHolidayChange } }, preHandler: manager }, async (req) => calendar.addHoliday(req.session!, req.body));
  r.delete(P.inhabil, { schema: { params: TranspHolidayParams, response: { 200: TranspHolidayChange } }, preHandler: manager }, async (req) => calendar.removeHoliday(req.session!, req.params.fecha));
  r.post(P.inhabilesFederales, { schema: { body: TranspFederalBody, response: { 200: TranspHolidayChange } }, preHandler: manager }, async (req) => calendar.loadFederal(req.session!, req.body));

  // ---- units
  r.get(P.unidades, { schema: { response: { 200: TranspUnitsResponse } }, preHandler: worker }, async (req) => calendar.units(req.session!));
  r.post(P.unidades, { schema: { body: TranspUnitBody, response: { 201: TranspUnit } }, preHandler: manager }, async (req, reply) => reply.code(201).send(await calendar.createUnit(req.session!, req.body)));
  r.patch(P.unidad, { schema: { params: TranspIdParams, body: TranspUnitUpdateBody, response: { 200: TranspUnit } }, preHandler: manager }, async (req) => calendar.updateUnit(req.session!, req.params.id, req.body));
  r.delete(P.unidad, { schema: { params: TranspIdParams, response: { 200: TranspUnitDeleted } }, preHandler: manager }, async (req) => calendar.deleteUnit(req.session!, req.params.id));

  // ---- reports
  r.get(P.reporte, { schema: { querystring: TranspReportQuery, response: { 200: TranspReport } }, preHandler: manager }, async (req) => calendar.report(req.session!, req.query));
  r.get(P.reporteCsv, { schema: { querystring: TranspReportQuery }, preHandler: manager }, async (req, reply) => {
    const lang = requestLanguage(req.headers['accept-language']);
    const report = await calendar.report(req.session!, req.query);
    return sendCsvRows(reply, { name: `transparencia-${report.desde}-${report.hasta}.csv`, lang }, reportCsvRows(report, lang));
  });
}
