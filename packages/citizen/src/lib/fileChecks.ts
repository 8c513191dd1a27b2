import { CASE_FILE_TYPES, type CaseKind } from '@sig/shared';

/**
 * The `accept` of the picker: any image for a reporte, so a phone offers its camera and gallery (`checkFiles`
 * names a HEIC or GIF it cannot take); PDF and images for a solicitud.
 */
export const acceptOf = (kind: CaseKind): string => (kind === 'reporte' ? 'image/*' : CASE_FILE_TYPES.solicitud.join(','));

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
