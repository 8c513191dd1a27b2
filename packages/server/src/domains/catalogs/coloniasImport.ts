import type { Kysely } from 'kysely';
import { CreateColoniaBody, SETUP_COLONIAS_MAX_ROWS, type CreateColoniaBody as ColoniaBody, type GeoPolygon } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { fold } from '../../lib/searchText';
import type { WriteCtx } from './catalog.def';
import { idsByNameKey, lockCatalogs } from './catalog.repository';
import { createRow } from './catalog.service';
import { colonias } from './defs/colonias';

/*
 * Colonias from a file (the setup guide, issue 24): CSV with a header (nombre, and optionally codigo_postal,
 * lat, lng; SEPOMEX's d_asenta and d_codigo are understood) or GeoJSON (a FeatureCollection whose features
 * carry a name and a Point or a Polygon). All rows are checked first: one bad row refuses the whole file,
 * naming each bad row, and nothing is written. A colonia the cliente already has by that name is left as it is.
 */

const MAX_ERRORS = 20;
/** A file's colonia may leave out its código postal (stored empty, as the catalogue's default). */
const ImportedColonia = CreateColoniaBody.partial({ codigoPostal: true });
const round = (n: number) => Math.round(n * 1e6) / 1e6;

export interface ParsedColonia {
  /** 1-based: the CSV line (the header is line 1) or the GeoJSON feature. */
  row: number;
  body: Omit<ColoniaBody, 'codigoPostal'> & { codigoPostal?: string };
}

const HEADERS: Record<string, 'nombre' | 'codigoPostal' | 'lat' | 'lng'> = {
  nombre: 'nombre', name: 'nombre', colonia: 'nombre', d_asenta: 'nombre', asentamiento: 'nombre',
  codigo_postal: 'codigoPostal', codigopostal: 'codigoPostal', cp: 'codigoPostal', d_codigo: 'codigoPostal',
  lat: 'lat', latitud: 'lat', latitude: 'lat', y: 'lat',
  lng: 'lng', lon: 'lng', long: 'lng', longitud: 'lng', longitude: 'lng', x: 'lng',
};

/** RFC 4180 lines (quotes, doubled quotes, line breaks inside quotes); `,` or `;` as the header uses. */
export function csvRows(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

type Raw = { nombre?: unknown; codigoPostal?: unknown; centroide?: { lat: number; lng: number }; poligono?: unknown };

function parseCsv(text: string, errors: string[]): { row: number; raw: Raw }[] {
  const [header, ...lines] = csvRows(text);
  const columns = (header ?? []).map((h) => HEADERS[fold(h).replace(/[\s-]+/g, '_')]);
  if (!columns.includes('nombre')) {
    errors.push('Fila 1: falta la columna «nombre».');
    return [];
  }
  const out: { row: number; raw: Raw }[] = [];
  lines.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const v: Partial<Record<'nombre' | 'codigoPostal' | 'lat' | 'lng', string>> = {};
    columns.forEach((c, j) => c && (v[c] = (cells[j] ?? '').trim()));
    const raw: Raw = { nombre: v.nombre };
    if (v.codigoPostal) raw.codigoPostal = v.codigoPostal.padStart(5, '0');
    if (v.lat || v.lng) raw.centroide = { lat: Number(v.lat?.replace(',', '.') || NaN), lng: Number(v.lng?.replace(',', '.') || NaN) };
    out.push({ row: i + 2, raw });
  });
  return out;
}

/** The outer ring's mean vertex (the closing one counted once): near enough to a colonia's middle to centre a search. */
function ringCentre(p: GeoPolygon): { lat: number; lng: number } {
  const ring = p.coordinates[0]!.slice(0, -1);
  const sum = ring.reduce((a, [lng, lat]) => [a[0]! + lng!, a[1]! + lat!], [0, 0]);
  return { lat: round(sum[1]! / ring.length), lng: round(sum[0]! / ring.length) };
}

