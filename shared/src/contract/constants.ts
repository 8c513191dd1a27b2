// Plain constants of the contract, kept free of zod so the browser can use them without loading it.

/** Password rules shared by the server and the forms (spec 5, OWASP: at least 8, at least 64 allowed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PRODUCTS = ['sig', 'midb', 'bettaid', 'eventos', 'logistica', 'transparencia', 'bot', 'gps'] as const;
export type ProductName = (typeof PRODUCTS)[number];

export const AUTH_PATHS = {
  login: '/api/1.0/auth/login',
  accessToken: '/api/1.0/auth/access-token',
  getmenu: '/api/1.0/auth/getmenu',
  recovery: '/api/1.0/auth/recovery',
  recoveryCheck: '/api/1.0/auth/recoveryCheck',
  recoveryChange: '/api/1.0/auth/recoveryChange',
  activeCheck: '/api/1.0/auth/activeCheck',
  activeChange: '/api/1.0/auth/activeChange',
  register: '/api/auth/register',
  userUpdate: '/api/auth/user/update',
  logoutAll: '/api/1.0/auth/logout-all',
} as const;

/** A master user's switch of the active cliente. */
export const SWITCH_CLIENTE_PATH = '/api/1.0/admin/switch-cliente';

/** The administration API (schemas in admin.ts); every path is scoped to the cliente of the caller's token. */
export const ADMIN_PATHS = {
  audit: '/api/1.0/admin/audit',
  users: '/api/1.0/admin/users',
  user: '/api/1.0/admin/users/:id',
  userDisable: '/api/1.0/admin/users/:id/disable',
  userEnable: '/api/1.0/admin/users/:id/enable',
  userResendActivation: '/api/1.0/admin/users/:id/resend-activation',
  userSendRecovery: '/api/1.0/admin/users/:id/send-recovery',
  roles: '/api/1.0/admin/roles',
  role: '/api/1.0/admin/roles/:id',
  permissions: '/api/1.0/admin/permissions',
  cliente: '/api/1.0/admin/cliente',
  switchCliente: SWITCH_CLIENTE_PATH,
} as const;

/** Fills `:id` of an ADMIN_PATHS entry. */
export const adminPath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));
