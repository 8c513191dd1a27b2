import type { LogEstado } from '@sig/shared';

/** One colour per state, the same in the badges, the map's points and its legend. */
export const ESTADO_BADGE: Record<LogEstado, 'informative' | 'brand' | 'success' | 'danger' | 'warning'> = {
  pendiente: 'informative',
  en_ruta: 'brand',
  entregada: 'success',
  fallida: 'danger',
  reprogramada: 'warning',
};

/** The map's point colours (Leaflet takes plain CSS colours, not Fluent tokens). */
export const ESTADO_COLOR: Record<LogEstado, string> = {
  pendiente: '#616161',
  en_ruta: '#0f6cbd',
  entregada: '#107c10',
  fallida: '#c4314b',
  reprogramada: '#ca5010',
};

export const envioHref = (id: string) => `/logistica/envio/${encodeURIComponent(id)}`;
