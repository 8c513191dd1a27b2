import { CASE_FILE_MAX_BYTES, CASE_FILE_TYPES, CASE_FILES_MAX, type CaseKind } from '../contract/casePaths';

export type FileProblem = 'type' | 'size' | 'count';

export interface CheckedFile {
  file: File;
  problem: FileProblem | null;
}

/**
 * The browser's first look at chosen files (the server sniffs the real bytes again): a type the kind accepts
 * (photos of a reporte are images), the size limit, and no more than `room` files. Staff and citizens share the
 * rules; only how many fit differs (a case's room, a public filing's maximum).
 */
export function checkFiles(kind: CaseKind, files: readonly File[], room: number = CASE_FILES_MAX): CheckedFile[] {
  let left = room;
  return files.map((file) => {
    if (!CASE_FILE_TYPES[kind].includes(file.type)) return { file, problem: 'type' };
    if (file.size > CASE_FILE_MAX_BYTES) return { file, problem: 'size' };
    if (left <= 0) return { file, problem: 'count' };
    left -= 1;
    return { file, problem: null };
  });
}

export const isImage = (mime: string): boolean => mime.startsWith('image/');