function parseGeoJson(text: string, errors: string[]): { row: number; raw: Raw }[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    errors.push('El archivo no es GeoJSON válido.');
    return [];
  }
  const d = doc as { type?: unknown; features?: unknown };
  const features = d.type === 'FeatureCollection' && Array.isArray(d.features) ? d.features : d.type === 'Feature' ? [doc] : null;
  if (!features) {
    errors.push('El GeoJSON debe ser una FeatureCollection.');
    return [];
  }
  return features.map((f, i) => {
    const props = ((f as { properties?: Record<string, unknown> }).properties ?? {}) as Record<string, unknown>;
    const byKey = new Map(Object.entries(props).map(([k, v]) => [HEADERS[fold(k)], v]));
    const raw: Raw = { nombre: byKey.get('nombre') };
    const cp = byKey.get('codigoPostal');
    if (cp !== undefined && cp !== null && cp !== '') raw.codigoPostal = String(cp).padStart(5, '0');
    const g = (f as { geometry?: { type?: unknown; coordinates?: unknown } }).geometry;
    if (g?.type === 'Point' && Array.isArray(g.coordinates)) raw.centroide = { lat: Number(g.coordinates[1]), lng: Number(g.coordinates[0]) };
    else if (g?.type === 'Polygon') raw.poligono = g;
    // a colonia drawn in several parts keeps its first (the largest, in the files SEPOMEX and INEGI publish)
    else if (g?.type === 'MultiPolygon' && Array.isArray(g.coordinates)) raw.poligono = { type: 'Polygon', coordinates: g.coordinates[0] };
    else if (g) raw.poligono = g;
    return { row: i + 1, raw };
  });
}

const FIELD_TEXT: Record<string, string> = {
  nombre: 'el nombre falta o no es válido',
  codigoPostal: 'el código postal debe tener 5 dígitos',
  centroide: 'la latitud o la longitud no son válidas',
  poligono: 'la geometría debe ser un punto o un polígono cerrado',
};

/** The file's colonias, checked; throws a 400 naming each bad row (up to 20) when any is wrong. */
export function parseColonias(format: 'csv' | 'geojson', text: string): ParsedColonia[] {
  const errors: string[] = [];
  const rows = format === 'csv' ? parseCsv(text, errors) : parseGeoJson(text, errors);
  const label = format === 'csv' ? 'Fila' : 'Elemento';
  if (!errors.length && rows.length === 0) errors.push('El archivo no tiene colonias.');
  if (rows.length > SETUP_COLONIAS_MAX_ROWS) errors.push(`El archivo tiene más de ${SETUP_COLONIAS_MAX_ROWS} colonias.`);
  const parsed: ParsedColonia[] = [];
  const seen = new Map<string, number>();
  for (const { row, raw } of errors.length ? [] : rows) {
    const body = { nombre: typeof raw.nombre === 'string' ? raw.nombre : '', ...(raw.codigoPostal !== undefined && { codigoPostal: raw.codigoPostal }), ...(raw.centroide && { centroide: raw.centroide }), ...(raw.poligono !== undefined && { poligono: raw.poligono }) };
    const checked = ImportedColonia.safeParse(body);
    if (!checked.success) {
      const field = String(checked.error.issues[0]?.path[0] ?? 'nombre');
      errors.push(`${label} ${row}: ${FIELD_TEXT[field] ?? FIELD_TEXT.nombre}.`);
      continue;
    }
    const key = fold(checked.data.nombre);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(`${label} ${row}: la colonia «${checked.data.nombre}» ya está en la ${label.toLowerCase()} ${first}.`);
      continue;
    }
    seen.set(key, row);
    const poligono = checked.data.poligono;
    const centroide = checked.data.centroide ?? (poligono ? ringCentre(poligono) : undefined);
    parsed.push({ row, body: { ...checked.data, ...(centroide && { centroide }) } });
  }
  if (errors.length) {
    const shown = errors.slice(0, MAX_ERRORS);
    if (errors.length > MAX_ERRORS) shown.push(`… y ${errors.length - MAX_ERRORS} errores más.`);
    throw new HttpError(400, 'validation', shown[0]!, { errors: shown.map((message) => ({ type: 'text', message })) });
  }
  return parsed;
}

/** Writes the parsed colonias in one transaction; those already named in the cliente's catalogue are counted, not written. */
export async function importColonias(db: Kysely<Database>, clienteId: string, actorId: string, now: string, rows: ParsedColonia[]): Promise<{ added: number; existing: number }> {
  return db.transaction().execute(async (trx) => {
    await lockCatalogs(trx, clienteId);
    const ctx: WriteCtx = { db: trx, clienteId, actorId, now };
    const have = await idsByNameKey(trx, 'colonias', clienteId);
    let added = 0;
    for (const { body } of rows) {
      if (have.has(fold(body.nombre))) continue;
      await createRow(ctx, colonias, { ...body, codigoPostal: body.codigoPostal ?? '' });
      added++;
    }
    return { added, existing: rows.length - added };
  });
}
