import { TRANSP_FILE_MAX_BYTES } from '@sig/shared';

export type FileProblem = 'type' | 'size' | 'count';
export interface CheckedFile {
  file: File;
  problem: FileProblem | null;
}

/** What the requester may attach (the server sniffs the bytes again). */
export const ATTACHMENT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
/** What staff put in an answer. */
export const DOCUMENT_TYPES: readonly string[] = ['application/pdf'];

/** Each file with what is wrong with it, if anything: its type, its size, or no room left for it. */
export function checkFiles(files: readonly File[], types: readonly string[], room: number): CheckedFile[] {
  let left = room;
  return files.map((file) => {
    if (!types.includes(file.type)) return { file, problem: 'type' };
    if (file.size > TRANSP_FILE_MAX_BYTES) return { file, problem: 'size' };
    if (left <= 0) return { file, problem: 'count' };
    left -= 1;
    return { file, problem: null };
  });
}

/** "2.4 MB" in the reader's numbers. */
export function fileSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const fmt = (n: number, d: number) => new Intl.NumberFormat(lang || 'es', { maximumFractionDigits: d }).format(n);
  return mb >= 1 ? `${fmt(mb, 1)} MB` : `${fmt(Math.max(1, Math.round(bytes / 1024)), 0)} kB`;
}
