import { CASE_FILE_MAX_BYTES, CASE_FILE_TYPES, type CaseKind } from '@sig/shared';

export type FileProblem = 'type' | 'size' | 'count';

export interface CheckedFile {
  file: File;
  problem: FileProblem | null;
}

/**
 * The browser's first look at chosen files (the server sniffs the bytes again): a type the kind accepts
 * (photos of a reporte are images), the size limit, and no more than `max` in all.
 */
export function checkFiles(kind: CaseKind, files: readonly File[], max: number): CheckedFile[] {
  let room = max;
  return files.map((file) => {
    if (!CASE_FILE_TYPES[kind].includes(file.type)) return { file, problem: 'type' };
    if (file.size > CASE_FILE_MAX_BYTES) return { file, problem: 'size' };
    if (room <= 0) return { file, problem: 'count' };
    room -= 1;
    return { file, problem: null };
  });
}

/**
 * The `accept` of the picker: any image for a reporte, so a phone offers its camera and gallery (the check
 * above names a HEIC or GIF it cannot take); PDF and images for a solicitud.
 */
export const acceptOf = (kind: CaseKind): string => (kind === 'reporte' ? 'image/*' : CASE_FILE_TYPES.solicitud.join(','));

export const isImage = (mime: string): boolean => mime.startsWith('image/');

/** 5 MB, 830 kB: sizes the way a phone's gallery shows them. */
export function formatBytes(bytes: number, lang: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : bytes >= 1024 ? [bytes / 1024, 'kB'] : [bytes, 'B'];
  let text: string;
  try {
    text = new Intl.NumberFormat(lang, { maximumFractionDigits: value < 10 && unit !== 'B' ? 1 : 0 }).format(value);
  } catch {
    text = String(Math.round(value));
  }
  return `${text} ${unit}`;
}
