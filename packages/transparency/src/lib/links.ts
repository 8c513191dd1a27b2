/**
 * The public pages carry the cliente's slug in the query (`?cliente=demo`): their routes
 * (/transparencia/externo/:tab?, /transparencia/peticion/:id) have no place for it. `:id` is the folio.
 * (The server's mails link to the same address.)
 */
export const CLIENTE_PARAM = 'cliente';
/** The query of the thread page a mail's unsubscribe link carries. */
export const UNSUBSCRIBE_PARAM = 'baja';

const q = (slug: string) => `?${CLIENTE_PARAM}=${encodeURIComponent(slug)}`;

export const links = {
  filing: (slug: string) => `/transparencia/externo${q(slug)}`,
  follow: (slug: string) => `/transparencia/externo/seguir${q(slug)}`,
  thread: (slug: string, folio: string) => `/transparencia/peticion/${encodeURIComponent(folio)}${q(slug)}`,
  inbox: (search = '') => `/transparencia/adm${search}`,
  tab: (tab: string) => `/transparencia/adm/${tab}`,
  request: (id: string) => `/transparencia/transp/${encodeURIComponent(id)}`,
};
