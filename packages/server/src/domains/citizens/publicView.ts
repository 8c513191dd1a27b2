import type { PublicCliente, PublicHabitante, PublicTipo } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { TiposTable } from '../../db/schema.catalogs';
import { bool } from '../../lib/json';
import { identity } from '../../core';

/* The public answers built from rows: only what a stranger may read. */

/** Where maps open when the cliente has not set its centre: the whole of Mexico (as the staff maps do, shared/staff-ui loadMap). */
export const FALLBACK_VIEW = { lat: 23.6345, lng: -102.5528, zoom: 5 };
/** The zoom of a centre set without one. */
const CENTRE_ZOOM = 13;

/** "María José" → "María": the one name a public page may show. */
export const firstName = (nombre: string): string => nombre.trim().split(/\s+/)[0] ?? '';

export const publicHabitante = (h: { id: string; nombre: string }, slug: string, existente: boolean): PublicHabitante => ({ id: h.id, nombre: firstName(h.nombre), cliente: slug, existente });

export const publicTipo = (t: TiposTable): PublicTipo => ({ id: t.id, nombre: t.nombre, descripcion: t.descripcion, color: t.color, icono: t.icono, pideFoto: bool(t.pide_foto) });

/** A stored logo path made absolute: other municipalities' sites embed these pages. */
export function logoUrl(logo: string | null, publicUrl: string): string | null {
  if (!logo) return null;
  return logo.startsWith('/') ? `${publicUrl}${logo}` : logo;
}

export function publicCliente(row: ClienteRow, publicUrl: string, recibeCasos: boolean, tipos: { reporte: TiposTable[]; solicitud: TiposTable[] }): PublicCliente {
  const map = identity.clienteMap(row);
  const centred = map.lat !== null && map.lng !== null;
  return {
    slug: row.slug,
    nombre: row.nombre,
    logo: logoUrl(row.logo, publicUrl),
    colorPrimary: row.color_primary,
    colorSecondary: row.color_secondary,
    mapa: {
      lat: centred ? map.lat! : FALLBACK_VIEW.lat,
      lng: centred ? map.lng! : FALLBACK_VIEW.lng,
      zoom: centred ? (map.zoom ?? CENTRE_ZOOM) : FALLBACK_VIEW.zoom,
      tileUrl: map.tileUrl || null,
    },
    operacionSinCurp: bool(row.operacion_sin_curp),
    recibeCasos,
    tiposReporte: tipos.reporte.map(publicTipo),
    tiposSolicitud: tipos.solicitud.map(publicTipo),
  };
}
