import type { FastifyInstance } from 'fastify';

/** A public route the embeddable web components call from other municipalities' pages (packages/embed). */
export interface OpenRoute {
  url: string;
  /** Besides OPTIONS. */
  methods: readonly ('GET' | 'POST')[];
  /** Request headers besides content-type (an upload's token). */
  headers?: readonly string[];
}

/**
 * Opens these routes, and only these, of the calling context to any origin: `access-control-allow-origin: *`
 * on every answer (refusals and 429s too, or the element could not tell a full form from a broken network)
 * and a preflight answer. No credentials are ever allowed: these routes read no cookie and no staff token,
 * so another site can do nothing through a citizen's browser that it could not do from its own server,
 * and each route keeps its own per-address rate limit, which then counts the citizen's address.
 */
export function openToOtherSites(app: FastifyInstance, routes: readonly OpenRoute[]): void {
  const urls = new Set(routes.map((r) => r.url));
  app.addHook('onRequest', async (req, reply) => {
    if (!urls.has(req.routeOptions.url ?? '')) return;
    reply.header('access-control-allow-origin', '*');
    // helmet's default is already cross-origin; these must stay readable by other sites whatever it becomes
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  for (const route of routes) {
    app.options(route.url, { preHandler: app.access.public() }, async (_req, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', [...route.methods, 'OPTIONS'].join(', '))
        .header('access-control-allow-headers', ['content-type', ...(route.headers ?? [])].join(', '))
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}
