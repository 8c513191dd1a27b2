// Signed credentials (issue 29): one format and one check for event tickets and BettaID cards, zod-free so a door's
// phone, the public verification page and the server use the same code. Modelled on the EU Digital COVID
// Certificate: a compact payload signed with the cliente's Ed25519 key (kept on the server); the public keys are
// published (FIRMA_PATHS.claves), so a checker that downloaded them verifies offline.

const API = '/api/1.0/firmas';

export const FIRMA_PATHS = {
  /** GET (public, no token) → FirmaClavesResponse: the cliente's verification keys, current and retired (cacheable). */
  claves: `${API}/:clienteId/claves`,
} as const;

/** What a signed token vouches for: T = an event ticket, C = a BettaID card. */
export const FIRMA_KINDS = ['T', 'C'] as const;
export type FirmaKind = (typeof FIRMA_KINDS)[number];

export const FIRMA_VERSION = 'SIG1';

export interface FirmaClaims {
  kind: FirmaKind;
  clienteId: string;
  /** What the credential is for: the event's id for a ticket, the card template's id for a card. */
  scope: string;
  /** The ticket's or card's own id. */
  id: string;
  /** Expiry, Unix seconds. */
  exp: number;
  /** Which of the cliente's keys signed it. */
  kid: string;
}

/** One published verification key: the raw 32-byte Ed25519 public key, base64url. */
export interface FirmaClave {
  kid: string;
  alg: 'Ed25519';
  publicKey: string;
  createdAt: string;
  /** Set when the key no longer signs; tokens it signed stay verifiable. */
  retiredAt: string | null;
}

export interface FirmaClavesResponse {
  clienteId: string;
  claves: FirmaClave[];
}

export type FirmaCheck =
  | { ok: true; claims: FirmaClaims }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' | 'expired'; claims?: FirmaClaims };

// Fields are ids (UUIDs, base64url) and base-36 numbers: never a dot, so the token splits on dots unambiguously.
const FIELD = /^[A-Za-z0-9_-]{1,64}$/;

/** The exact text that is signed: everything before the signature. */
export function firmaMessage(c: FirmaClaims): string {
  for (const v of [c.clienteId, c.scope, c.id, c.kid]) if (!FIELD.test(v)) throw new Error(`firma: field "${v}" is not token-safe`);
  return [FIRMA_VERSION, c.kind, c.clienteId, c.scope, c.id, Math.floor(c.exp).toString(36), c.kid].join('.');
}

export function encodeFirma(c: FirmaClaims, signatureB64url: string): string {
  return `${firmaMessage(c)}.${signatureB64url}`;
}

/** Splits a token (or the `s` parameter of a card's URL) into its claims, the signed text and the signature. */
export function decodeFirma(token: string): { claims: FirmaClaims; message: string; signature: string } | null {
  const parts = token.trim().split('.');
  if (parts.length !== 8 || parts[0] !== FIRMA_VERSION) return null;
  const [, kind, clienteId, scope, id, exp36, kid, signature] = parts;
  if (!(FIRMA_KINDS as readonly string[]).includes(kind)) return null;
  if (![clienteId, scope, id, kid].every((v) => FIELD.test(v)) || !/^[0-9a-z]{1,12}$/.test(exp36) || !/^[A-Za-z0-9_-]{86}$/.test(signature)) return null;
  const claims: FirmaClaims = { kind: kind as FirmaKind, clienteId, scope, id, exp: parseInt(exp36, 36), kid };
  return { claims, message: parts.slice(0, 7).join('.'), signature };
}

export function base64urlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

// the key type as both the DOM and Node's typings name it
type VerifyKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
const keyCache = new Map<string, Promise<VerifyKey>>();

function importClave(publicKey: string): Promise<VerifyKey> {
  let key = keyCache.get(publicKey);
  if (!key) {
    key = globalThis.crypto.subtle.importKey('raw', base64urlToBytes(publicKey), { name: 'Ed25519' }, false, ['verify']);
    keyCache.set(publicKey, key);
  }
  return key;
}

/**
 * Checks a token against published keys with WebCrypto (browsers, Node): the signature, the key, the expiry.
 * It says nothing of revocation or cancellation: the caller checks the id against its revocation list.
 */
export async function verifyFirma(token: string, claves: readonly FirmaClave[], nowMs: number = Date.now()): Promise<FirmaCheck> {
  const parsed = decodeFirma(token);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const { claims, message, signature } = parsed;
  const clave = claves.find((k) => k.kid === claims.kid);
  if (!clave) return { ok: false, reason: 'unknown_key', claims };
  let valid = false;
  try {
    const key = await importClave(clave.publicKey);
    valid = await globalThis.crypto.subtle.verify({ name: 'Ed25519' }, key, base64urlToBytes(signature), new TextEncoder().encode(message));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'bad_signature', claims };
  if (claims.exp * 1000 < nowMs) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
