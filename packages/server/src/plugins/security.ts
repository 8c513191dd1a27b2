import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers with a CSP for the portal: scripts only from us; inline styles allowed because Fluent
 * UI's Griffel injects <style> tags at run time; images from anywhere over https (logos, map tiles);
 * websockets for socket.io. 'wasm-unsafe-eval' lets the door page (Eventos' check-in) compile its QR reader, a
 * WebAssembly file served from our own origin; it allows WebAssembly only, never eval() of script text.
 */
export function securityOptions(importMapOverrides: boolean): HelmetOptions {
  // A developer's override points a parcel at their own machine; only then may scripts come from there.
  const local = importMapOverrides ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...local],
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
  };
}

/**
 * This answer may be shown in another site's iframe (a page made for embedding): any ancestor in the CSP, and
 * no X-Frame-Options, which would refuse it anyway. The rest of the policy stays as it is.
 */
export function allowFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

/** The headers helmet sets for these options: the same for every response, so worked out once. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (err?: unknown) => void (failure = err));
  if (failure) throw failure;
  return headers;
}

/**
 * Every response carries helmet's headers. @fastify/helmet built helmet's middleware anew on every request
 * (the CSP parsed each time: a few per cent of a small API request); nothing here varies per route.
 */
export const securityPlugin = fp<{ importMapOverrides?: boolean }>(
  async (app: FastifyInstance, opts) => {
    const headers = helmetHeaders(securityOptions(!!opts.importMapOverrides));
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'sig-security' },
);
