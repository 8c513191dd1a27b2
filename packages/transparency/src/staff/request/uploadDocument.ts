import { TRANSP_PATHS, api, checkResponse, toApiError, transpPath, type TranspDocumento } from '@sig/shared';

/** One PDF for the answer as the raw body (`?nombre=`), with the session's Bearer token (the shared api client). */
export async function uploadDocument(id: string, file: File): Promise<TranspDocumento> {
  const url = transpPath(TRANSP_PATHS.documentos, { id });
  let data: unknown;
  try {
    data = await api
      .post(url, { body: file, searchParams: { nombre: file.name.slice(0, 200) }, headers: { 'content-type': file.type || 'application/pdf' }, timeout: false })
      .json();
  } catch (e) {
    throw await toApiError(e);
  }
  return checkResponse('TranspDocumento', data, url);
}
