import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GEOREPORT_ERRORS, OPEN311_BASE, isCleanLine, isCleanText } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { Open311KeysTable } from '../../db/schema.open311';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { findActiveKey } from './apiKeys';
import { FORMATS, formatOfUrl, renderList, renderObject, send, splitExtension, type Format, type Item } from './geoReportFormat';
import { fieldError, geoError, GeoReportError } from './geoReportError';
import { touchKey } from './keys.repository';
import * as repo from './open311.repository';
import { fileRequest, filingBody, type Params } from './requestFiling';
import { parseW3c, w3cDateTime as w3c } from './w3cDate';
import { safeTimeZone } from '../../core';

/*
 * The Open311 GeoReport v2 surface (http://wiki.open311.org/GeoReport_v2) over the reportes of public
 * tipos. Each resource answers at /open311/v2/<slug>/… and at /open311/v2/…?jurisdiction_id=<slug>.
 * service_request_id is the folio (what a citizen quotes on the phone). Filing is synchronous, so the
 * token a filing could answer is simply the folio too. Reads are anonymous and open to any origin; a POST
 * is authenticated by its api_key, never by cookies, so it is open to any origin as well.
 */

/** Most requests one GET answers; without dates or ids it covers the last 90 days (the standard's default). */
export const MAX_REQUESTS = 1000;
const DEFAULT_WINDOW_MS = 90 * 24 * 3600 * 1000;
/** Filings per api_key per minute. */
export const POSTS_PER_KEY_PER_MINUTE = 60;
const READS_PER_ADDRESS_PER_MINUTE = 600;

const SPEC_URL = 'http://wiki.open311.org/GeoReport_v2';
const MIME: Record<Format, string> = { json: 'application/json', xml: 'text/xml' };

type Query = Record<string, string | string[] | undefined>;

/** A parameter as one string: repeated ones joined with commas (the standard's lists are comma-delimited). */
function param(source: unknown, name: string): string | undefined {
  const v = (source as Query | undefined)?.[name];
  if (v === undefined || v === null) return undefined;
  return Array.isArray(v) ? v.join(',') : String(v);
}

const list = (text: string | undefined): string[] | undefined =>
  text === undefined
    ? undefined
    : text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** Form and JSON bodies alike as name → string (numbers of a JSON body as their text). */
function bodyParams(body: unknown): Params {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Params = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
    else if (Array.isArray(v) && v.length) out[k] = String(v[0]);
  }
  return out;
}

function errorBody(format: Format, status: number, description: string): string {
  return renderList(format, 'errors', 'error', [{ code: status, description }]);
}

