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

/** A master user's switch of the active cliente (the rest of the admin API is in admin.ts). */
export const SWITCH_CLIENTE_PATH = '/api/1.0/admin/switch-cliente';
