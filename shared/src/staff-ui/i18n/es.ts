/** The staff building blocks' own strings; Spanish is the source. */
export const es = {
  'common.loading': 'Cargando…',
  'csv.label': 'Descargar CSV',
  'csv.busy': 'Preparando el archivo…',
  'csv.failed': 'No se pudo descargar el archivo: {{reason}}',
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

  'position.take': 'Tomar mi ubicación',
  'position.again': 'Actualizar ubicación',
  'position.locating': 'Buscando tu ubicación…',
  'position.accuracy': 'precisión ± {{m}}',
  'position.problem.denied': 'El navegador no permite usar tu ubicación. Actívala en los permisos del sitio y vuelve a intentarlo; se puede registrar sin ella, pero no quedará la distancia.',
  'position.problem.unavailable': 'El dispositivo no pudo obtener tu ubicación. Sal a cielo abierto y vuelve a intentarlo.',
  'position.problem.timeout': 'Tu ubicación tardó demasiado. Vuelve a intentarlo.',
  'position.problem.unsupported': 'Este navegador no puede dar tu ubicación.',
};

export type StaffUiStrings = Record<keyof typeof es, string>;
