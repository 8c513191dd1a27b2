import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CASE_EDIT_PERMISSION,
  CASE_PATHS,
  CASE_VIEW_PERMISSION,
  CaseActionBody,
  CaseBulkBody,
  CaseBulkResponse,
  CaseDetail,
  CaseFilterQuery,
  CaseFiltersResponse,
  CaseIdParams,
  CaseIdsBody,
  CaseListQuery,
  CaseListResponse,
  CaseMapResponse,
  CaseNoteBody,
  CreateCaseBody,
  PRIORIDADES,
  type CaseKind,
} from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import { requestLanguage, type Language } from '../../lib/requestLanguage';
import { gzipLargeAnswer, sendJsonBody } from '../../lib/jsonBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import { mailFollowCode } from './followCodeMail';
import { actOnCase } from './caseActions';
import { actOnCases } from './caseBulk';
import { CaseListCache } from './caseListCache';
import { createCase } from './caseCreate';
import { csvFileName, csvHeader, csvLine, csvRow } from './caseCsv';
import { sendCsvFile } from '../../lib/csv';
import { loadDetail } from './caseDetail';
import { addNote } from './caseNotes';
import * as repo from './cases.repository';
import { estatusRef, toSummary } from './caseView';
import { caseStaff, writeCase } from './cases.service';
import { newFollowCode } from './followCode';
import { dayIn, holdsPermission, safeTimeZone } from '../../core';

/** Rows read per query while streaming a CSV. */
export const CSV_CHUNK_ROWS = 1000;
/** Points a map answer carries at most; `total` still counts them all. */
export const MAP_MAX_POINTS = 100_000;

function filterScope(app: FastifyInstance, req: FastifyRequest, kind: CaseKind): repo.FilterScope {
  const { clienteId, cliente, user } = req.session!;
  return { clienteId, kind, userId: user.id, now: iso(app.clock()), timeZone: safeTimeZone(cliente.timezone) };
}

/** Sends CSV chunks (header first) as the export's file of the cliente's day. */
function sendCsv(reply: FastifyReply, kind: CaseKind, scope: repo.FilterScope, lang: Language, chunks: AsyncIterable<repo.CaseRow[]>): FastifyReply {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(csvHeader(lang));
    for await (const rows of chunks) yield rows.map((row) => csvRow(row, scope.now, scope.timeZone, lang)).join('');
  }
  return sendCsvFile(reply, { name: csvFileName(kind, dayIn(new Date(scope.now), scope.timeZone)), lang }, lines());
}

const canEdit = (req: FastifyRequest, kind: CaseKind): boolean => holdsPermission(req.session!.permissions, CASE_EDIT_PERMISSION[kind]);

