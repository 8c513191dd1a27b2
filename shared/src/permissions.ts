/**
 * Every permission a role can hold (spec 6). The description says what it opens and what a denied user
 * sees; the role editor shows it, so write it for a municipal administrator, not a developer.
 */
export const PERMISSIONS = {
  admin: { product: 'admin', description: 'Administrador: abre todas las páginas y acciones del cliente.' },
  Home: { product: 'sig', description: 'Cualquier usuario con sesión: inicio y páginas sin permiso específico.' },
  SigVerPersona: { product: 'midb', description: 'Ver los datos personales de un habitante (ficha de persona).' },
  SigVerReporte: { product: 'sig', description: 'Ver la lista, el mapa y el detalle de los reportes.' },
  SigVerSolicitudes: { product: 'sig', description: 'Ver la lista y el detalle de las solicitudes.' },
  SigEditarReporte: { product: 'sig', description: 'Cambiar estatus, asignar y anotar reportes.' },
  SigEditarSolicitudes: { product: 'sig', description: 'Cambiar estatus, asignar y anotar solicitudes.' },
  SigDependenciaEdit: { product: 'sig', description: 'Editar dependencias y sus módulos.' },
  SigEditarTipoReporte: { product: 'sig', description: 'Editar el catálogo de tipos de reporte.' },
  SigEditarTipoSolicitud: { product: 'sig', description: 'Editar el catálogo de tipos de solicitud.' },
  SigEstatusReporte: { product: 'sig', description: 'Editar los estatus de reporte y sus transiciones.' },
  SigStatusSolicitudes: { product: 'sig', description: 'Editar los estatus de solicitud y sus transiciones.' },
  SigMidb: { product: 'midb', description: 'Operar el padrón de habitantes: buscar, editar, importar, exportar.' },
  SigAuditor: { product: 'sig', description: 'Auditar reportes y solicitudes cerrados.' },
  SigContactos: { product: 'bot', description: 'Ver los contactos del bot.' },
  SigChatCenter: { product: 'bot', description: 'Atender conversaciones del bot en el centro de chat.' },
  SigOperacionSinCurp: { product: 'midb', description: 'Registrar habitantes sin CURP, con un motivo.' },
  EditarUsuarios: { product: 'admin', description: 'Invitar, editar y desactivar usuarios.' },
  EditarRoles: { product: 'admin', description: 'Crear y editar roles y sus permisos.' },
  TransparenciaAdm: { product: 'transparencia', description: 'Administrar solicitudes de transparencia.' },
  Transparencia: { product: 'transparencia', description: 'Atender solicitudes de transparencia asignadas.' },
  DashboardAnalytics: { product: 'sig', description: 'Ver los tableros de análisis.' },
  LogisticaUsers: { product: 'logistica', description: 'Administrar al personal de entregas.' },
  LogisticaLista: { product: 'logistica', description: 'Ver la lista de entregas.' },
  LogisticaEditar: { product: 'logistica', description: 'Crear y editar entregas.' },
  EventoList: { product: 'eventos', description: 'Ver eventos y registrar asistencia.' },
  EventoEdit: { product: 'eventos', description: 'Crear y editar eventos.' },
  BettaIdEdit: { product: 'bettaid', description: 'Emitir y editar credenciales de habitantes.' },
  SigAuditoriaV2Supervisor: { product: 'sig', description: 'Supervisar en vivo a los auditores de campo.' },
  SigAuditoriaV2: { product: 'sig', description: 'Realizar auditorías de campo asignadas.' },
  SigZonas: { product: 'sig', description: 'Editar zonas y sus polígonos.' },
  SigColonias: { product: 'sig', description: 'Editar el catálogo de colonias.' },
  SigOrigens: { product: 'sig', description: 'Editar el catálogo de orígenes.' },
} as const satisfies Record<string, { product: string; description: string }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** null: everyone; []: only users without a role (guests); otherwise any overlap (spec 6). */
export type AuthList = readonly string[] | null;

export function hasPermission(authList: AuthList | undefined, userRole: readonly string[] | string | null | undefined): boolean {
  if (authList === null || authList === undefined) return true;
  const role = userRole == null ? [] : typeof userRole === 'string' ? [userRole] : userRole;
  if (authList.length === 0) return role.length === 0;
  return authList.some((p) => role.includes(p));
}
