import { AUDIT_PATHS, api, readAnswer, type AuditPhoto } from '@sig/shared';
import { sha256Hex } from '@sig/shared/field';

/** A photo the auditor took or chose, with the SHA-256 of its bytes (hex), which the server checks on arrival. */
export interface PickedPhoto {
  key: string;
  file: File;
  sha256: string;
}

/** The photo's sha256 (the field kit's, the one its outbox checks uploads against). */
export const photoHash = async (file: Blob): Promise<string> => sha256Hex(await file.arrayBuffer());

/** The server kept other bytes than the ones sent (a proxy re-encoded them, a transfer was cut). */
export class PhotoHashMismatch extends Error {
  constructor(readonly fileName: string) {
    super(`photo ${fileName} changed on its way to the server`);
  }
}

/**
 * Uploads one photo as the raw body with the hash we computed; the server hashes what it received and refuses
 * a mismatch (400 auditoria.photo_hash), and we check the hash it answers too. Uploading it again is harmless.
 */
export async function uploadPhoto(photo: PickedPhoto): Promise<AuditPhoto> {
  const answer = api.post(AUDIT_PATHS.fotos, {
    body: photo.file,
    searchParams: { sha256: photo.sha256, nombre: photo.file.name.slice(0, 200) },
    headers: { 'content-type': photo.file.type || 'application/octet-stream' },
    timeout: false,
  });
  const { data } = await readAnswer(answer);
  const saved = data as AuditPhoto;
  if (saved.sha256 !== photo.sha256) throw new PhotoHashMismatch(photo.file.name);
  return saved;
}
