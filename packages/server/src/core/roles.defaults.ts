import type { Permission } from '@sig/shared/permissions';

/** The roles every new cliente starts with; its administrators edit them later. */
export const DEFAULT_ROLES: Record<string, Permission[]> = {
  Administrador: ['admin'],
  'Atención ciudadana': ['SigVerReporte', 'SigEditarReporte', 'SigVerSolicitudes', 'SigEditarSolicitudes', 'SigVerPersona'],
  Consulta: ['SigVerReporte', 'SigVerSolicitudes', 'DashboardAnalytics'],
};
export const ADMIN_ROLE = 'Administrador';
