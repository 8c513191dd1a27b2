import { PUBLIC_PATHS, publicPath } from '@sig/shared/contract';

import { apiBase } from './reportMapSettings';

/** The attributes <sig-report-form> observes. */
export const REPORT_FORM_ATTRIBUTES = ['cliente', 'tipo', 'lang', 'api'] as const;
export type ReportFormAttribute = (typeof REPORT_FORM_ATTRIBUTES)[number];
/** The attributes <sig-folio> observes. */
export const FOLIO_ATTRIBUTES = ['cliente', 'folio', 'lang', 'api'] as const;
export type FolioAttribute = (typeof FOLIO_ATTRIBUTES)[number];

/** Where SIG answers for this cliente; or what is wrong with the attributes. */
export type SiteSettings = { problem: 'noCliente' | 'api' } | { problem: null; api: string; cliente: string };
export type Site = Extract<SiteSettings, { problem: null }>;

export function siteSettings(attrs: { cliente?: string; api?: string }, scriptOrigin: string): SiteSettings {
  const cliente = attrs.cliente?.trim();
  if (!cliente) return { problem: 'noCliente' };
  const api = attrs.api?.trim() ? apiBase(attrs.api.trim()) : scriptOrigin;
  if (!api) return { problem: 'api' };
  return { problem: null, api, cliente };
}

/** The public API's addresses for one cliente (PUBLIC_PATHS, filled). */
export function siteUrls({ api, cliente }: Site) {
  const at = (template: string, params: Record<string, string> = {}) => api + publicPath(template, { cliente, ...params });
  return {
    cliente: at(PUBLIC_PATHS.cliente),
    file: at(PUBLIC_PATHS.file.reporte),
    upload: (id: string, nombre: string) => `${at(PUBLIC_PATHS.fileUpload, { id })}?${new URLSearchParams({ nombre })}`,
    nearby: (tipoId: string, place: { lat: number; lng: number }) => `${at(PUBLIC_PATHS.nearby)}?${new URLSearchParams({ tipoId, lat: String(place.lat), lng: String(place.lng) })}`,
    support: (folio: string) => at(PUBLIC_PATHS.support, { folio }),
    follow: (folio: string) => at(PUBLIC_PATHS.follow, { folio }),
    followSubscribe: (folio: string) => at(PUBLIC_PATHS.followSubscribe, { folio }),
    /** SIG's own follow page, opened in a new tab; the code in the fragment, which no request carries. */
    followPage: (folio: string, codigo?: string) => `${at('/act/folio/:cliente/:folio', { folio })}${codigo ? `#codigo=${encodeURIComponent(codigo)}` : ''}`,
  };
}
export type SiteUrls = ReturnType<typeof siteUrls>;
