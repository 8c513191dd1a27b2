import { TRANSP_PATHS, api, checkedJson, transpPath, type TranspDocumento } from '@sig/shared';

/** One PDF for the answer as the raw body (`?nombre=`), with the session's Bearer token (the shared api client). */
export async function uploadDocument(id: string, file: File): Promise<TranspDocumento> {
  const url = transpPath(TRANSP_PATHS.documentos, { id });
  const answer = api.post(url, { body: file, searchParams: { nombre: file.name.slice(0, 200) }, headers: { 'content-type': file.type || 'application/pdf' }, timeout: false });
  return checkedJson(answer, 'TranspDocumento', url);
}
