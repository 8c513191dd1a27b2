/** The pages this parcel draws and links to (paths of shared/src/routes.ts). */
export const links = {
  cola: (search = '') => `/sig/auditoria${search}`,
  /** The sampling rule and checklists: a view of /sig/auditoria (the route table has no path of its own for it). */
  ajustes: () => '/sig/auditoria?ajustes=1',
  auditar: (orderId: string, tipo: string) => `/sig/auditar/${encodeURIComponent(orderId)}/${encodeURIComponent(tipo)}`,
  listas: () => '/sig/auditoriav2/list',
  trabajo: (orderId: string, idAuditWork: string) => `/sig/auditoriav2/${encodeURIComponent(orderId)}/${encodeURIComponent(idAuditWork)}`,
  enVivo: () => '/sig/auditoriav2/supervisor/sig/online',
};
