import type { FastifyInstance } from 'fastify';
import { CreateCaseBody, GEOREPORT_ERRORS } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { Open311KeysTable } from '../../db/schema.open311';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { fieldError, geoError, GeoReportError } from './geoReportError';
import { apiOrigen, insertRequest, listPublicTipos } from './open311.repository';
import { safeTimeZone } from '../../core';
import { type Actor, announceFiling, createCase, findCaseHead } from '../cases';

/*
 * POST requests.json: a GeoReport filing becomes a reporte through the same createCase as staff intake
 * (folio, initial estatus, the tipo's dependencia and SLA, the 'creado' event). The contact goes where
 * intake puts it (never into a public answer); what a case has no column for goes to open311_requests.
 */

export type Params = Record<string, string>;

/** The history's author of a filing: no staff user did it, so the event has no actor (the timeline shows "Sistema"). */
const NO_ACTOR: Actor = { id: null, displayName: 'Open311' };

/** The input a contract path names, as the GeoReport client called it. */
const GEO_FIELD: Record<string, string> = {
  tipoId: 'service_code',
  descripcion: 'description',
  ubicacion: 'lat',
  direccion: 'address_string',
  'contacto.nombre': 'first_name',
  'contacto.telefono': 'phone',
  'contacto.email': 'email',
};

export const geoField = (path: string): string => GEO_FIELD[path] ?? path;

const MAX_ID = 200;
const MAX_URL = 2000;

function coordinate(p: Params, name: 'lat' | 'long', limit: number): number | undefined {
  const text = p[name]?.trim();
  if (!text) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw fieldError(name, 'invalid');
  return n;
}

function httpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The case body a filing asks for, checked field by field; throws a GeoReport 400 naming the first bad input. */
export async function filingBody(app: FastifyInstance, clienteId: string, p: Params): Promise<CreateCaseBody> {
  const serviceCode = p.service_code?.trim();
  if (!serviceCode) throw fieldError('service_code', 'required');
  if ((await listPublicTipos(app.db, clienteId, [serviceCode])).length === 0) throw new GeoReportError(400, GEOREPORT_ERRORS.service_not_found);
  if (!p.description?.trim()) throw fieldError('description', 'required');
  const lat = coordinate(p, 'lat', 90);
  const lng = coordinate(p, 'long', 180);
  if (lat === undefined && lng === undefined) throw geoError(400, 'location');
  if (lat === undefined) throw fieldError('lat', 'required');
  if (lng === undefined) throw fieldError('long', 'required');
  const mediaUrl = p.media_url?.trim() ?? '';
  if (mediaUrl && (mediaUrl.length > MAX_URL || !httpUrl(mediaUrl))) throw fieldError('media_url', 'invalid');
  for (const id of ['account_id', 'device_id']) if ((p[id]?.length ?? 0) > MAX_ID) throw fieldError(id, 'invalid');

  const nombre = [p.first_name, p.last_name].map((s) => s?.trim() ?? '').filter(Boolean).join(' ');
  const parsed = CreateCaseBody.safeParse({
    tipoId: serviceCode,
    descripcion: p.description,
    ubicacion: { lat, lng },
    ...(p.address_string?.trim() && { direccion: p.address_string }),
    origenId: await apiOrigen(app.db, clienteId),
    contacto: { nombre, telefono: p.phone?.trim() ?? '', email: p.email?.trim().toLowerCase() ?? '' },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(geoField(issue.path.map(String).join('.')), 'invalid');
  }
  return parsed.data;
}

/** Files the reporte as the key, in one transaction with its open311_requests row; returns its folio. */
export async function fileRequest(app: FastifyInstance, cliente: ClienteRow, key: Open311KeysTable, p: Params, body: CreateCaseBody): Promise<string> {
  const now = iso(app.clock());
  const filed = await app.db.transaction().execute(async (trx) => {
    let id: string;
    try {
      id = await createCase({ db: trx, clienteId: cliente.id, kind: 'reporte', actor: NO_ACTOR, now, timeZone: safeTimeZone(cliente.timezone) }, body);
    } catch (err) {
      // intake's own 4xx (a tipo deactivated meanwhile, no initial estatus) named in GeoReport's terms
      if (err instanceof HttpError && err.statusCode < 500) throw new GeoReportError(err.statusCode, err.field ? `${geoField(err.field)}: ${err.message}` : err.message);
      throw err;
    }
    await insertRequest(trx, { case_id: id, cliente_id: cliente.id, key_id: key.id, account_id: p.account_id?.trim() ?? '', device_id: p.device_id?.trim() ?? '', media_url: p.media_url?.trim() ?? '', created_at: now });
    return (await findCaseHead(trx, cliente.id, id))!;
  });
  announceFiling(app, cliente.id, 'reporte', filed.id, `Open311 (${key.nombre})`);
  return filed.folio;
}
