import type { AuditEntry } from '@sig/shared';
import { AUDIT_SAMPLES, auditAnswer } from '@sig/shared/testing/auditEntries';

import type { AdminRole, AdminUser, ClienteSettings } from '../adminApi';

/** Contract-shaped answers of the administration API (request() checks them against the zod schemas). */
export const ROLES: AdminRole[] = [
  { id: 'r-admin', nombre: 'Administrador', permissions: ['admin'], users: 1 },
  { id: 'r-clerk', nombre: 'Capturista', permissions: ['SigVerReporte'], users: 3 },
  { id: 'r-empty', nombre: 'Vacío', permissions: [], users: 0 },
];

export function adminUser(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u2',
    email: 'beto@tula.gob.mx',
    displayName: 'Beto Ruiz',
    phone: '',
    photoURL: '',
    status: 'active',
    owner: false,
    master: false,
    roles: [{ id: 'r-clerk', nombre: 'Capturista' }],
    permissions: ['SigVerReporte'],
    createdAt: '2024-05-01T10:00:00.000Z',
    profileLocked: false,
    ...over,
  };
}

/** `n` users starting at number `from`. */
export function usersPage(total: number, page: number, pageSize = 25) {
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  const items = Array.from({ length: count }, (_, i) =>
    adminUser({ id: `u${start + i + 1}`, email: `persona${start + i + 1}@tula.gob.mx`, displayName: `Persona ${start + i + 1}` }),
  );
  return { items, total, page, pageSize };
}

export const PERMISSION_GROUPS = {
  groups: [
    {
      product: 'admin',
      permissions: [
        { name: 'admin', description: 'Administrador: abre todas las páginas y acciones del cliente.' },
        { name: 'EditarRoles', description: 'Crear y editar roles.' },
      ],
    },
    {
      product: 'sig',
      permissions: [
        { name: 'SigVerReporte', description: 'Ver los reportes y su mapa.' },
        { name: 'SigVerSolicitudes', description: 'Ver las solicitudes.' },
      ],
    },
  ],
};

/** An entry of the user's history (a user.update unless `over` says otherwise), as the audit API answers it. */
export function auditEntry(over: Partial<AuditEntry> = {}): AuditEntry {
  return { ...auditAnswer(AUDIT_SAMPLES['user.update'], { id: 'a1', at: '2024-06-01T12:00:00.000Z' }), ...over } as AuditEntry;
}

export const auditPage = (items: AuditEntry[] = []) => ({ items, total: items.length, page: 1, pageSize: 50 });

export const CLIENTE: ClienteSettings = {
  id: 'c1',
  nombre: 'Tula',
  slug: 'tula',
  logo: null,
  colors: { primary: '#0f6cbd', secondary: '#115ea3' },
  timezone: 'America/Mexico_City',
  map: { lat: 20.05, lng: -99.34, zoom: 13, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
  products: ['sig', 'midb'],
  operacion_sin_curp: false,
  cover_midb: true,
  colonia_radio_m: 1000,
  asignar_mueve_estatus: false,
  duplicados_radio_m: 50,
  duplicados_dias: 30,
};

/** A signed-in session as the shared login leaves it. */
export function sessionFor(role: string[], over: { email?: string; master?: boolean } = {}) {
  return {
    user: {
      _id: 'u1',
      uuid: 'u1',
      from: 'db',
      email: over.email ?? 'ana@tula.gob.mx',
      master: over.master ?? false,
      owner: false,
      clients: [{ id: 'c1', nombre: 'Tula', slug: 'tula' }],
      role,
      data: { displayName: 'Ana López', phone: '', photoURL: '', settings: {}, shortcuts: [] },
    },
    role,
    access_token: 'header.payload.signature',
    cliente: {
      id: 'c1',
      nombre: 'Tula',
      slug: 'tula',
      logo: null,
      colors: { primary: '#0f6cbd', secondary: '#115ea3' },
      timezone: 'America/Mexico_City',
      cover_midb: false,
      products: ['sig' as const],
    },
  };
}
