/* Signing keys (issue 29, migration 0035): one Ed25519 key pair per cliente signs its event tickets and BettaID cards. */

export interface FirmaClavesTable {
  cliente_id: string;
  /** base64url of the first 6 bytes of the public key's sha256: short enough for the QR, unique per cliente. */
  kid: string;
  /** Raw 32-byte public key, base64url (published). */
  public_key: string;
  /** PKCS#8 DER, base64url: never leaves the server. */
  private_key: string;
  created_at: string;
  /** Set when another key takes over signing; the key still verifies what it signed. */
  retired_at: string | null;
}

export interface FirmaTables {
  firma_claves: FirmaClavesTable;
}
