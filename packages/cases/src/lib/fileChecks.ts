import { CASE_FILE_MAX_BYTES, CASE_FILE_TYPES, CASE_FILES_MAX, type CaseKind } from '@sig/shared';

export type FileProblem = 'type' | 'size' | 'count';

export interface CheckedFile {
  file: File;
  problem: FileProblem | null;
}

/**
 * The browser's first look at chosen files (the server sniffs the real bytes again): the type the kind
 * accepts, the size limit, and no more than the case may hold (`already` files are on it).
 */
export function checkFiles(kind: CaseKind, files: readonly File[], already = 0): CheckedFile[] {
  let room = CASE_FILES_MAX - already;
  return files.map((file) => {
    if (!CASE_FILE_TYPES[kind].includes(file.type)) return { file, problem: 'type' };
    if (file.size > CASE_FILE_MAX_BYTES) return { file, problem: 'size' };
    if (room <= 0) return { file, problem: 'count' };
    room -= 1;
    return { file, problem: null };
  });
}

/** The `accept` attribute of a file input of this kind. */
export const acceptOf = (kind: CaseKind) => CASE_FILE_TYPES[kind].join(',');

export const isImage = (mime: string) => mime.startsWith('image/');
