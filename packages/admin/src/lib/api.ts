import { ADMIN_PATHS, REALTIME_PATHS, adminPath, request } from '@sig/shared';

// The answers' types come from `request`, which names the contract schema; the bodies mirror the
// contract's (the server checks them).
const ADMIN_API = ADMIN_PATHS;
const withId = adminPath;

export type UserStatus = 'active' | 'pending' | 'disabled';
export const USER_STATUSES: UserStatus[] = ['active', 'pending', 'disabled'];
export const USERS_PAGE_SIZE = 25;

export interface UsersFilter {
  q: string;
  role: string;
  status: UserStatus | '';
  page: number;
}

export const adminApi = {
  users(f: UsersFilter) {
    const searchParams: Record<string, string> = { page: String(f.page), pageSize: String(USERS_PAGE_SIZE) };
    if (f.q.trim()) searchParams.q = f.q.trim();
    if (f.role) searchParams.role = f.role;
    if (f.status) searchParams.status = f.status;
    return request('get', ADMIN_API.users, 'UsersResponse', { searchParams });
  },
  user: (id: string) => request('get', withId(ADMIN_API.user, id), 'AdminUser'),
  invite: (body: InviteUserBody) => request('post', ADMIN_API.users, 'AdminActionResponse', { json: body }),
  updateUser: (id: string, body: UpdateUserBody) => request('patch', withId(ADMIN_API.user, id), 'AdminActionResponse', { json: body }),
  disableUser: (id: string) => request('post', withId(ADMIN_API.userDisable, id), 'AdminActionResponse'),
  enableUser: (id: string) => request('post', withId(ADMIN_API.userEnable, id), 'AdminActionResponse'),
  resendActivation: (id: string) => request('post', withId(ADMIN_API.userResendActivation, id), 'AdminActionResponse'),
  sendRecovery: (id: string) => request('post', withId(ADMIN_API.userSendRecovery, id), 'AdminActionResponse'),
  roles: () => request('get', ADMIN_API.roles, 'RolesResponse'),
  role: (id: string) => request('get', withId(ADMIN_API.role, id), 'AdminRole'),
  createRole: (nombre: string) => request('post', ADMIN_API.roles, 'AdminRole', { json: { nombre, permissions: [] } }),
  updateRole: (id: string, body: UpdateRoleBody) => request('patch', withId(ADMIN_API.role, id), 'AdminRole', { json: body }),
  deleteRole: (id: string) => request('delete', withId(ADMIN_API.role, id), 'DeleteResponse'),
  permissions: () => request('get', ADMIN_API.permissions, 'PermissionsResponse'),
  cliente: () => request('get', ADMIN_API.cliente, 'ClienteSettings'),
  saveCliente: (body: UpdateClienteBody) => request('put', ADMIN_API.cliente, 'ClienteSettings', { json: body }),
  uploadLogo: (file: Blob) => request('put', ADMIN_API.clienteLogo, 'ClienteSettings', { body: file }),
  removeLogo: () => request('delete', ADMIN_API.clienteLogo, 'ClienteSettings'),
  open311Keys: () => request('get', ADMIN_API.open311Keys, 'Open311KeyList'),
  /** The answer carries the secret (`apiKey`) this once; the list never does. */
  createOpen311Key: (nombre: string) => request('post', ADMIN_API.open311Keys, 'CreatedOpen311Key', { json: { nombre } }),
  revokeOpen311Key: (id: string) => request('delete', withId(ADMIN_API.open311Key, id), 'Open311Key'),
  broadcast: (body: { event: 'reload'; delayMs: number } | { event: 'audio-alert'; msg: string }) => request('post', REALTIME_PATHS.broadcast, 'BroadcastResponse', { json: body }),
  audit: (entity: 'user' | 'role' | 'cliente', id: string | undefined, page: number) =>
    request('get', ADMIN_API.audit, 'AuditResponse', { searchParams: { entity, page: String(page), ...(id && { id }) } }),
};

export interface InviteUserBody {
  email: string;
  displayName?: string;
  roleIds: string[];
}
export type UpdateUserBody = Partial<{ displayName: string; phone: string; photoURL: string; roleIds: string[] }>;
export type UpdateRoleBody = Partial<{ nombre: string; permissions: string[] }>;
export type UpdateClienteBody = Partial<{
  nombre: string;
  colors: { primary: string; secondary: string };
  timezone: string;
  map: { lat: number; lng: number; zoom: number; tileUrl: string };
  products: string[];
  operacion_sin_curp: boolean;
  cover_midb: boolean;
  colonia_radio_m: number;
  asignar_mueve_estatus: boolean;
}>;

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type AdminUser = Answer<typeof adminApi.user>;
export type AdminRole = Answer<typeof adminApi.role>;
export type ClienteSettings = Answer<typeof adminApi.cliente>;
export type Open311Key = Answer<typeof adminApi.open311Keys>['items'][number];
export type CreatedOpen311Key = Answer<typeof adminApi.createOpen311Key>;
export type AuditEntry = Answer<typeof adminApi.audit>['items'][number];
