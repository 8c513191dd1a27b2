import {
  CASE_PATHS,
  CATALOG_PATHS,
  PEOPLE_PATHS,
  TIPOS_PATHS,
  api,
  casePath,
  catalogPath,
  request,
  toApiError,
  type CaseActionBody,
  type CaseBulkBody,
  type CaseKind,
  type CaseNoteBody,
  type CreateCaseBody,
  type NewCallerBody,
} from '@sig/shared';

/** The catalogue of tipos offered at intake (it carries the SLA and the dependencia the list filters lack). */
const TIPOS: Record<CaseKind, string> = { reporte: TIPOS_PATHS.gettiporeporte, solicitud: TIPOS_PATHS.gettiposolicitud };

export interface Download {
  blob: Blob;
  /** The server's file name (Content-Disposition), when it gave one. */
  fileName: string | null;
}

/** `filename="x.csv"` or RFC 5987 `filename*=UTF-8''x.csv`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** Bytes behind the session's Bearer header (a plain link could not send it), counted as they arrive. */
async function download(path: string, searchParams?: Record<string, string>, onProgress?: (bytes: number) => void, json?: unknown, headers?: Record<string, string>): Promise<Download> {
  let res: Response;
  try {
    res = json === undefined ? await api.get(path, { searchParams, timeout: false, headers }) : await api.post(path, { json, timeout: false, headers });
  } catch (e) {
    throw await toApiError(e);
  }
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  const type = res.headers.get('content-type') ?? '';
  if (!onProgress || !res.body) return { blob: await res.blob(), fileName };
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

export const casesApi = {
  list: (kind: CaseKind, params: Record<string, string>) => request('get', CASE_PATHS[kind].list, 'CaseListResponse', { searchParams: params }),
  filters: (kind: CaseKind) => request('get', CASE_PATHS[kind].filters, 'CaseFiltersResponse'),
  map: (kind: CaseKind, params: Record<string, string>) => request('get', CASE_PATHS[kind].map, 'CaseMapResponse', { searchParams: params }),
  /** `lang`: the user's language, which the CSV's headers and labels are written in (codes stay as they are). */
  csv: (kind: CaseKind, params: Record<string, string>, lang: string, onProgress?: (bytes: number) => void) =>
    download(CASE_PATHS[kind].csv, params, onProgress, undefined, { 'Accept-Language': lang }),
  /** The selected cases, in the same CSV format and language. */
  csvOf: (kind: CaseKind, ids: string[], lang: string) => download(CASE_PATHS[kind].csv, undefined, undefined, { ids }, { 'Accept-Language': lang }),
  /** One change to many cases: all of them, or none (the error's `item` names the case that stopped it). */
  bulk: (kind: CaseKind, body: CaseBulkBody) => request('post', CASE_PATHS[kind].bulk, 'CaseBulkResponse', { json: body }),
  tipos: (kind: CaseKind) => request('get', TIPOS[kind], 'ActiveTiposResponse'),
  /** One colonia of the catalogue, for its centroid (reading a catalogue needs only a session). */
  colonia: (id: string) => request('get', catalogPath(CATALOG_PATHS.colonias.item, id), 'Colonia'),
  /** The registry's people an intake search finds (CURP, name or phone), at most CALLER_SEARCH_MAX. */
  callers: (q: string) => request('get', PEOPLE_PATHS.callers, 'CallerSearchResponse', { searchParams: { q } }),
  /** Registers the caller from the intake form. */
  newCaller: (body: NewCallerBody) => request('post', PEOPLE_PATHS.callers, 'Caller', { json: body }),
  create: (kind: CaseKind, body: CreateCaseBody) => request('post', CASE_PATHS[kind].create, 'CaseDetail', { json: body }),
  detail: (kind: CaseKind, id: string) => request('get', casePath(CASE_PATHS[kind].detail, id), 'CaseDetail'),
  action: (kind: CaseKind, id: string, body: CaseActionBody) => request('post', casePath(CASE_PATHS[kind].action, id), 'CaseDetail', { json: body }),
  note: (kind: CaseKind, id: string, body: CaseNoteBody) => request('post', casePath(CASE_PATHS[kind].note, id), 'CaseDetail', { json: body }),
  upload: (kind: CaseKind, id: string, file: File) =>
    request('post', casePath(CASE_PATHS[kind].files, id), 'CaseFile', {
      body: file,
      contentType: file.type || 'application/octet-stream',
      searchParams: { nombre: file.name },
    }),
  file: (kind: CaseKind, id: string, fileId: string) => download(casePath(CASE_PATHS[kind].file, id, fileId)),
};

/** Hands a downloaded blob to the browser as a saved file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the click has started the download; the URL can go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
