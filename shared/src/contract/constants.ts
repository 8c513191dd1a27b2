// Plain constants of the contract, kept free of zod so the browser can use them without loading it.

/** Password rules shared by the server and the forms (spec 5, OWASP: at least 8, at least 64 allowed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PRODUCTS = ['sig', 'midb', 'bettaid', 'eventos', 'logistica', 'transparencia', 'bot', 'gps'] as const;
export type ProductName = (typeof PRODUCTS)[number];

/**
 * How far (metres) a case's point may lie from a colonia's centroid to be given that colonia when no colonia
 * polygon holds it (issue 21). 0 turns the centroid match off.
 */
export const COLONIA_RADIO_M = { default: 1000, min: 0, max: 20_000 } as const;

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

/** Answers to an invitation mailed to an existing account (issue 19); the link's id is the credential. */
export const INVITATION_PATHS = {
  check: '/api/1.0/auth/invitation/check',
  accept: '/api/1.0/auth/invitation/accept',
  decline: '/api/1.0/auth/invitation/decline',
} as const;

/** Where the mailed invitation link opens (a page of the auth parcel): `${INVITATION_PAGE}/<id>`. */
export const INVITATION_PAGE = '/invitacion';

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
  /** PUT the image bytes (Content-Type image/png, image/jpeg or image/webp); DELETE removes it. */
  clienteLogo: '/api/1.0/admin/cliente/logo',
  /** GET: how the mails to citizens stand (follow mails: queued, sent, failed, bounced). */
  clienteCorreos: '/api/1.0/admin/cliente/correos',
  /** Open311 api_keys of the cliente (GET list, POST create: the key is shown once); DELETE revokes. */
  open311Keys: '/api/1.0/admin/cliente/open311-keys',
  open311Key: '/api/1.0/admin/cliente/open311-keys/:id',
  switchCliente: SWITCH_CLIENTE_PATH,
} as const;

/** Where the Open311 GeoReport v2 surface lives: `${OPEN311_BASE}/:cliente/…` (the cliente's slug), or `${OPEN311_BASE}/…?jurisdiction_id=<slug>`. */
export const OPEN311_BASE = '/open311/v2';
export const OPEN311_KEY_NAME_MAX = 80;

/** The cliente logo: raster only (an SVG could carry script), checked by its bytes, at most 512 kB. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Where uploaded logos are served (random file names, so they are cached for good). */
export const LOGO_URL_PREFIX = '/files/logos/';

/** Fills `:id` of an ADMIN_PATHS entry. */
export const adminPath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

/** Spec 7.2: chat, quick panel and notifications, at their exact legacy paths (schemas in realtime.ts). */
export const REALTIME_PATHS = {
  chatContacts: '/api/chat/contacts',
  chatUser: '/api/chat/user',
  chatUserData: '/api/chat/user/data',
  chatGet: '/api/chat/get-chat',
  chatSend: '/api/chat/send-message',
  quickPanel: '/api/quick-panel/data',
  quickNotes: '/api/quick-panel/notes',
  quickNote: '/api/quick-panel/notes/:id',
  notifications: '/api/notification-panel/data',
  notificationDismiss: '/api/notification-panel/dismiss',
  notificationDismissAll: '/api/notification-panel/dismiss-all',
  /** An administrator's live message to every user of the cliente (reload, audio-alert). */
  broadcast: '/api/1.0/admin/broadcast',
} as const;

/** Spec 7.3: the socket's event names, kept exactly (including 'disconect'). */
export const SOCKET_EVENTS = {
  /** client → server: { uuid, clients }; the server answers 'lista-usuarios'. */
  listUsers: 'listar_usuarios',
  /** server → client: the online contacts of the same cliente (ChatContact[]). */
  usersList: 'lista-usuarios',
  /** server → cliente room: someone came or went; clients re-emit 'listar_usuarios'. */
  usersChanged: 'lista-usuarios-att',
  /** client → server: { clients, de, para } asks for a chat; server → client: { chatId, contactId, dialog } or a new { chatId, message }. */
  getChat: 'getchat',
  /** client → server: { msg, clients, owner, de, para, userName }: sends a message like POST send-message. */
  addChat: 'addchat',
  /** client → server on logout (sic). */
  logout: 'disconect',
  /** server → user: { msg, notification } — shown as a success snackbar. */
  newNotification: 'nueva-notificacion',
  /** server → user: { msg, tipo, url } — an audible alert about a case. */
  caseAlert: 'alertaraudio',
  /** server → cliente: { msg } — an administrator's audio alert. */
  audioAlert: 'audio-alert',
  /** server → cliente: { delayMs } — reload the page after the delay (e.g. after a release). */
  reload: 'reload',
  /** client → server: { contactId | null } — which conversation the chat panel shows (no notification for it). */
  chatFocus: 'chat-abierto',
  /** client → server: a liveness probe; the server acknowledges it. */
  test: 'test',
} as const;

/** Chat and notification limits (spec 9 has none; these keep rows and payloads bounded). */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_PAGE_SIZE = 100;
export const NOTIFICATION_PAGE_SIZE = 50;
export const QUICK_NOTE_TITLE_MAX = 120;
export const QUICK_NOTE_DETAIL_MAX = 2000;
export const BROADCAST_DELAY_MAX_MS = 10 * 60 * 1000;
