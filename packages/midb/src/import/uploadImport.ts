import { ApiRequestError, MIDB_IMPORT_MAX_BYTES, MIDB_IMPORT_PATHS, STORAGE_KEYS, autoLogout, checkResponse, i18n, t, type MidbImportCreated } from '@sig/shared';

/** What the file picker offers; the server reads the bytes, not the name, and has the last word. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The refusals the browser can tell before sending anything (the server's own codes, so one message says what
 * to do): an old .xls, another type, an empty file or one of 50 MB or more.
 */
export function checkImportFile(file: File): ApiRequestError | null {
  const refuse = (code: string) => new ApiRequestError({ status: 400, code, message: code, field: 'archivo' });
  if (/\.xls$/i.test(file.name)) return refuse('midb.import_old_excel');
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return refuse('midb.import_type');
  if (file.size === 0) return refuse('midb.import_empty');
  if (file.size >= MIDB_IMPORT_MAX_BYTES) return refuse('midb.import_too_big');
  return null;
}

interface ErrorBody {
  code?: string;
  message?: string;
  field?: string;
  item?: string;
}

/**
 * Uploads the file as the raw body (`?nombre=`), reporting the bytes sent. XMLHttpRequest, not fetch: a
 * browser reports a fetch's upload progress only for a streamed body, which needs HTTP/2. The session's
 * Bearer token and the 401 rule are the api client's.
 */
export function uploadImport(file: File, onProgress: (sent: number, total: number) => void, signal?: AbortSignal): Promise<MidbImportCreated> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `${MIDB_IMPORT_PATHS.imports}?${new URLSearchParams({ nombre: file.name.slice(0, 200) })}`;
    xhr.open('POST', url);
    let token: string | null = null;
    try {
      token = localStorage.getItem(STORAGE_KEYS.token);
    } catch {
      /* private mode: the server answers 401 */
    }
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'es');
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    const fail = (init: ConstructorParameters<typeof ApiRequestError>[0]) => reject(new ApiRequestError(init));
    xhr.onerror = () => fail({ status: 0, code: 'network', message: 'network' });
    xhr.onabort = () => fail({ status: 0, code: 'aborted', message: 'aborted' });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: a proxy's page */
      }
      if (xhr.status === 201) {
        checkResponse('MidbImportCreated', body, MIDB_IMPORT_PATHS.imports, { get: (name) => xhr.getResponseHeader(name) }).then(resolve, reject);
        return;
      }
      if (xhr.status === 401 && token) autoLogout(t('session.invalid'));
      const e = (body ?? {}) as ErrorBody;
      fail({
        status: xhr.status,
        code: e.code ?? `http.${xhr.status}`,
        message: e.message ?? xhr.statusText,
        field: e.field,
        ...(typeof e.item === 'string' && { item: e.item }),
      });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
