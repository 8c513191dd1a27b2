import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchRoute, redirectFor } from '@sig/shared/routes';
import { HttpError } from '../lib/httpError';

/** webpack's content-hashed names: app.3f2a9c1d.js, vendor-react.0123abcd4567.mjs, ... */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE = new Set(['index.html', 'importmap.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache rules by file name (a precompressed twin is judged by the name it stands for). */
export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return IMMUTABLE;
  // unhashed assets (favicon, embed loaders) may change with a release: revalidate
  return 'no-cache';
}

export interface StaticPluginOptions {
  portalDir: string;
}

/** A client route the portal knows (so the answer is 200) versus an unknown one (404, still the app). */
export function isClientRoute(pathname: string): boolean {
  return matchRoute(pathname) !== null || redirectFor(pathname) !== null;
}

/**
 * Serves the built portal (webpack output beside its .br and .gz twins) and falls back to index.html
 * for client routes. Unknown /api paths answer JSON 404. Without a built portal the API still works
 * and pages answer 503 saying how to build it.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const root = path.resolve(opts.portalDir);
    const indexFile = path.join(root, 'index.html');

    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: true,
      cacheControl: false,
      index: ['index.html'],
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(file));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      const pathname = req.url.split('?')[0];
      if (pathname === '/api' || pathname.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
        throw new HttpError(404, 'not_found', `No existe ${req.method} ${pathname}.`);
      }
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(`El portal no está compilado (falta ${indexFile}). Ejecuta \`npm run build\` en la raíz del repositorio. La API funciona igualmente.\n`);
      }
      const known = isClientRoute(pathname);
      // a missing asset is not a page: a plain 404 instead of the app shell
      if (!known && /\.[a-z0-9]{1,8}$/i.test(pathname)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado.\n');
      }
      return reply.code(known ? 200 : 404).sendFile('index.html');
    });
  },
  { name: 'sig-static' },
);
