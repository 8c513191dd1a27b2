import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CASE_FILE_MAX_BYTES, CASE_FILE_TYPES, type CaseKind } from '@sig/shared/contract';
import { sniffImage } from '../../core';
import { caseError } from './caseError';

/*
 * Photos and documents of cases: the type comes from the bytes (never the declared Content-Type or the
 * name), the file gets a random name under <data>/cases/, and only the authenticated file route reads
 * it back; there is no public URL.
 */

export type CaseFileExt = 'jpg' | 'png' | 'webp' | 'pdf';
export const CASE_FILE_MIME: Record<CaseFileExt, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

export function sniffCaseFile(bytes: Buffer): { ext: CaseFileExt; mime: string } | null {
  const image = sniffImage(bytes);
  if (image) return { ext: image, mime: CASE_FILE_MIME[image] };
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return { ext: 'pdf', mime: CASE_FILE_MIME.pdf };
  return null;
}

/** The bytes as a file a case of the kind takes (within the size, of one of its types), else the field error. */
export function acceptCaseFile(bytes: Buffer, kind: CaseKind): { ext: CaseFileExt; mime: string } {
  if (bytes.length > CASE_FILE_MAX_BYTES) throw caseError(400, 'case.file_size', 'archivo');
  const sniffed = sniffCaseFile(bytes);
  if (!sniffed || !CASE_FILE_TYPES[kind].includes(sniffed.mime)) throw caseError(400, 'case.file_type', 'archivo');
  return sniffed;
}

export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;
export const caseFilesDir = (dataDir: string): string => path.join(dataDir, 'cases');

/** Writes the bytes under a new random name and returns that name. */
export async function storeCaseFile(dataDir: string, bytes: Buffer, ext: CaseFileExt): Promise<string> {
  const dir = caseFilesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

export async function removeCaseFile(dataDir: string, storedName: string): Promise<void> {
  if (STORED_NAME.test(storedName)) await rm(path.join(caseFilesDir(dataDir), storedName), { force: true });
}

/** The uploader's name without folders or control characters, with the sniffed extension if it lacks one. */
export function cleanFileName(nombre: string, ext: CaseFileExt): string {
  const base = (nombre.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const name = base && base !== '.' && base !== '..' ? base : `archivo.${ext}`;
  return /\.[A-Za-z0-9]{1,5}$/.test(name) ? name : `${name}.${ext}`;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name (filename*), so accents survive in every browser. */
export function contentDisposition(kind: 'inline' | 'attachment', nombre: string): string {
  const ascii = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(nombre).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
