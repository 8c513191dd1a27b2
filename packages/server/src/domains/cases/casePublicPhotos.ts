import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CaseFilesTable } from '../../db/schema.cases';
import { parseJson } from '../../lib/json';
import { caseFilesDir } from './caseFiles';
import * as repo from './cases.repository';

type Db = repo.Db;

/*
 * Which photos of a case the public may see (issue 24): the citizen's own (filed from the portal or
 * Open311, so no staff author) and those staff attached to a public note. Other staff uploads stay internal;
 * documents (PDF) are never public.
 */

export type PublicPhotoRow = Pick<CaseFilesTable, 'id' | 'nombre' | 'tipo' | 'stored_name'>;

export async function listPublicPhotos(db: Db, clienteId: string, caseId: string): Promise<PublicPhotoRow[]> {
  return (await publicPhotosOf(db, clienteId, [caseId])).get(caseId) ?? [];
}

/** The public photos of several cases in two statements (the duplicate cards show each one's first). */
export async function publicPhotosOf(db: Db, clienteId: string, caseIds: readonly string[]): Promise<Map<string, PublicPhotoRow[]>> {
  const onPublicNotes = new Set((await repo.listPublicNoteFiles(db, clienteId, caseIds)).flatMap((ids) => parseJson<string[]>(ids, [])));
  const byCase = new Map<string, PublicPhotoRow[]>();
  for (const { autor_id, case_id, ...f } of await repo.listImageFiles(db, clienteId, caseIds)) {
    if (autor_id !== null && !onPublicNotes.has(f.id)) continue;
    byCase.set(case_id, [...(byCase.get(case_id) ?? []), f]);
  }
  return byCase;
}

/** A public photo of the cliente by id with its path on disk, if it is still public and its bytes exist. */
export async function findPublicPhoto(db: Db, dataDir: string, clienteId: string, fileId: string): Promise<(PublicPhotoRow & { full: string; size: number }) | null> {
  const file = await repo.findFileCase(db, clienteId, fileId);
  if (!file) return null;
  const photo = (await listPublicPhotos(db, clienteId, file.case_id)).find((p) => p.id === fileId);
  if (!photo) return null;
  const full = path.join(caseFilesDir(dataDir), photo.stored_name);
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? { ...photo, full, size: info.size } : null;
}
