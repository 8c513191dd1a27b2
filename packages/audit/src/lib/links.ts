/** The pages this parcel draws and links to (paths of shared/src/routes.ts). */
export const links = {
  cola: (search = '') => `/sig/auditoria${search}`,
  auditar: (orderId: string, tipo: string) => `/sig/auditar/${encodeURIComponent(orderId)}/${encodeURIComponent(tipo)}`,
  listas: () => '/sig/auditoriav2/list',
  trabajo: (orderId: string, idAuditWork: string) => `/sig/auditoriav2/${encodeURIComponent(orderId)}/${encodeURIComponent(idAuditWork)}`,
  enVivo: () => '/sig/auditoriav2/supervisor/sig/online',
};
