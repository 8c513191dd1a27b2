import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN, PRODUCTS } from './constants';

export * from './constants';

export const Email = z.string().trim().toLowerCase().email().max(254);
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const UserSettings = z.record(z.string(), z.unknown());

export const UserData = z.object({
  displayName: z.string(),
  phone: z.string().default(''),
  photoURL: z.string().default(''),
  email: z.string().optional(),
  settings: UserSettings.default({}),
  shortcuts: z.array(z.string()).default([]),
});
export type UserData = z.infer<typeof UserData>;

export const ClienteRef = z.object({ id: z.string(), nombre: z.string(), slug: z.string() });
export type ClienteRef = z.infer<typeof ClienteRef>;

export const Product = z.enum(PRODUCTS);

/** The cliente's map: centre and zoom (null until an administrator sets them) and the tile URL template. */
export const ClienteMapView = z.object({ lat: z.number().nullable(), lng: z.number().nullable(), zoom: z.number().nullable(), tileUrl: z.string() });
export type ClienteMapView = z.infer<typeof ClienteMapView>;

export const Cliente = z.object({
  id: z.string(),
  nombre: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  colors: z.object({ primary: z.string(), secondary: z.string() }),
  timezone: z.string(),
  cover_midb: z.boolean(),
  products: z.array(Product),
  /** Optional only for sessions stored before maps used it. */
  map: ClienteMapView.optional(),
});
export type Cliente = z.infer<typeof Cliente>;

export const SessionUser = z.object({
  _id: z.string(),
  uuid: z.string(),
  from: z.string(),
  email: z.string(),
  master: z.boolean(),
  owner: z.boolean(),
  clients: z.array(ClienteRef),
  role: z.array(z.string()),
  data: UserData,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginBody = z.object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX) });
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionResponse = z.object({
  user: SessionUser,
  role: z.array(z.string()),
  access_token: z.string(),
  cliente: Cliente,
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const LoginResponse = SessionResponse.extend({
  payload: z.object({ status: z.literal(200) }),
  data: UserData,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const AccessTokenResponse = SessionResponse;

export const MENU_LANGS = ['es', 'en', 'tr', 'ar'] as const;
export const MenuLabels = z.object({ es: z.string(), en: z.string(), tr: z.string(), ar: z.string() });

export interface MenuItem {
  id: string;
  title: string;
  translate: string;
  type: 'group' | 'collapse' | 'item' | 'link' | 'divider';
  url?: string;
  icon?: string;
  auth: string[] | null;
  labels: z.infer<typeof MenuLabels>;
  children?: MenuItem[];
}
export const MenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    translate: z.string(),
    type: z.enum(['group', 'collapse', 'item', 'link', 'divider']),
    url: z.string().optional(),
    icon: z.string().optional(),
    auth: z.array(z.string()).nullable(),
    labels: MenuLabels,
    children: z.array(MenuItem).optional(),
  }),
);

export const GetMenuBody = z.object({ uuid: z.string().optional(), clients: z.string().optional() });
export const GetMenuResponse = z.object({ menu: z.array(MenuItem) });

export const RecoveryBody = z.object({ email: Email });
export const RecoveryResponse = z.object({ status: z.number(), msg: z.string(), data: z.object({ email: z.string() }) });

/** Recovery and activation ids: 128+ bits of randomness, base64url. */
export const TicketId = z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/);
export const TicketBody = z.object({ _id: TicketId });
/** Empty object when the ticket is unknown, expired or used (spec 8: empty response means not found). */
export const TicketCheckResponse = z.object({ email: z.string().optional() });
export const TicketChangeBody = z.object({ _id: TicketId, password: Password });
export const TicketChangeResponse = z.object({ status: z.number(), msg: z.string(), data: z.object({ email: z.string() }) });

export const RegisterBody = z.object({
  displayName: z.string().trim().min(1).max(120),
  email: Email,
  password: Password,
  municipio: z.string().trim().min(2).max(120).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
export const RegisterResponse = SessionResponse;

export const UserUpdateBody = z.object({
  user: z.object({
    data: z
      .object({
        displayName: z.string().trim().min(1).max(120),
        phone: z.string().max(40),
        photoURL: z.string().max(2048),
        settings: UserSettings,
        shortcuts: z.array(z.string().max(120)).max(50),
      })
      .partial(),
  }),
});
/** Bumps the caller's token version: every token issued before stops working. */
export const LogoutAllResponse = z.object({ status: z.number(), msg: z.string() });

export const UserUpdateResponse = z.object({ status: z.number(), msg: z.string(), user: SessionUser });

/** Every 4xx/5xx body. `field` names the input that failed; `errors` lists each failing field. */
export const ApiError = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  errors: z.array(z.object({ type: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

