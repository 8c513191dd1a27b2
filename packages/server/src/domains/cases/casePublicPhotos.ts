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
  const onPublicNotes = new Set((await repo.listPublicNoteFiles(db, clienteId, caseId)).flatMap((ids) => parseJson<string[]>(ids, [])));
  const files = await repo.listImageFiles(db, clienteId, caseId);
  return files.filter((f) => f.autor_id === null || onPublicNotes.has(f.id)).map(({ autor_id: _, ...f }) => f);
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
