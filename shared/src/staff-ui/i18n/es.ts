/** The staff building blocks' own strings; Spanish is the source. */
export const es = {
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.cancel': 'Cancelar',

  'pager.label': 'Páginas',
  'pager.range': '{{from}}–{{to}} de {{total}}',
  'pager.prev': 'Anterior',
  'pager.next': 'Siguiente',
};

export type StaffUiStrings = Record<keyof typeof es, string>;
