import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN, PRODUCTS } from './constants';
import { SETTINGS_BOUNDS, jsonProblem } from './jsonBounds';
import { ImageUrl, Secret, SingleLine, StoredText } from './text';

export * from './constants';

export const Email = SingleLine.trim().toLowerCase().email().max(254);
export const Password = Secret.min(PASSWORD_MIN).max(PASSWORD_MAX);

export const UserSettings = z.record(StoredText, z.unknown());

/** Settings as a client sends them: bounded depth, size and strings (SETTINGS_BOUNDS). */
export const UserSettingsInput = z.record(SingleLine, z.unknown()).superRefine((value, ctx) => {
  const problem = jsonProblem(value, SETTINGS_BOUNDS);
  if (problem) ctx.addIssue({ code: 'custom', message: `json.${problem}`, params: { code: `json.${problem}`, ...SETTINGS_BOUNDS } });
});

/**
 * A user's own data as the server sends it (response schemas only): the server fills every field
 * (packages/server/src/core/session.ts userData), so parsing it never changes it and a page can use a session
 * before the contract module has come to check it (shared/src/contract/checkedBeforeUse.ts).
 */
export const UserData = z.object({
  displayName: StoredText,
  phone: StoredText,
  photoURL: StoredText,
  email: StoredText.optional(),
  settings: UserSettings,
  shortcuts: z.array(StoredText),
});
export type UserData = z.infer<typeof UserData>;

export const ClienteRef = z.object({ id: StoredText, nombre: StoredText, slug: StoredText });
export type ClienteRef = z.infer<typeof ClienteRef>;

export const Product = z.enum(PRODUCTS);

/** The cliente's map: centre and zoom (null until an administrator sets them) and the tile URL template. */
export const ClienteMapView = z.object({ lat: z.number().nullable(), lng: z.number().nullable(), zoom: z.number().nullable(), tileUrl: StoredText });
export type ClienteMapView = z.infer<typeof ClienteMapView>;

export const Cliente = z.object({
  id: StoredText,
  nombre: StoredText,
  slug: StoredText,
  logo: StoredText.nullable(),
  colors: z.object({ primary: StoredText, secondary: StoredText }),
  timezone: StoredText,
  cover_midb: z.boolean(),
  products: z.array(Product),
  /** Optional only for sessions stored before maps used it. */
  map: ClienteMapView.optional(),
});
export type Cliente = z.infer<typeof Cliente>;

export const SessionUser = z.object({
  _id: StoredText,
  uuid: StoredText,
  from: StoredText,
  email: StoredText,
  master: z.boolean(),
  owner: z.boolean(),
  clients: z.array(ClienteRef),
  role: z.array(StoredText),
  data: UserData,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginBody = z.object({ email: Email, password: Secret.min(1).max(PASSWORD_MAX) });
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionResponse = z.object({
  user: SessionUser,
  role: z.array(StoredText),
  access_token: StoredText,
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
export const MenuLabels = z.object({ es: StoredText, en: StoredText, tr: StoredText, ar: StoredText });

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
    id: StoredText,
    title: StoredText,
    translate: StoredText,
    type: z.enum(['group', 'collapse', 'item', 'link', 'divider']),
    url: StoredText.optional(),
    icon: StoredText.optional(),
    auth: z.array(StoredText).nullable(),
    labels: MenuLabels,
    children: z.array(MenuItem).optional(),
  }),
);

/** Legacy fields the server ignores (the token says who and where); `uuid` often carries the token itself. */
export const GetMenuBody = z.object({ uuid: SingleLine.max(8192).optional(), clients: SingleLine.max(2000).optional() });
export const GetMenuResponse = z.object({ menu: z.array(MenuItem) });

export const RecoveryBody = z.object({ email: Email });
export const RecoveryResponse = z.object({ status: z.number(), msg: StoredText, data: z.object({ email: StoredText }) });

/** Recovery and activation ids: 128+ bits of randomness, base64url. */
export const TicketId = Secret.min(16).max(128).regex(/^[A-Za-z0-9_-]+$/);
export const TicketBody = z.object({ _id: TicketId });
/** Empty object when the ticket is unknown, expired or used (spec 8: empty response means not found). */
export const TicketCheckResponse = z.object({ email: StoredText.optional() });
export const TicketChangeBody = z.object({ _id: TicketId, password: Password });
export const TicketChangeResponse = z.object({ status: z.number(), msg: StoredText, data: z.object({ email: StoredText }) });

export const RegisterBody = z.object({
  displayName: SingleLine.trim().min(1).max(120),
  email: Email,
  municipio: SingleLine.trim().min(2).max(120).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
/**
 * Registration answers "we sent you a mail" whether the e-mail is new or taken (a taken one gets a mail
 * telling its owner); the link in the mail activates the account, where its password is chosen.
 */
export const RegisterResponse = z.object({ status: z.number(), msg: StoredText, data: z.object({ email: StoredText }) });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const UserUpdateBody = z.object({
  user: z.object({
    data: z
      .object({
        displayName: SingleLine.trim().min(1).max(120),
        phone: SingleLine.max(40),
        photoURL: ImageUrl,
        settings: UserSettingsInput,
        shortcuts: z.array(SingleLine.max(120)).max(50),
      })
      .partial(),
  }),
});
/** Bumps the caller's token version: every token issued before stops working. */
export const LogoutAllResponse = z.object({ status: z.number(), msg: StoredText });

export const UserUpdateResponse = z.object({ status: z.number(), msg: StoredText, user: SessionUser });

/** Every 4xx/5xx body. `field` names the input that failed; `errors` lists each failing field. */
export const ApiError = z.object({
  statusCode: z.number(),
  error: StoredText,
  message: StoredText,
  code: StoredText.optional(),
  field: StoredText.optional(),
  errors: z.array(z.object({ type: StoredText, message: StoredText, code: StoredText.optional() })).optional(),
  /** In a batch refused as a whole: the item that stopped it (a case's folio). */
  item: StoredText.optional(),
});
export type ApiError = z.infer<typeof ApiError>;