export async function geoReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  // GeoReport v2 is an open standard: reads are public and a filing is authorised by its api_key, not a session
  const open = app.access.public();
  const readLimit = { rateLimit: { max: READS_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `open311Read:${req.ip}` } };
  const keyOf = new WeakMap<FastifyRequest, string>();
  const postLimit = app.createRateLimit({ max: POSTS_PER_KEY_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req) => `open311Post:${keyOf.get(req) ?? ''}` });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
    const out: Params = {};
    for (const [k, v] of new URLSearchParams(text as string)) if (!(k in out)) out[k] = v;
    done(null, out);
  });

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  // What the zod contract does for the rest of the API (issue 19): a control character or a lone surrogate
  // in any parameter is a 400 naming it, before any query (PostgreSQL answers a NUL byte with an error).
  app.addHook('preHandler', async (req) => {
    for (const source of [req.params, req.query, req.body]) {
      if (!source || typeof source !== 'object') continue;
      for (const [name, value] of Object.entries(source)) {
        const values: unknown[] = Array.isArray(value) ? value : [value];
        if (!isCleanLine(name) || values.some((v) => typeof v === 'string' && !isCleanText(v))) throw fieldError(isCleanLine(name) ? name : 'body', 'invalid');
      }
    }
  });

  app.setErrorHandler((err: FastifyError | GeoReportError | HttpError, req, reply) => {
    const format = formatOfUrl(req.url);
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err, reqId: req.id }, 'open311 request failed');
      return send(reply, format, errorBody(format, 500, GEOREPORT_ERRORS.server), 500);
    }
    if ((err as HttpError).headers) reply.headers((err as HttpError).headers!);
    let description: string;
    if (err instanceof GeoReportError) description = err.description;
    else if (status === 429) description = GEOREPORT_ERRORS.rate_limited;
    else if ((err as FastifyError).code?.startsWith('FST_ERR_CTP')) description = GEOREPORT_ERRORS.body;
    else description = err.message;
    return send(reply, format, errorBody(format, status, description), status);
  });

  /** The cliente the path or jurisdiction_id names (404 when none has that slug and SIG). */
  async function jurisdiction(req: FastifyRequest): Promise<ClienteRow> {
    const slug = (req.params as { cliente?: string }).cliente ?? param(req.query, 'jurisdiction_id') ?? param(req.body, 'jurisdiction_id');
    if (!slug?.trim()) throw geoError(400, 'jurisdiction_required');
    const cliente = await repo.findJurisdiction(db, slug.trim().toLowerCase());
    if (!cliente) throw geoError(404, 'jurisdiction_not_found');
    return cliente;
  }

  /** `abc.json` of a `:file` parameter → ['abc', 'json'], else a 404 (an unknown format is no resource). */
  function fileParam(req: FastifyRequest): [string, Format] {
    const split = splitExtension((req.params as { file: string }).file);
    if (!split) throw geoError(404, 'format');
    return split;
  }

  async function requestItems(cliente: ClienteRow, filter: repo.RequestFilter): Promise<Item[]> {
    const rows = await repo.listPublicRequests(db, cliente.id, filter);
    const notes = await repo.latestPublicNotes(db, cliente.id, rows.map((r) => r.id));
    const tz = safeTimeZone(cliente.timezone);
    return rows.map((r) => ({
      service_request_id: r.folio,
      status: r.closed_at === null ? 'open' : 'closed',
      status_notes: notes.get(r.id) ?? r.estatus_nombre ?? '',
      service_name: r.tipo_nombre,
      service_code: r.tipo_id,
      description: r.descripcion,
      agency_responsible: r.dependencia_nombre ?? '',
      service_notice: '',
      requested_datetime: w3c(r.created_at, tz),
      updated_datetime: w3c(r.updated_at, tz),
      expected_datetime: w3c(r.due_at, tz),
      address: r.direccion,
      address_id: '',
      zipcode: r.codigo_postal ?? '',
      lat: r.lat,
      long: r.lng,
      media_url: r.media_url ?? '',
    }));
  }

  function dateParam(req: FastifyRequest, name: 'start_date' | 'end_date', tz: string): string | undefined {
    const text = param(req.query, name)?.trim();
    if (!text) return undefined;
    const parsed = parseW3c(text, tz);
    if (!parsed) throw fieldError(name, 'invalid');
    return parsed;
  }

  // ---- the resources, once per way of naming the jurisdiction ----

  const handlers = {
    async discovery(req: FastifyRequest, reply: FastifyReply, format: Format) {
      const cliente = await jurisdiction(req);
      const tipos = await repo.listPublicTipos(db, cliente.id);
      const changed = tipos.reduce((max, t) => (t.updated_at > max ? t.updated_at : max), cliente.created_at);
      const changeset = w3c(changed, safeTimeZone(cliente.timezone));
      return send(
        reply,
        format,
        renderObject(format, 'discovery', {
          changeset,
          contact: cliente.nombre,
          key_service: `Pide una api_key al administrador de ${cliente.nombre} (Configuración del municipio → Open311).`,
          endpoints: [{ specification: SPEC_URL, url: `${app.config.publicUrl}${OPEN311_BASE}/${cliente.slug}`, changeset, type: 'production', formats: FORMATS.map((f) => MIME[f]) }],
        }),
      );
    },

    async services(req: FastifyRequest, reply: FastifyReply, format: Format) {
      const cliente = await jurisdiction(req);
      const tipos = await repo.listPublicTipos(db, cliente.id);
      const items = tipos.map((t) => ({ service_code: t.id, service_name: t.nombre, description: t.descripcion, metadata: false, type: 'realtime', keywords: '', group: t.dependencia_nombre ?? '' }));
      return send(reply, format, renderList(format, 'services', 'service', items));
    },

    async serviceDefinition(req: FastifyRequest, reply: FastifyReply) {
      const [code, format] = fileParam(req);
      const cliente = await jurisdiction(req);
      if ((await repo.listPublicTipos(db, cliente.id, [code])).length === 0) throw geoError(404, 'service_not_found');
      // no service has extra attributes (metadata is false for all); the definition says so
      return send(reply, format, renderObject(format, 'service_definition', { service_code: code, attributes: [] }));
    },

    async requests(req: FastifyRequest, reply: FastifyReply, format: Format) {
      const cliente = await jurisdiction(req);
      const tz = safeTimeZone(cliente.timezone);
      const folios = list(param(req.query, 'service_request_id'));
      const statuses = list(param(req.query, 'status'));
      if (statuses?.some((s) => s !== 'open' && s !== 'closed')) throw fieldError('status', 'invalid');
      const from = dateParam(req, 'start_date', tz);
      const to = dateParam(req, 'end_date', tz);
      if (from && to && from > to) throw fieldError('end_date', 'invalid');
      const filter: repo.RequestFilter = {
        folios: folios?.length ? folios.map((f) => f.toUpperCase()) : undefined,
        tipoIds: list(param(req.query, 'service_code')),
        open: statuses?.length === 1 ? statuses[0] === 'open' : undefined,
        from: from ?? new Date(Date.parse(to ?? iso(app.clock())) - DEFAULT_WINDOW_MS).toISOString(),
        to,
        limit: MAX_REQUESTS,
      };
      if (filter.tipoIds?.length === 0) filter.tipoIds = undefined;
      return send(reply, format, renderList(format, 'service_requests', 'request', await requestItems(cliente, filter)));
    },

    async request(req: FastifyRequest, reply: FastifyReply) {
      const [folio, format] = fileParam(req);
      const cliente = await jurisdiction(req);
      const items = await requestItems(cliente, { folios: [folio.toUpperCase()], limit: 1 });
      if (items.length === 0) throw geoError(404, 'request_not_found');
      return send(reply, format, renderList(format, 'service_requests', 'request', items));
    },

    async token(req: FastifyRequest, reply: FastifyReply) {
      const [token, format] = fileParam(req);
      const cliente = await jurisdiction(req);
      const folio = await repo.findFiledFolio(db, cliente.id, token.toUpperCase());
      if (!folio) throw geoError(404, 'token_not_found');
      return send(reply, format, renderList(format, 'service_requests', 'request', [{ service_request_id: folio, token }]));
    },

    async file(req: FastifyRequest, reply: FastifyReply, format: Format) {
      const cliente = await jurisdiction(req);
      const p = { ...bodyParams(req.query), ...bodyParams(req.body) };
      const key: Open311KeysTable | undefined = await findActiveKey(db, cliente.id, p.api_key?.trim() ?? '');
      if (!key) {
        // Keys are 256 random bits, so this is about a flood, not guessing. A right key still passes from
        // an address over the limit: an integration sharing it with a broken client keeps working.
        const failures = app.open311KeyFailures;
        if (failures.blockedFor(req.ip)) throw geoError(429, 'api_key_limited');
        failures.fail(req.ip);
        throw geoError(403, 'api_key');
      }
      await touchKey(db, key.id, iso(app.clock()));
      keyOf.set(req, key.id);
      const limit = await postLimit(req);
      if (!limit.isAllowed && limit.isExceeded) throw new GeoReportError(429, GEOREPORT_ERRORS.rate_limited);
      const body = await filingBody(app, cliente.id, p);
      const folio = await fileRequest(app, cliente, key, p, body);
      const accountId = p.account_id?.trim() || null;
      return send(reply, format, renderList(format, 'service_requests', 'request', [{ service_request_id: folio, service_notice: '', account_id: accountId }]), 201);
    },
  };

  for (const base of [OPEN311_BASE, `${OPEN311_BASE}/:cliente`]) {
    for (const format of FORMATS) {
      app.get(`${base}/discovery.${format}`, { config: readLimit, preHandler: open }, (req, reply) => handlers.discovery(req, reply, format));
      app.get(`${base}/services.${format}`, { config: readLimit, preHandler: open }, (req, reply) => handlers.services(req, reply, format));
      app.get(`${base}/requests.${format}`, { config: readLimit, preHandler: open }, (req, reply) => handlers.requests(req, reply, format));
      app.post(`${base}/requests.${format}`, { preHandler: open }, (req, reply) => handlers.file(req, reply, format));
    }
    app.get(`${base}/services/:file`, { config: readLimit, preHandler: open }, handlers.serviceDefinition);
    app.get(`${base}/requests/:file`, { config: readLimit, preHandler: open }, handlers.request);
    app.get(`${base}/tokens/:file`, { config: readLimit, preHandler: open }, handlers.token);
  }

  // Anything else under the surface is a GeoReport 404 (not the portal's page), and every path answers CORS preflights.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/open311/*',
    preHandler: open,
    handler: async () => {
      throw geoError(404, 'not_found');
    },
  });
  app.options('/open311/*', { preHandler: open }, async (_req, reply) =>
    reply.code(204).header('access-control-allow-methods', 'GET, POST, OPTIONS').header('access-control-allow-headers', 'content-type').header('access-control-max-age', '86400').send(),
  );
}

