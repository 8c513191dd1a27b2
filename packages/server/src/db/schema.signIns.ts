/** Devices and addresses that signed in successfully to an account (migration 0014). */
export interface KnownSignInsTable {
  user_id: string;
  kind: 'device' | 'address';
  /** HMAC-SHA-256 of the device token or the address, keyed with the server's secret. */
  hash: string;
  last_used_at: string;
  expires_at: string;
}

export interface SignInTables {
  known_sign_ins: KnownSignInsTable;
}
