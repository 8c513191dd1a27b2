import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isEmbeddablePage, matchRoute, redirectFor } from '@sig/shared/routes';
import { HttpError } from '../lib/httpError';
import { allowFraming } from './security';
import { SELF_DESTROYING_SW } from './swKillSwitch';

/** webpack's content-hashed names: app.3f2a9c1d.js, vendor-react.0123abcd4567.mjs, lazy chunks 412.3f2a9c1d7b.chunk.js, the build's system.7f25851d22.min.js */
const HASHED = /[.-][0-9a-f]{8,}(?:\.chunk|\.min)?\.[a-z0-9]+$/i;
// the service worker and the manifest keep their names across builds: browsers must always ask for the new one
const NO_CACHE = new Set(['index.html', 'importmap.json', 'sw.js', 'manifest.webmanifest']);
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
  /** Parcels released on their own (dist/parcels), served under /parcels/. */
  parcelsDir: string;
  /** Adds import-map-overrides to index.html, so a developer can point a parcel at localhost. */
  importMapOverrides?: boolean;
  /** Answers /sw.js with a worker that removes itself and the portal's caches (./swKillSwitch.ts). */
  serviceWorkerKill?: boolean;
}

/** index.html with import-map-overrides: its script before SystemJS reads the maps, its UI behind `devtools`. */
export async function indexWithOverrides(root: string): Promise<string> {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  const info = JSON.parse(await readFile(path.join(root, 'build-info.json'), 'utf8').catch(() => '{}')) as { importMapOverrides?: string };
  if (!info.importMapOverrides) return html;
  return html
    .replace('<!--IMPORT_MAP_OVERRIDES-->', `<meta name="importmap-type" content="systemjs-importmap" />\n    <script src="${info.importMapOverrides}"></script>`)
    .replace('</body>', '  <import-map-overrides-full show-when-local-storage="devtools" dev-libs></import-map-overrides-full>\n  </body>');
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
    const embedDir = path.join(root, 'embed') + path.sep;
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string) => {
      res.setHeader('cache-control', cacheControlFor(file));
      res.setHeader('vary', 'Accept-Encoding');
      // the embeddable web components run on other municipalities' sites, also as <script crossorigin>
      if (file.startsWith(embedDir)) res.setHeader('access-control-allow-origin', '*');
    };

    const files = { preCompressed: true, cacheControl: false, setHeaders } as const;
    // reply.sendFile for the fallback below
    await app.register(fastifyStatic, { root, ...files, serve: false });
    // @fastify/static adds its routes itself, without our route options: each is declared public here
    await app.register(async (served) => {
      served.addHook('onRoute', (route) => {
        route.preHandler = app.access.public();
      });
      await served.register(fastifyStatic, {
        root,
        ...files,
        wildcard: true,
        decorateReply: false,
        // with overrides, '/' goes through the fallback below, which adds them
        index: opts.importMapOverrides ? false : ['index.html'],
      });
      await served.register(fastifyStatic, { root: path.resolve(opts.parcelsDir), prefix: '/parcels/', ...files, wildcard: true, decorateReply: false, index: false });
    });

    async function sendIndex(reply: FastifyReply, status: number) {
      if (!opts.importMapOverrides) return reply.code(status).sendFile('index.html');
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await indexWithOverrides(root));
    }
    // a route of its own wins over the static files' wildcard
    if (opts.serviceWorkerKill) {
      app.get('/sw.js', { preHandler: app.access.public() }, (_req, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SELF_DESTROYING_SW),
      );
    }
    // fastify-static answers '/' itself unless told not to; with overrides the page is rewritten here
    if (opts.importMapOverrides) app.get('/', { preHandler: app.access.public() }, (_req, reply) => sendIndex(reply, 200));

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
      if (known && isEmbeddablePage(pathname)) allowFraming(reply);
      return sendIndex(reply, known ? 200 : 404);
    });
  },
  { name: 'sig-static', dependencies: ['sig-auth'] },
);
