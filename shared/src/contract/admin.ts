import { z } from 'zod';

import { PERMISSIONS, PERMISSION_NAMES, type Permission } from '../permissions';
import { COLONIA_RADIO_M, PRODUCTS } from './constants';
import { DUPLICATES_DAYS, DUPLICATES_RADIUS_M } from './casePaths';
import { Cliente, ClienteMapView, Email, Product } from './auth';
import { HexColor, ImageUrl, SingleLine, StoredText } from './text';

/*
 * Administration of one cliente: users, roles, its settings, the audit of every change, and the master
 * users' switch of cliente. Every path is scoped to the cliente of the caller's token.
 */

export { ADMIN_PATHS, adminPath } from './constants';

/**
 * The error codes of administration (the `code` of an ApiError) with the server's Spanish message.
 * The browser translates `error.<code>`; these are the fallbacks it shows otherwise.
 */
export const ADMIN_ERRORS = {
  'admin.user_not_found': 'No existe ese usuario en este cliente.',
  'admin.role_not_found': 'No existe ese rol en este cliente.',
  'admin.role_in_use': 'El rol está asignado a usuarios: quítaselo antes de borrarlo.',
  'admin.role_name_taken': 'Ya existe un rol con ese nombre.',
  'admin.already_member': 'Ese correo ya es usuario de este cliente.',
  'admin.last_admin': 'El cliente se quedaría sin administrador: debe quedar al menos un usuario activo con el permiso admin.',
  'admin.privilege_escalation': 'No puedes otorgar un permiso que tú no tienes.',
  'admin.owner_protected': 'El propietario del cliente solo puede desactivarlo un usuario maestro.',
  'admin.admin_protected': 'Solo un administrador puede cambiar o desactivar la cuenta de otro administrador.',
  'admin.self_disable': 'No puedes desactivar tu propia cuenta.',
  'admin.not_pending': 'El usuario ya activó su cuenta.',
  'admin.not_active': 'El usuario no está activo: no puede recuperar su contraseña.',
  'admin.master_only': 'Solo puedes entrar a un cliente con el que trabajas (un usuario maestro, a cualquiera).',
  'admin.cliente_not_found': 'No existe ese cliente.',
  'admin.slug_taken': 'Otro municipio ya usa esa dirección.',
  'admin.slug_locked': 'La dirección pública ya no puede cambiar: el municipio ya tiene reportes o solicitudes que la usan.',
  'admin.profile_locked': 'El nombre, el teléfono y la foto de esta cuenta los cambia su titular: aún no acepta la invitación o también trabaja con otro cliente. Aquí puedes cambiar sus roles.',
  'admin.account_disabled': 'La plataforma desactivó esta cuenta: solo un usuario maestro puede reactivarla.',
  'admin.invitation_not_found': 'La invitación no existe, ya se usó o venció. Pide al administrador que te invite de nuevo.',
  'admin.logo_type': 'El logotipo debe ser una imagen PNG, JPEG o WebP.',
  'admin.logo_size': 'El logotipo no puede pasar de 512 kB.',
  'product.disabled': 'Este producto no está habilitado para tu municipio.',
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERRORS;

// ---- audit: adminAudit.ts ----------------------------------------------------------------------------

const Page = z.coerce.number().int().min(1).max(100_000).default(1);

// ---- users --------------------------------------------------------------------------------------------

export const ADMIN_USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export const AdminUserStatus = z.enum(ADMIN_USER_STATUSES);

export const IdParams = z.object({ id: SingleLine.trim().min(1).max(100) });

export const RoleRef = z.object({ id: StoredText, nombre: StoredText });

export const AdminUser = z.object({
  id: StoredText,
  email: StoredText,
  displayName: StoredText,
  phone: StoredText,
  photoURL: StoredText,
  /** In this cliente: a membership can be disabled while the account stays active elsewhere. */
  status: AdminUserStatus,
  owner: z.boolean(),
  master: z.boolean(),
  roles: z.array(RoleRef),
  /** The union of the roles' permissions in this cliente. */
  permissions: z.array(StoredText),
  createdAt: StoredText,
  /**
   * Name, phone and photo are the person's own: true while the invitation waits, and when the account also
   * works for another cliente. Then only the person (or a master user) changes them; this cliente, its roles.
   */
  profileLocked: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UsersQuery = z.object({
  /** Part of the name or e-mail; accents and case do not matter. */
  q: SingleLine.trim().max(120).optional(),
  role: SingleLine.trim().min(1).max(100).optional(),
  status: AdminUserStatus.optional(),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UsersResponse = z.object({ items: z.array(AdminUser), total: z.number(), page: z.number(), pageSize: z.number() });
export type UsersResponse = z.infer<typeof UsersResponse>;

const RoleIds = z.array(SingleLine.trim().min(1).max(100)).max(50);

export const InviteUserBody = z.object({
  email: Email,
  displayName: SingleLine.trim().min(1).max(120).optional(),
  roleIds: RoleIds.min(1),
});
export type InviteUserBody = z.infer<typeof InviteUserBody>;

export const UpdateUserBody = z
  .object({
    displayName: SingleLine.trim().min(1).max(120),
    phone: SingleLine.trim().max(40),
    photoURL: ImageUrl,
    roleIds: RoleIds,
  })
  .partial()
  .strict();
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const AdminActionResponse = z.object({ status: z.number(), msg: StoredText, user: AdminUser });
export type AdminActionResponse = z.infer<typeof AdminActionResponse>;

// ---- roles and permissions --------------------------------------------------------------------------

/** 'Home' is implicit for every signed-in user: a role never lists it. */
export const GRANTABLE_PERMISSIONS = PERMISSION_NAMES.filter((p) => p !== 'Home') as Exclude<Permission, 'Home'>[];
export const GrantablePermission = z.enum(GRANTABLE_PERMISSIONS as [Exclude<Permission, 'Home'>, ...Exclude<Permission, 'Home'>[]]);

export const AdminRole = z.object({ id: StoredText, nombre: StoredText, permissions: z.array(StoredText), users: z.number() });
export type AdminRole = z.infer<typeof AdminRole>;
export const RolesResponse = z.object({ roles: z.array(AdminRole) });

const RoleName = SingleLine.trim().min(2).max(80);
const RolePermissions = z.array(GrantablePermission).max(GRANTABLE_PERMISSIONS.length);

export const CreateRoleBody = z.object({ nombre: RoleName, permissions: RolePermissions.default([]) }).strict();
export type CreateRoleBody = z.infer<typeof CreateRoleBody>;
export const UpdateRoleBody = z.object({ nombre: RoleName, permissions: RolePermissions }).partial().strict();
export type UpdateRoleBody = z.infer<typeof UpdateRoleBody>;
export const DeleteResponse = z.object({ status: z.number(), msg: StoredText });

export const PermissionGroup = z.object({
  product: StoredText,
  permissions: z.array(z.object({ name: StoredText, description: StoredText })),
});
export const PermissionsResponse = z.object({ groups: z.array(PermissionGroup) });
export type PermissionsResponse = z.infer<typeof PermissionsResponse>;

/** PERMISSIONS grouped by product, in the catalogue's order (what the role editor shows). */
export function permissionGroups(): PermissionsResponse['groups'] {
  const groups = new Map<string, PermissionsResponse['groups'][number]>();
  for (const name of GRANTABLE_PERMISSIONS) {
    const { product, description } = PERMISSIONS[name];
    const g = groups.get(product) ?? { product, permissions: [] };
    g.permissions.push({ name, description });
    groups.set(product, g);
  }
  return [...groups.values()];
}

// ---- cliente settings -------------------------------------------------------------------------------

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}
export const TimeZone = SingleLine.trim().min(1).max(64).refine(isTimeZone, { message: 'timezone' });

/** An https tile template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
export const TileUrl = SingleLine.trim()
  .max(500)
  .refine((v) => /^https:\/\/[^\s]+$/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), { message: 'tileUrl' });

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const ClienteMap = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int().min(0).max(22),
  tileUrl: TileUrl,
});

/** The session's cliente, with its map always present and the settings only administrators see. */
export const ClienteSettings = Cliente.extend({
  map: ClienteMapView,
  operacion_sin_curp: z.boolean(),
  colonia_radio_m: z.number(),
  /** Assigning a person to a case in its initial estatus moves it to the next one of the catalogue (off by default). */
  asignar_mueve_estatus: z.boolean(),
  /** How near (metres) and how recent (days) an open reporte of the same tipo must be to be offered as the same problem (issue 24). */
  duplicados_radio_m: z.number(),
  duplicados_dias: z.number(),
});
export type ClienteSettings = z.infer<typeof ClienteSettings>;

/**
 * The name in the cliente's public addresses (`/act/s/<slug>`, the embeds, Open311): lowercase letters, digits and
 * single hyphens, 3 to 60 characters. It can change only while the cliente has no case yet (the setup guide),
 * before any printed poster or filed folio points at it.
 */
export const Slug = SingleLine.trim()
  .toLowerCase()
  .min(3)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug' });

export const UpdateClienteBody = z
  .object({
    nombre: SingleLine.trim().min(2).max(120),
    slug: Slug,
    colors: z.object({ primary: HexColor, secondary: HexColor }).strict(),
    timezone: TimeZone,
    map: ClienteMap.strict(),
    products: z
      .array(z.enum(PRODUCTS))
      .max(PRODUCTS.length)
      .refine((l) => new Set(l).size === l.length, { message: 'products' }),
    operacion_sin_curp: z.boolean(),
    cover_midb: z.boolean(),
    colonia_radio_m: z.number().int().min(COLONIA_RADIO_M.min).max(COLONIA_RADIO_M.max),
    asignar_mueve_estatus: z.boolean(),
    duplicados_radio_m: z.number().int().min(DUPLICATES_RADIUS_M.min).max(DUPLICATES_RADIUS_M.max),
    duplicados_dias: z.number().int().min(DUPLICATES_DAYS.min).max(DUPLICATES_DAYS.max),
  })
  .partial()
  .strict();
export type UpdateClienteBody = z.infer<typeof UpdateClienteBody>;

/** The cliente's mails to citizens by state (issue 24): what the queue holds, sent, given up after retries, refused by the recipient's server. */
export const MailCountsResponse = z.object({ pendiente: z.number(), enviado: z.number(), fallido: z.number(), rebotado: z.number() });
export type MailCountsResponse = z.infer<typeof MailCountsResponse>;

// ---- master users -------------------------------------------------------------------------------------

export const SwitchClienteBody = z.object({ clienteId: SingleLine.trim().min(1).max(100) }).strict();
