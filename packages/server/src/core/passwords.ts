import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '@sig/shared/contract';
import { HttpError } from '../lib/httpError';
import { isCommonPassword } from './commonPasswords';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. OWASP: 2^17 with r=8, p=1 (128 MiB per hash). */
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** The parameters for a configured cost (log2 N); the default when none is configured. */
export const scryptParams = (cost: number | undefined): ScryptParams => (cost === undefined ? DEFAULT_SCRYPT : { ...DEFAULT_SCRYPT, N: 2 ** cost });
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N = 2^17.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * Hashes carry their own parameters (`scrypt$N=..,r=..,p=..$salt$hash`), so the cost can be raised later
 * and old hashes still verify.
 */
export class Passwords {
  private dummy?: Promise<string>;

  constructor(readonly params: ScryptParams = DEFAULT_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, this.params);
    const { N, r, p } = this.params;
    return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, encoded: string | null | undefined): Promise<boolean> {
    if (!encoded) {
      await this.burn(password);
      return false;
    }
    const parsed = parseHash(encoded);
    if (!parsed) {
      await this.burn(password);
      return false;
    }
    const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /** Spends the same KDF time as a real check, so an unknown account answers as slowly as a known one. */
  async burn(password: string): Promise<void> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    const parsed = parseHash(await this.dummy)!;
    await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  }

  /** True when the hash was made with weaker parameters than today's (rehash on next sign-in). */
  needsRehash(encoded: string): boolean {
    const parsed = parseHash(encoded);
    return !parsed || parsed.params.N < this.params.N || parsed.params.r < this.params.r || parsed.params.p < this.params.p;
  }
}

function parseHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const m = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(encoded);
  if (!m) return null;
  return {
    params: { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) },
    salt: Buffer.from(m[4], 'base64'),
    key: Buffer.from(m[5], 'base64'),
  };
}

/** The server's password policy (the contract checks length first; the CLI and seed come here directly). */
export function checkPasswordPolicy(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN) {
    throw new HttpError(400, 'password.too_short', `La contraseña es demasiado corta: debe tener un mínimo de ${PASSWORD_MIN} caracteres.`, { field });
  }
  if (password.length > PASSWORD_MAX) {
    throw new HttpError(400, 'password.too_long', `La contraseña es demasiado larga: debe tener como máximo ${PASSWORD_MAX} caracteres.`, { field });
  }
  if (isCommonPassword(password)) {
    throw new HttpError(400, 'password.common', 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.', { field });
  }
}
