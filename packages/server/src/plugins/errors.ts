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

type AnyError = FastifyError & Partial<Pick<HttpError, 'field' | 'errors' | 'headers' | 'item'>>;

export const UNIQUE_CONFLICT_MESSAGE = 'Ya existe un registro con ese valor.';

/**
 * A unique constraint the database enforced (two writers raced past the route's own check, or a check
 * that compared differently than the index): a 409 naming the column, never a 500. SQLite says
 * "UNIQUE constraint failed: roles.cliente_id, roles.nombre"; PostgreSQL 23505 "Key (cliente_id, nombre)=(…)".
 * The last column is the one a person typed (the first ones scope it: cliente, parent).
 */
export function uniqueViolation(err: unknown): HttpError | null {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  let columns: string[] | null = null;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /constraint failed: (.+)$/.exec(String(e.message));
    columns = m ? m[1]!.split(',').map((c) => c.trim().split('.').pop()!) : [];
  } else if (e.code === '23505') {
    const m = /^Key \((.+?)\)=/.exec(String(e.detail ?? ''));
    columns = m ? m[1]!.split(',').map((c) => c.trim().replace(/^.*\(([a-z_]+).*$/, '$1')) : [];
  }
  if (!columns) return null;
  const last = columns.filter((c) => /^[a-z_]+$/i.test(c) && c !== 'cliente_id' && c !== 'id').pop();
  // catalogues keep their folded name in nombre_key: the field a person typed is nombre
  const field = last === 'nombre_key' ? 'nombre' : last;
  return new HttpError(409, 'conflict', UNIQUE_CONFLICT_MESSAGE, field ? { field } : {});
}

/**
 * One error handler: a 4xx passes through with code, field and message (a user's mistake is never a
 * 500); anything else becomes a generic 500, logged with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: AnyError, req, reply) => {
      const conflict = uniqueViolation(thrown);
      if (conflict) req.log.warn({ err: thrown, reqId: req.id }, 'unique constraint: answered 409');
      const err: AnyError = conflict ? (conflict as unknown as AnyError) : thrown;
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
        ...(err instanceof HttpError && err.item !== undefined && { item: err.item }),
      });
    });
  },
  { name: 'sig-errors' },
);
