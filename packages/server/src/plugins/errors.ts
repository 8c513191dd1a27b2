import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError';

export const GENERIC_500 = 'Ocurrió un error inesperado. Intenta de nuevo.';

/** Fastify's own 4xx, translated: the client shows `message` as is. */
const FASTIFY_4XX: Record<string, { code: string; message: string; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'validation', message: 'El cuerpo de la petición no es JSON válido.', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation', message: 'El cuerpo de la petición está vacío.', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Tipo de contenido no soportado: envía JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'La petición es demasiado grande.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation', message: 'La longitud declarada de la petición no coincide.' },
};

type AnyError = FastifyError & Partial<Pick<HttpError, 'field' | 'errors' | 'headers'>>;

/**
 * One error handler: a 4xx passes through with code, field and message (a user's mistake is never a
 * 500); anything else becomes a generic 500, logged with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: AnyError, req, reply) => {
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) {
        req.log.error({ err, reqId: req.id }, 'request failed');
        return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: GENERIC_500 });
      }
      const known = err.code ? FASTIFY_4XX[err.code] : undefined;
      if (err.headers) reply.headers(err.headers);
      const field = known?.field ?? err.field;
      const message = known?.message ?? (err instanceof HttpError ? err.message : 'La petición no es válida.');
      if (!(err instanceof HttpError)) req.log.info({ err: { code: err.code, message: err.message }, reqId: req.id }, 'client error');
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message,
        code: known?.code ?? (err instanceof HttpError ? err.code : (err.code ?? 'bad_request')),
        ...(field !== undefined && { field }),
        ...(err.errors ? { errors: err.errors } : field !== undefined ? { errors: [{ type: field, message }] } : {}),
      });
    });
  },
  { name: 'sig-errors' },
);
