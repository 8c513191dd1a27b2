import type { PublicCliente, PublicMapResponse } from '@sig/shared/contract';

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
