import { api, toApiError } from '@sig/shared';

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

/**
 * A CSV behind the session's Bearer header (a plain link could not send it), in the user's language: files of
 * their own, never cache state.
 */
export async function downloadCsv(path: string, searchParams: Record<string, string>, lang: string): Promise<{ blob: Blob; fileName: string | null }> {
  try {
    const res = await api.get(path, { searchParams, timeout: false, headers: { 'Accept-Language': lang } });
    return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
  } catch (e) {
    throw await toApiError(e);
  }
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
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const today = () => new Date().toISOString().slice(0, 10);
