import { PUBLIC_PATHS, type PublicMapQuery, publicPath } from '@sig/shared/contract';

/** The attributes <sig-report-map> observes. */
export const REPORT_MAP_ATTRIBUTES = ['cliente', 'lang', 'estatus', 'tipo', 'height', 'api'] as const;
export type ReportMapAttribute = (typeof REPORT_MAP_ATTRIBUTES)[number];

type Estado = PublicMapQuery['estatus'];
// a copy of PUBLIC_MAP_ESTADOS: importing the value would bundle zod with the contract module it lives in
const ESTADOS: readonly Estado[] = ['abiertos', 'cerrados', 'todos'];
export const DEFAULT_HEIGHT = '480px';

/** What the attributes ask for, checked; or what is wrong with them. */
export type ReportMapSettings =
  | { problem: 'noCliente' | 'api' }
  | { problem: null; api: string; cliente: string; estatus: Estado; tipo: string | null; height: string };

const warned = new Set<string>();
/** A bad optional attribute falls back to its default: said once on the console for the page's developer. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[sig-report-map] ${message}`);
}

const LENGTH = /^\d+(\.\d+)?(px|em|rem|vh|vw|svh|dvh|lvh|vmin|vmax|%)$/;
function isCssLength(value: string): boolean {
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('height', value);
  return LENGTH.test(value);
}

/** http(s) address -> base without a trailing slash (a path is kept: SIG may sit behind a prefix). */
export function apiBase(value: string): string | null {
  try {
    const url = new URL(value, document.baseURI);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

export function reportMapSettings(attrs: Partial<Record<ReportMapAttribute, string>>, scriptOrigin: string): ReportMapSettings {
  const cliente = attrs.cliente?.trim();
  if (!cliente) return { problem: 'noCliente' };
  const api = attrs.api?.trim() ? apiBase(attrs.api.trim()) : scriptOrigin;
  if (!api) return { problem: 'api' };

  let estatus: Estado = 'abiertos';
  const askedEstatus = attrs.estatus?.trim().toLowerCase();
  if (askedEstatus && (ESTADOS as readonly string[]).includes(askedEstatus)) estatus = askedEstatus as Estado;
  else if (askedEstatus) warnOnce(`estatus="${attrs.estatus}" is not one of ${ESTADOS.join(', ')}: showing abiertos.`);

  let height = DEFAULT_HEIGHT;
  const askedHeight = attrs.height?.trim();
  if (askedHeight && isCssLength(askedHeight)) height = askedHeight;
  else if (askedHeight) warnOnce(`height="${attrs.height}" is not a CSS length: using ${DEFAULT_HEIGHT}.`);

  return { problem: null, api, cliente, estatus, tipo: attrs.tipo?.trim() || null, height };
}

type Ready = Extract<ReportMapSettings, { problem: null }>;

export const clienteUrl = (s: Ready): string => s.api + publicPath(PUBLIC_PATHS.cliente, { cliente: s.cliente });

export function mapUrl(s: Ready): string {
  const query = new URLSearchParams({ estatus: s.estatus });
  if (s.tipo) query.set('tipoId', s.tipo);
  return `${s.api}${publicPath(PUBLIC_PATHS.map, { cliente: s.cliente })}?${query}`;
}

/** The citizen page that follows one folio (opened in a new tab: the map stays on the host page). */
export const followUrl = (s: Ready, folio: string): string => `${s.api}${publicPath('/act/folio/:cliente/:folio', { cliente: s.cliente, folio })}`;
