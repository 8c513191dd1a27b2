import { api, toApiError } from '@sig/shared';

/* Files behind the session's Bearer header (a plain link could not send it): files of their own, never cache state. */

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
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** Bytes behind the session's Bearer header (a plain link could not send it), counted as they arrive. */
export async function downloadFile(path: string, searchParams?: Record<string, string>, onProgress?: (bytes: number) => void, json?: unknown, headers?: Record<string, string>): Promise<Download> {
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