/** The JSON endpoints of one kind (files: caseFiles.routes.ts). */
export async function caseRoutes(app: FastifyInstance, kind: CaseKind): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const paths = CASE_PATHS[kind];
  const product = app.requireProduct('sig');
  const view = [product, app.access.permissions(CASE_VIEW_PERMISSION[kind])];
  const edit = [product, app.access.permissions(CASE_EDIT_PERMISSION[kind])];
  const lists = new CaseListCache();
  const detail = (req: FastifyRequest, id: string) => loadDetail(app.db, req.session!.clienteId, kind, id, iso(app.clock()), canEdit(req, kind));

  r.get(paths.list, { schema: { querystring: CaseListQuery, response: { 200: CaseListResponse } }, preHandler: view }, async (req, reply) => {
    const scope = filterScope(app, req, kind);
    const { page, pageSize } = req.query;
    const body = await lists.read(app.db, scope, req.query, {
      count: () => repo.countCases(app.db, scope, req.query),
      rows: async () => repo.casesByIds(app.db, scope, await repo.listCaseIds(app.db, scope, req.query, page, pageSize)),
      // checked against the contract once, when the page is made; a cached page is sent as it was made
      render: (rows, total, now) => JSON.stringify(CaseListResponse.parse({ items: rows.map((row) => toSummary(row, now)), total, page, pageSize })),
    }, app.changes.stamp(req));
    return sendJsonBody(req, reply, body);
  });

  r.get(paths.csv, { schema: { querystring: CaseFilterQuery }, preHandler: view }, async (req, reply) => {
    const scope = filterScope(app, req, kind);
    const query = req.query;
    const db = app.db;
    const lang = requestLanguage(req.headers['accept-language']);
    const chunks = repo.iterateCases(db, scope, query, CSV_CHUNK_ROWS);
    // the first chunk is read before the answer starts: a search the database refuses is an error
    // answer, never a 200 with the header alone and then a cut connection
    const first = await chunks.next();
    async function* all(): AsyncGenerator<repo.CaseRow[]> {
      if (first.done) return;
      yield first.value;
      yield* chunks;
    }
    return sendCsv(reply, kind, scope, lang, all());
  });

  // the list's selection, in the same format; ids of no case of the caller's kind and cliente are left out
  r.post(paths.csv, { schema: { body: CaseIdsBody }, preHandler: view }, async (req, reply) => {
    const scope = filterScope(app, req, kind);
    const lang = requestLanguage(req.headers['accept-language']);
    const rows = await repo.casesByIds(app.db, scope, req.body.ids);
    async function* one(): AsyncGenerator<repo.CaseRow[]> {
      yield rows;
    }
    return sendCsv(reply, kind, scope, lang, one());
  });

  r.get(paths.map, { schema: { querystring: CaseFilterQuery, response: { 200: CaseMapResponse } }, preHandler: view, onSend: gzipLargeAnswer }, async (req) => {
    const scope = filterScope(app, req, kind);
    const { total, rows } = await repo.mapPoints(app.db, scope, req.query, MAP_MAX_POINTS);
    const estatus = await repo.listEstatus(app.db, scope.clienteId, kind, false);
    const tipos = await repo.listTipos(app.db, scope.clienteId, kind, false);
    const estatusIndex = new Map(estatus.map((e, i) => [e.id, i]));
    const tipoIndex = new Map(tipos.map((t, i) => [t.id, i]));
    return {
      estatus: estatus.map(estatusRef),
      tipos: tipos.map((t) => ({ id: t.id, nombre: t.nombre, color: t.color })),
      points: rows.map((p): [number, number, number, number, string, string] => [p.lat, p.lng, estatusIndex.get(p.estatus_id) ?? -1, tipoIndex.get(p.tipo_id) ?? -1, p.id, p.folio]),
      total,
    };
  });

  r.get(paths.filters, { schema: { response: { 200: CaseFiltersResponse } }, preHandler: view }, async (req) => {
    const { clienteId } = req.session!;
    const [tipos, estatus] = [await repo.listTipos(app.db, clienteId, kind, true), await repo.listEstatus(app.db, clienteId, kind, true)];
    const dependencias = await repo.listActive(app.db, 'dependencias', clienteId);
    const modulos = await repo.listActive(app.db, 'modulos', clienteId);
    const colonias = await repo.listActive(app.db, 'colonias', clienteId);
    const zonas = await repo.listActive(app.db, 'zonas', clienteId);
    const origenes = await repo.listActive(app.db, 'origenes', clienteId);
    const usuarios = await caseStaff(app.db, clienteId, kind);
    return {
      tipos: tipos.map((t) => ({ id: t.id, nombre: t.nombre, color: t.color })),
      estatus: estatus.map(estatusRef),
      dependencias: dependencias.map((d) => ({ id: d.id, nombre: d.nombre, color: d.color })),
      modulos: modulos.map((m) => ({ id: m.id, nombre: m.nombre, dependenciaId: m.dependencia_id })),
      colonias: colonias.map((c) => ({ id: c.id, nombre: c.nombre, zonaId: c.zona_id })),
      zonas: zonas.map((z) => ({ id: z.id, nombre: z.nombre })),
      origenes: origenes.map((o) => ({ id: o.id, nombre: o.nombre })),
      usuarios,
      prioridades: [...PRIORIDADES],
    };
  });

  r.post(paths.create, { schema: { body: CreateCaseBody, response: { 201: CaseDetail } }, preHandler: edit }, async (req, reply) => {
    // a case taken at the counter or by phone: its follow code goes to the citizen's e-mail, if given
    const followCode = newFollowCode();
    const id = await writeCase(app, req.session!, kind, async (ctx) => ({ result: await createCase(ctx, req.body, { followCode }), notices: [] }));
    mailFollowCode(app, { clienteId: req.session!.clienteId, kind, caseId: id, code: followCode });
    return reply.code(201).send(await detail(req, id));
  });

  r.get(paths.detail, { schema: { params: CaseIdParams, response: { 200: CaseDetail } }, preHandler: view }, async (req) => detail(req, req.params.id));

  r.post(paths.action, { schema: { params: CaseIdParams, body: CaseActionBody, response: { 200: CaseDetail } }, preHandler: edit }, async (req) => {
    await writeCase(app, req.session!, kind, async (ctx) => {
      const { notices } = await actOnCase(ctx, req.params.id, req.body);
      return { result: undefined, notices };
    });
    return detail(req, req.params.id);
  });

  r.post(paths.bulk, { schema: { body: CaseBulkBody, response: { 200: CaseBulkResponse } }, preHandler: edit }, async (req) => writeCase(app, req.session!, kind, (ctx) => actOnCases(ctx, req.body)));

  r.post(paths.note, { schema: { params: CaseIdParams, body: CaseNoteBody, response: { 200: CaseDetail } }, preHandler: edit }, async (req) => {
    await writeCase(app, req.session!, kind, async (ctx) => ({ result: undefined, notices: await addNote(ctx, req.params.id, req.body) }));
    return detail(req, req.params.id);
  });
}
