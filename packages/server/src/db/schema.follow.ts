/* Issue 24: case followers and the mail queue (migration 0022). Instants are ISO-8601 UTC text. */

export type FollowerStatus = 'pendiente' | 'activo' | 'baja';
export type FollowerOrigen = 'ciudadano' | 'habitante' | 'duplicado';

export interface CaseFollowersTable {
  id: string;
  cliente_id: string;
  case_id: string;
  email: string;
  /** The e-mail trimmed and lower-cased: one follow per address and case. */
  email_key: string;
  /** The language its mails are written in (es, en, tr, ar). */
  lang: string;
  status: FollowerStatus;
  /** ciudadano: asked on the follow page (double opt-in); habitante: filed it with consent; duplicado: moved from a duplicate. */
  origen: FollowerOrigen;
  created_at: string;
  confirmed_at: string | null;
  ended_at: string | null;
}

export type MailStatus = 'pendiente' | 'enviado' | 'fallido' | 'rebotado';

export interface MailQueueTable {
  id: string;
  cliente_id: string | null;
  /** What the mail is about, once: a second enqueue of the same key is ignored. */
  dedupe_key: string;
  to_addr: string;
  subject: string;
  text: string;
  /** JSON object of extra headers (List-Unsubscribe). */
  headers: string;
  link: string | null;
  status: MailStatus;
  attempts: number;
  next_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface FollowTables {
  case_followers: CaseFollowersTable;
  mail_queue: MailQueueTable;
}

/** A citizen's alert on an area (migration 0023): a colonia, or a circle (lat, lng, radio_m). */
export interface AreaAlertsTable {
  id: string;
  cliente_id: string;
  email: string;
  email_key: string;
  lang: string;
  status: FollowerStatus;
  colonia_id: string | null;
  lat: number | null;
  lng: number | null;
  radio_m: number | null;
  /** JSON array of tipo ids; '[]' is every public tipo. */
  tipos: string;
  area_key: string;
  created_at: string;
  confirmed_at: string | null;
  ended_at: string | null;
  /** Where the next digest's window starts (the confirmation, then the end of the last digest). */
  digest_from: string | null;
  /** The cliente's local day (YYYY-MM-DD) of the last digest: claimed once per day. */
  last_digest_day: string | null;
}

export interface AreaAlertTables {
  area_alerts: AreaAlertsTable;
}
