import type { FollowAccepted, NearbyResponse, PublicCase, PublicCliente, PublicFilingResponse, PublicMapResponse, PublicSupportResponse, PublicUploadResponse } from '@sig/shared/contract';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Enough of PublicCliente to draw the map: its name and where the map opens. */
export function isPublicCliente(v: unknown): v is PublicCliente {
  if (!isObject(v) || typeof v.nombre !== 'string' || !isObject(v.mapa)) return false;
  const { lat, lng, zoom, tileUrl } = v.mapa;
  return isNumber(lat) && isNumber(lng) && isNumber(zoom) && (tileUrl === null || typeof tileUrl === 'string');
}

const isRow = (r: unknown): boolean => Array.isArray(r) && r.length === 5 && isNumber(r[0]) && isNumber(r[1]) && typeof r[4] === 'string';
const isNamed = (e: unknown): boolean => isObject(e) && typeof e.nombre === 'string' && typeof e.color === 'string';

/** PublicMapResponse: a malformed row would break the cluster index, so every row is checked. */
export function isPublicMap(v: unknown): v is PublicMapResponse {
  return (
    isObject(v) &&
    isNumber(v.total) &&
    Array.isArray(v.estatus) &&
    v.estatus.every(isNamed) &&
    Array.isArray(v.tipos) &&
    v.tipos.every(isNamed) &&
    Array.isArray(v.points) &&
    v.points.every(isRow)
  );
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isTipo = (t: unknown): boolean => isObject(t) && isString(t.id) && isString(t.nombre);

/** A cliente the form can file to: its public tipos de reporte too. */
export function isFilingCliente(v: unknown): v is PublicCliente {
  return isPublicCliente(v) && typeof (v as { recibeCasos?: unknown }).recibeCasos === 'boolean' && Array.isArray(v.tiposReporte) && v.tiposReporte.every(isTipo);
}

export function isNearby(v: unknown): v is NearbyResponse {
  return (
    isObject(v) &&
    isNumber(v.radioM) &&
    Array.isArray(v.items) &&
    v.items.every((c) => isObject(c) && isString(c.folio) && isNamedStatus(c.estatus) && isString(c.createdAt) && isNumber(c.distanciaM) && isNumber(c.apoyos) && (c.foto === null || isString(c.foto)))
  );
}

const isNamedStatus = (e: unknown): boolean => isObject(e) && isString(e.nombre) && isString(e.color);

export const isFiled = (v: unknown): v is PublicFilingResponse => isObject(v) && isString(v.id) && isString(v.folio) && isString(v.uploadToken) && isString(v.codigo);
export const isUploaded = (v: unknown): v is PublicUploadResponse => isObject(v) && isString(v.id) && isString(v.nombre);
export const isSupported = (v: unknown): v is PublicSupportResponse => isObject(v) && isString(v.folio) && isNumber(v.apoyos);
export const isFollowAccepted = (v: unknown): v is FollowAccepted => isObject(v) && v.enviado === true;

const isDetalle = (d: unknown): boolean =>
  isObject(d) &&
  isNamedStatus(d.tipo) &&
  isString(d.descripcion) &&
  isString(d.direccion) &&
  (d.colonia === null || isString(d.colonia)) &&
  isString(d.dueAt) &&
  Array.isArray(d.fotos) &&
  d.fotos.every((f) => isObject(f) && isString(f.id) && isString(f.nombre) && isString(f.url)) &&
  Array.isArray(d.historial) &&
  d.historial.every((h) => isObject(h) && isString(h.at) && isString(h.estatus) && isString(h.color)) &&
  Array.isArray(d.notas) &&
  d.notas.every((n) => isObject(n) && isString(n.at) && isString(n.texto));

export function isPublicCase(v: unknown): v is PublicCase {
  return (
    isObject(v) &&
    isString(v.folio) &&
    (v.kind === 'reporte' || v.kind === 'solicitud') &&
    isNamedStatus(v.estatus) &&
    isString(v.createdAt) &&
    isString(v.updatedAt) &&
    (v.closedAt === null || isString(v.closedAt)) &&
    (v.detalle === null || isDetalle(v.detalle))
  );
}
