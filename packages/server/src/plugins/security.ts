import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Helmet with a CSP for the portal: scripts only from us; inline styles allowed because Fluent UI's
 * Griffel injects <style> tags at run time; images from anywhere over https (logos, map tiles);
 * websockets for socket.io.
 */
export const securityPlugin = fp<{ importMapOverrides?: boolean }>(
  async (app: FastifyInstance, opts) => {
    // A developer's override points a parcel at their own machine; only then may scripts come from there.
    const local = opts.importMapOverrides ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...local],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...local],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // the embed bundles are loaded by other municipalities' sites
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'sig-security' },
);
