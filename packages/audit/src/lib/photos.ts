import { api, readAnswer } from '@sig/shared';

import { AUDIT_PATHS, type AuditPhoto } from '../contract';

/** A photo the auditor took or chose, with the SHA-256 of its bytes (hex), which the server must answer back. */
export interface PickedPhoto {
  key: string;
  file: File;
  sha256: string;
}

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTOS_MAX = 6;

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server kept other bytes than the ones sent (a proxy re-encoded them, a transfer was cut). */
export class PhotoHashMismatch extends Error {
  constructor(readonly fileName: string) {
    super(`photo ${fileName} changed on its way to the server`);
  }
}

/** Uploads one photo as the raw body and checks the hash the server computed against ours. */
export async function uploadPhoto(photo: PickedPhoto): Promise<AuditPhoto> {
  const answer = api.post(AUDIT_PATHS.fotos, { body: photo.file, headers: { 'content-type': photo.file.type || 'application/octet-stream' }, timeout: false });
  const { data } = await readAnswer(answer);
  const saved = data as AuditPhoto;
  if (saved.sha256 !== photo.sha256) throw new PhotoHashMismatch(photo.file.name);
  return saved;
}
