import type { AuditAction } from '../contract/auditActions';
import type { AuditChange } from '../contract/adminAudit';

/*
 * One entry of every action of the cliente's audit, as the server records it today: the contract's tests,
 * the server's (written, then read back) and the timeline's use these, so a new action needs its sample here.
 */

type ChangeOf<A extends AuditAction> = Extract<AuditChange, { action: A }>;

const user = { email: 'beto@tula.gob.mx', displayName: 'Beto Ruiz', phone: '', photoURL: '', status: 'active' as const, roles: ['Capturista'] };
const settings = {
  id: 'c1',
  nombre: 'Tula',
  slug: 'tula',
  logo: null,
  colors: { primary: '#0f6cbd', secondary: '#115ea3' },
  timezone: 'America/Mexico_City',
  cover_midb: true,
  products: ['sig' as const, 'midb' as const],
  map: { lat: 20.05, lng: -99.34, zoom: 13, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
  operacion_sin_curp: false,
  colonia_radio_m: 1000,
  asignar_mueve_estatus: false,
};
const key = { id: 'k1', nombre: 'Plataforma estatal', sufijo: 'x9Zq', createdAt: '2026-03-02T16:00:00.000Z', createdBy: 'u1', lastUsedAt: null, revokedAt: null };

export const AUDIT_SAMPLES: { [A in AuditAction]: ChangeOf<A> } = {
  'user.invite': { action: 'user.invite', entity: 'user', entityId: 'u2', before: null, after: { ...user, status: 'pending' } },
  'user.update': { action: 'user.update', entity: 'user', entityId: 'u2', before: { ...user, displayName: 'Beto' }, after: { ...user, phone: '7731234567', roles: ['Capturista', 'Vacío'] } },
  'user.disable': { action: 'user.disable', entity: 'user', entityId: 'u2', before: { status: 'active' }, after: { status: 'disabled' } },
  'user.enable': { action: 'user.enable', entity: 'user', entityId: 'u2', before: { status: 'disabled' }, after: { status: 'active' } },
  'user.resend_activation': { action: 'user.resend_activation', entity: 'user', entityId: 'u2', before: null, after: null },
  'user.send_recovery': { action: 'user.send_recovery', entity: 'user', entityId: 'u2', before: null, after: null },
  'membership.accept': { action: 'membership.accept', entity: 'user', entityId: 'u2', before: null, after: { roles: ['Capturista'] } },
  'membership.decline': { action: 'membership.decline', entity: 'user', entityId: 'u2', before: null, after: { roles: ['Capturista'] } },
  'role.create': { action: 'role.create', entity: 'role', entityId: 'r1', before: null, after: { nombre: 'Cuadrilla', permissions: ['SigVerReporte'] } },
  'role.update': { action: 'role.update', entity: 'role', entityId: 'r1', before: { nombre: 'Cuadrilla', permissions: ['SigVerReporte'] }, after: { nombre: 'Cuadrilla norte', permissions: ['SigVerReporte', 'SigEditarReporte'] } },
  'role.delete': { action: 'role.delete', entity: 'role', entityId: 'r1', before: { nombre: 'Cuadrilla norte', permissions: [] }, after: null },
  'cliente.update': { action: 'cliente.update', entity: 'cliente', entityId: 'c1', before: settings, after: { ...settings, nombre: 'Tula de Allende', colors: { ...settings.colors, primary: '#aa00cc' }, operacion_sin_curp: true } },
  'cliente.logo': { action: 'cliente.logo', entity: 'cliente', entityId: 'c1', before: { logo: null }, after: { logo: '/files/logos/tula-0123456789abcdef0123456789abcdef.png' } },
  'cliente.switch': { action: 'cliente.switch', entity: 'cliente', entityId: 'c1', before: { clienteId: 'c0' }, after: { clienteId: 'c1' } },
  'cliente.broadcast': { action: 'cliente.broadcast', entity: 'cliente', entityId: 'c1', before: null, after: { event: 'reload', delayMs: 30000 } },
  'open311.key_create': { action: 'open311.key_create', entity: 'cliente', entityId: 'k1', before: null, after: key },
  'open311.key_revoke': { action: 'open311.key_revoke', entity: 'cliente', entityId: 'k1', before: key, after: { ...key, revokedAt: '2026-03-06T12:00:00.000Z' } },
  'habitante.view': { action: 'habitante.view', entity: 'habitante', entityId: 'hab-1', before: null, after: null },
  'habitante.create': { action: 'habitante.create', entity: 'habitante', entityId: 'hab-1', before: null, after: { curp: null, sinCurpMotivo: 'Adulto mayor sin documentos', nombre: 'María', apellidos: 'Hernández Ruiz', telefono: '771 123 4567' } },
  'habitante.update': {
    action: 'habitante.update',
    entity: 'habitante',
    entityId: 'hab-1',
    before: { telefono: '771 123 4567', colonia: { id: 'col-1', nombre: 'Centro' }, consentimiento: true },
    after: { telefono: '55 9999 0000', colonia: { id: 'col-2', nombre: 'La Merced' }, consentimiento: false },
  },
  'midb.export': { action: 'midb.export', entity: 'cliente', entityId: 'c1', before: null, after: { filtros: { coloniaId: 'col-1', edadMin: 60 }, filas: 412 } },
  'midb.consulta': { action: 'midb.consulta', entity: 'cliente', entityId: 'c1', before: null, after: { vista: 'lista', filtros: { q: 'hernandez', page: 2 }, filas: 25 } },
  'midb.import_report': { action: 'midb.import_report', entity: 'cliente', entityId: 'c1', before: null, after: { importId: 'imp-1', archivo: 'padron-marzo.csv', filas: 1000 } },
  'programa.create': { action: 'programa.create', entity: 'programa', entityId: 'prog-1', before: null, after: { nombre: 'Adultos mayores', descripcion: 'Apoyo bimestral', activo: true } },
  'programa.update': { action: 'programa.update', entity: 'programa', entityId: 'prog-1', before: { activo: true }, after: { activo: false } },
  'programa.enrol': { action: 'programa.enrol', entity: 'programa', entityId: 'prog-1', before: null, after: { inscritos: 38, yaInscritos: 2, filtro: { coloniaId: 'col-1', edadMin: 60 } } },
  'programa.unenrol': { action: 'programa.unenrol', entity: 'programa', entityId: 'prog-1', before: null, after: { habitanteId: 'hab-1', nombreCompleto: 'María Hernández Ruiz', motivo: 'Cambió de domicilio' } },
  'programa.roll_export': { action: 'programa.roll_export', entity: 'programa', entityId: 'prog-1', before: null, after: { filas: 38 } },
};

/** The entry as the audit API answers it. */
export const auditAnswer = <C extends AuditChange>(change: C, over: { id?: string; at?: string } = {}) => ({
  id: over.id ?? `a-${change.action}`,
  at: over.at ?? '2026-03-06T12:00:00.000Z',
  actor: { id: 'u1', email: 'ana@tula.gob.mx', displayName: 'Ana López' },
  ...change,
});
