import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_URL_PREFIX } from '@sig/shared/contract';
import type { ImageExt } from '../../core';

export const LOGO_CONTENT_TYPES: Record<ImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export const LOGO_NAME = /^[a-z0-9]+-[a-f0-9]{32}\.(png|jpg|webp)$/;

export const logosDir = (dataDir: string) => path.join(dataDir, 'logos');

/** Writes the logo under a random name (so browsers may cache it for good) and returns its public URL. */
export async function storeLogo(dataDir: string, clienteId: string, bytes: Buffer, ext: ImageExt): Promise<string> {
  const dir = logosDir(dataDir);
  await mkdir(dir, { recursive: true });
  const prefix = clienteId.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 24) || 'cliente';
  const name = `${prefix}-${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return LOGO_URL_PREFIX + name;
}

/** The file of a logo we stored, or null for a URL that is not one of ours (seeded, external): nothing is fetched. */
export function storedLogoPath(dataDir: string, url: string | null): string | null {
  if (!url?.startsWith(LOGO_URL_PREFIX)) return null;
  const name = url.slice(LOGO_URL_PREFIX.length);
  return LOGO_NAME.test(name) ? path.join(logosDir(dataDir), name) : null;
}

/** Removes a logo we stored; a URL that is not one of ours (seeded, external) is left alone. */
export async function removeStoredLogo(dataDir: string, url: string | null): Promise<void> {
  const file = storedLogoPath(dataDir, url);
  if (file) await rm(file, { force: true });
}
