import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

/**
 * The preHandlers of the staff routes: the `bot` product of the session's cliente (403 product.disabled),
 * then the permission. `config`: the flow, channels, settings and templates (the master `admin` only);
 * `agent`: the contact centre (SigChatCenter); `contacts`: the contacts list (SigContactos).
 */
export function botAccess(app: FastifyInstance) {
  const product = app.requireProduct('bot');
  const only = (...p: Parameters<typeof app.access.permissions>): preHandlerAsyncHookHandler[] => [product, app.access.permissions(...p)];
  return { config: only('admin'), agent: only('SigChatCenter'), contacts: only('SigContactos') };
}
