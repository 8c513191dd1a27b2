import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, gzip's own header and the work cost more than the bytes saved. */
export const GZIP_MIN_BYTES = 1024;

/**
 * A JSON answer made once and sent many times (a cached list page): its text is checked against the
 * contract when it is made, and gzipped at most once, for the clients that take gzip (every browser). A
 * page of 25 cases is ~27 kB of JSON and ~6 kB gzipped.
 */
export class JsonBody {
  private gzipped: Buffer | undefined;

  constructor(readonly text: string) {}

  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.text));
  }
}

/** Whether an Accept-Encoding header takes gzip (named, or through `*`, with a q above zero). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return (q.get('gzip') ?? q.get('x-gzip') ?? q.get('*') ?? 0) > 0;
}

/**
 * Sends the body as JSON, gzipped when the client takes it and it is worth it; past the route's serializer, so the
 * body must have been checked against the route's declared response schema when it was made (it says so).
 */
export function sendJsonBody(req: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8').stampContract();
  if (body.text.length >= GZIP_MIN_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.text);
}

const gzipAsync = promisify(gzip);

/** Adds a name to the Vary header, keeping what another hook put there (the public routes' CORS). */
function addVary(reply: FastifyReply, name: string): void {
  const names = String(reply.getHeader('vary') ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name)) reply.header('vary', [...names, name].join(', '));
}

/**
 * An onSend hook for large answers made anew each time (a map of up to 100,000 points is megabytes of JSON):
 * gzipped off the event loop for clients that take gzip (100,000 points: 9.6 MB of JSON, 3.7 MB gzipped).
 */
export async function gzipLargeAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string') return payload;
  addVary(reply, 'accept-encoding');
  if (payload.length < GZIP_MIN_BYTES || reply.hasHeader('content-encoding') || !acceptsGzip(req.headers['accept-encoding'])) return payload;
  reply.header('content-encoding', 'gzip');
  return gzipAsync(payload);
}
