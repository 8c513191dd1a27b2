import { CASE_PATHS, casePath, type CaseKind } from '@sig/shared';
import { downloadFile as download } from '@sig/shared/staff-ui';

export { saveBlob } from '@sig/shared/staff-ui';

/**
 * The downloads of the cases: files of their own, streamed with a progress count, never cache state (the
 * parcel's server state lives in casesApi.ts).
 */
export const downloads = {
  /** `lang`: the user's language, which the CSV's headers and labels are written in (codes stay as they are). */
  csv: (kind: CaseKind, params: Record<string, string>, lang: string, onProgress?: (bytes: number) => void) =>
    download(CASE_PATHS[kind].csv, params, onProgress, undefined, { 'Accept-Language': lang }),
  /** The selected cases, in the same CSV format and language. */
  csvOf: (kind: CaseKind, ids: string[], lang: string) => download(CASE_PATHS[kind].csv, undefined, undefined, { ids }, { 'Accept-Language': lang }),
  /** A file of a case (a photo shown, a document saved). */
  file: (kind: CaseKind, id: string, fileId: string) => download(casePath(CASE_PATHS[kind].file, id, fileId)),
};
