import type { SetupTables } from './schema.setup';
import type { TransparenciaTables } from './schema.transparencia';
import type { AuditTables } from './schema.auditoria';
import type { BotTables } from './schema.bot';
import type { LogisticaTables } from './schema.logistica';
import type { FirmaTables } from './schema.firmas';
import type { EventosTables } from './schema.eventos';
import type { BettaidTables } from './schema.bettaid';
import type { AreaAlertTables, FollowTables } from './schema.follow';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CaseTables } from './schema.cases';
import type { CatalogTables } from './schema.catalogs';
import type { Open311Tables } from './schema.open311';
import type { CitizenTables } from './schema.citizens';
import type { SignInTables } from './schema.signIns';
import type { MidbTables } from './schema.midb';
import type { MidbImportTables } from './schema.midbImports';
import type { AuditEntityName } from '@sig/shared/contract';

/*
 * One schema for SQLite and PostgreSQL. To keep a single set of migrations and queries:
 * JSON is stored as text, booleans as integers (0/1) and instants as ISO-8601 UTC text, which sorts
 * and compares correctly as text on both. Repositories convert at the edge.
 */

export interface ClientesTable {
  id: string;
  nombre: string;
  slug: string;
  logo: string | null;
  color_primary: string;
  color_secondary: string;
  timezone: string;
  cover_midb: number;
  /** JSON array of product names. */
  products: string;
  map_lat: number | null;
  map_lng: number | null;
  map_zoom: number | null;
  map_tile_url: string | null;
  operacion_sin_curp: number;
  /** Metres from a colonia's centroid within which a point outside every colonia polygon takes that colonia (migration 0015). */
  colonia_radio_m: number;
  /** 1: assigning a person to a case in the initial estatus moves it to the next one (migration 0016). */
  asignar_mueve_estatus: number;
  /** How near (metres) and how recent (days) an open reporte of the same tipo is offered as the same problem (migration 0022). */
  duplicados_radio_m: number;
  duplicados_dias: number;
  created_at: string;
}

export type UserStatus = 'pending' | 'active' | 'disabled';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  status: UserStatus;
  display_name: string;
  phone: string;
  photo_url: string;
  settings: string;
  shortcuts: string;
  master: number;
  token_version: number;
  /** display name and e-mail folded (no accents, lowercase) for search; kept by the repository. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface UserClientesTable {
  user_id: string;
  cliente_id: string;
  owner: number;
  last_used_at: string | null;
  /** Disabled in this cliente only (admin); the account may stay active in others. */
  disabled: number;
  /** Invited, not yet accepted by the account's owner: grants nothing and shows nothing of the account. */
  invite_pending: number;
  /** SHA-256 of the acceptance link's id while the invitation waits. */
  invite_hash: string | null;
  invite_expires_at: string | null;
  /** The name the inviting administrator typed: what that cliente sees until acceptance. */
  invite_name: string | null;
  invited_by: string | null;
}

export interface RolesTable {
  id: string;
  cliente_id: string;
  nombre: string;
  permissions: string;
}

export interface UserRolesTable {
  user_id: string;
  cliente_id: string;
  role_id: string;
}

export interface MenuItemsTable {
  id: string;
  product: string;
  parent_id: string | null;
  position: number;
  type: 'group' | 'collapse' | 'item' | 'link' | 'divider';
  title: string;
  translate: string;
  url: string | null;
  icon: string | null;
  /** JSON: null (everyone) or a list of permissions. */
  auth: string;
  labels: string;
}

export interface TicketsTable {
  id_hash: string;
  kind: 'recovery' | 'activation';
  user_id: string;
  cliente_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  cliente_id: string | null;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface AdminAuditTable {
  id: string;
  cliente_id: string;
  actor_id: string | null;
  at: string;
  entity: AuditEntityName;
  entity_id: string;
  action: string;
  before: string | null;
  after: string | null;
}

export interface ChatsTable {
  id: string;
  cliente_id: string;
  /** The pair, ordered: user_a < user_b. */
  user_a: string;
  user_b: string;
  last_message: string | null;
  last_message_at: string | null;
  /** Orders chats whose last messages share an instant. */
  last_message_id: string | null;
  created_at: string;
}

export interface ChatMessagesTable {
  /** Sortable: messages written in the same millisecond keep their order. */
  id: string;
  chat_id: string;
  cliente_id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface ChatStatusTable {
  cliente_id: string;
  user_id: string;
  status: 'online' | 'do-not-disturb' | 'away';
}

export interface NotificationsTable {
  id: string;
  cliente_id: string;
  user_id: string;
  message: string;
  variant: 'success' | 'error' | 'warning' | 'info';
  url: string | null;
  dismissed: number;
  created_at: string;
}

export interface AgendaEventsTable {
  id: string;
  cliente_id: string;
  title: string;
  detail: string;
  starts_at: string;
  created_at: string;
}

export interface QuickNotesTable {
  id: string;
  cliente_id: string;
  user_id: string;
  title: string;
  detail: string;
  created_at: string;
  updated_at: string;
}

export interface Database extends CatalogTables, CaseTables, Open311Tables, CitizenTables, SignInTables, MidbTables, MidbImportTables, FollowTables, AreaAlertTables, SetupTables, TransparenciaTables, AuditTables, BotTables, LogisticaTables, FirmaTables, EventosTables, BettaidTables {
  clientes: ClientesTable;
  users: UsersTable;
  user_clientes: UserClientesTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  menu_items: MenuItemsTable;
  tickets: TicketsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  admin_audit: AdminAuditTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  chat_status: ChatStatusTable;
  notifications: NotificationsTable;
  agenda_events: AgendaEventsTable;
  quick_notes: QuickNotesTable;
  auth_versions: AuthVersionsTable;
}

/** One row (id 1), bumped by triggers on every write to the tables a session is read from (migration 0011). */
export interface AuthVersionsTable {
  id: number;
  version: number;
}

export type ClienteRow = Selectable<ClientesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type TicketRow = Selectable<TicketsTable>;
// Generated is re-exported for tables that later use database defaults.
export type { Generated };
