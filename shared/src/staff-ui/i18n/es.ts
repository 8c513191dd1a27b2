/** The staff building blocks' own strings; Spanish is the source. */
export const es = {
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.cancel': 'Cancelar',
  'common.reload': 'Recargar',

  'pager.label': 'Páginas',
  'pager.range': '{{from}}–{{to}} de {{total}}',
  'pager.prev': 'Anterior',
  'pager.next': 'Siguiente',

  'location.label': 'Ubicación',
  'location.lat': 'Latitud',
  'location.lng': 'Longitud',
  'location.invalid': 'Escribe una latitud (−90 a 90) y una longitud (−180 a 180), o deja ambas vacías.',
};

export type StaffUiStrings = Record<keyof typeof es, string>;
