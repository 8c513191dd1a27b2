import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_URL_PREFIX } from '@sig/shared/contract';

export type LogoExt = 'png' | 'jpg' | 'webp';
export const LOGO_CONTENT_TYPES: Record<LogoExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The image kind read from the bytes themselves; the declared Content-Type is not trusted (SVG, HTML...). */
export function sniffLogo(bytes: Buffer): LogoExt | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const LOGO_NAME = /^[a-z0-9]+-[a-f0-9]{32}\.(png|jpg|webp)$/;

export const logosDir = (dataDir: string) => path.join(dataDir, 'logos');

/** Writes the logo under a random name (so browsers may cache it for good) and returns its public URL. */
export async function storeLogo(dataDir: string, clienteId: string, bytes: Buffer, ext: LogoExt): Promise<string> {
  const dir = logosDir(dataDir);
  await mkdir(dir, { recursive: true });
  const prefix = clienteId.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 24) || 'cliente';
  const name = `${prefix}-${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return LOGO_URL_PREFIX + name;
}

/** Removes a logo we stored; a URL that is not one of ours (seeded, external) is left alone. */
export async function removeStoredLogo(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(LOGO_URL_PREFIX)) return;
  const name = url.slice(LOGO_URL_PREFIX.length);
  if (LOGO_NAME.test(name)) await rm(path.join(logosDir(dataDir), name), { force: true });
}
