import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from './zod';

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type RawBodyScope = ReturnType<typeof typed>;

/**
 * The one shape of an upload route: the file is the raw request body (any content type, no multipart), read as
 * bytes up to twice the file limit, so a too-big file gets the domain's own field error instead of Fastify's 413.
 * Encapsulated: only the routes `register` adds read raw bodies; each passes `bodyLimit` on as its own.
 */
export async function rawBodyRoutes(app: FastifyInstance, maxFileBytes: number, register: (r: RawBodyScope, bodyLimit: number) => void): Promise<void> {
  const bodyLimit = maxFileBytes * 2;
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
    register(typed(scope), bodyLimit);
  });
}

/** The request's bytes (an empty body parses as none). */
export const rawBytes = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
