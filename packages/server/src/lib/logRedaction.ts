import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: a public thread's follow code, a one-click unsubscribe token. A request
 * log is read by people who must not be able to open a citizen's request from it.
 */
const SECRET_PARAMS = new Set(['code', 't', 'token']);

/** The URL with every secret query value replaced by `***` (path and other parameters kept as sent). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAMS.has(decodeName(name)) ? `${name}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The request as the log shows it: Fastify's default fields, the URL without secrets. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
  },
};
