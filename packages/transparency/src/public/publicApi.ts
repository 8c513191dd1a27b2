import {
  HONEYPOT_FIELD,
  PUBLIC_PATHS,
  TRANSP_PUBLIC_PATHS,
  UPLOAD_TOKEN_HEADER,
  checkResponse,
  publicPath,
  readAnswer,
  transpPath,
  type PublicCliente,
  type TranspFilingBody,
  type TranspFilingResponse,
  type TranspPublicThread,
  type TranspUnsubscribed,
} from '@sig/shared';
import ky, { type Options } from 'ky';

/**
 * Requesters have no account: these calls never carry the staff Bearer header, and a 401 never logs anyone
 * out (the shared `api` instance does both). Reads retry on a flaky mobile network; writes never repeat.
 */
const client = ky.create({ timeout: 30_000, retry: { limit: 2, methods: ['get'] } });
const UPLOAD_TIMEOUT_MS = 180_000;

type SchemaName = Parameters<typeof checkResponse>[0];

async function call<T>(schema: SchemaName | null, url: string, options: Options = {}): Promise<T> {
  const { data, headers } = await readAnswer(client(url, options));
  return (schema ? await checkResponse(schema, data, url, headers) : data) as T;
}

const folioPath = (template: string, slug: string, folio: string) => transpPath(template, { cliente: slug, folio });

export const transpPublicApi = {
  /** The municipality's name, logo and colour for the header (any cliente; the filing itself says whether it takes requests). */
  cliente: (slug: string) => call<PublicCliente>('PublicCliente', publicPath(PUBLIC_PATHS.cliente, { cliente: slug })),

  file: (slug: string, body: TranspFilingBody) =>
    call<TranspFilingResponse>('TranspFilingResponse', transpPath(TRANSP_PUBLIC_PATHS.solicitudes, { cliente: slug }), { method: 'post', json: body }),

  /** One attachment as raw bytes, allowed by the filing's upload token. */
  attach: (slug: string, folio: string, token: string, file: File) =>
    call<unknown>(null, folioPath(TRANSP_PUBLIC_PATHS.adjuntos, slug, folio), {
      method: 'post',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: token },
      searchParams: { nombre: file.name },
      timeout: UPLOAD_TIMEOUT_MS,
      retry: 0,
    }),

  thread: (slug: string, folio: string, code: string) =>
    call<TranspPublicThread>('TranspPublicThread', folioPath(TRANSP_PUBLIC_PATHS.solicitud, slug, folio), { searchParams: { code } }),

  /** The requester's reply to the prevención: the clock resumes. */
  reply: (slug: string, folio: string, code: string, texto: string, honeypot: string) =>
    call<TranspPublicThread>('TranspPublicThread', folioPath(TRANSP_PUBLIC_PATHS.respuestaPrevencion, slug, folio), {
      method: 'post',
      json: { code, texto, [HONEYPOT_FIELD]: honeypot },
    }),

  unsubscribe: (slug: string, token: string) =>
    call<TranspUnsubscribed>('TranspUnsubscribed', transpPath(TRANSP_PUBLIC_PATHS.baja, { cliente: slug }), { method: 'post', json: { token } }),
};

/** The link of one public document of the answer (a plain link: no account, the code proves the folio). */
export const documentHref = (slug: string, folio: string, docId: string, code: string) =>
  `${transpPath(TRANSP_PUBLIC_PATHS.documento, { cliente: slug, folio, docId })}?${new URLSearchParams({ code })}`;
