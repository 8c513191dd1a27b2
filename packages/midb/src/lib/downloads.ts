import { downloadFile, type Download } from '@sig/shared/staff-ui';

export { saveBlob } from '@sig/shared/staff-ui';

/** A CSV of the registry in the user's language (its headers are written in it). */
export const downloadCsv = (path: string, searchParams: Record<string, string>, lang: string): Promise<Download> =>
  downloadFile(path, searchParams, undefined, undefined, { 'Accept-Language': lang });

export const today = () => new Date().toISOString().slice(0, 10);
