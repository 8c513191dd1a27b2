/** The staff pages this parcel draws and links to (paths of shared/src/routes.ts). */
export const links = {
  registry: (search = '') => `/sig/midb${search}`,
  map: (search = '') => `/sig/mapa/midb${search}`,
  nuevo: () => '/sig/midbciudadano/nuevo',
  ver: (id: string) => `/sig/midbciudadano/ver/${encodeURIComponent(id)}`,
  editar: (id: string) => `/sig/midbciudadano/editar/${encodeURIComponent(id)}`,
  ciudadano: (id: string) => `/sig/ciudadano/${encodeURIComponent(id)}`,
  programas: () => '/sig/midboff/todos',
  programa: (id: string) => `/sig/midboff/${encodeURIComponent(id)}`,
  importar: () => '/sig/operarmidb',
  importacion: (id: string, search = '') => `/sig/operarmidb/importacion/${encodeURIComponent(id)}${search}`,
};
