import { TRANSP_CLIENTE_PARAM, transpFilingPage, transpThreadPage } from '@sig/shared';

/** The public pages carry the cliente's slug in the query (TRANSP_CLIENTE_PARAM): their routes have no place for it. */
export { TRANSP_CLIENTE_PARAM as CLIENTE_PARAM, TRANSP_UNSUBSCRIBE_PARAM as UNSUBSCRIBE_PARAM } from '@sig/shared';

export const links = {
  filing: (slug: string) => transpFilingPage(slug),
  follow: (slug: string) => `/transparencia/externo/seguir?${TRANSP_CLIENTE_PARAM}=${encodeURIComponent(slug)}`,
  thread: (slug: string, folio: string) => transpThreadPage(slug, folio),
  inbox: (search = '') => `/transparencia/adm${search}`,
  tab: (tab: string) => `/transparencia/adm/${tab}`,
  request: (id: string) => `/transparencia/transp/${encodeURIComponent(id)}`,
};
