/* Open311 GeoReport v2 (issue 9): see migration0007Open311.ts. Instants are ISO-8601 UTC text. */

export interface Open311KeysTable {
  id: string;
  cliente_id: string;
  /** Who the key is for, as the administrator named it. */
  nombre: string;
  /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
  key_hash: string;
  /** The secret's last 4 characters, to tell keys apart in the list. */
  sufijo: string;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One row per case filed through GeoReport POST. */
export interface Open311RequestsTable {
  case_id: string;
  cliente_id: string;
  key_id: string;
  account_id: string;
  device_id: string;
  media_url: string;
  created_at: string;
}

export interface Open311Tables {
  open311_keys: Open311KeysTable;
  open311_requests: Open311RequestsTable;
}
