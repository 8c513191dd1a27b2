import { AUDIT_PUBLIC_PATHS, HABITANTE_SESSION_HEADER, PUBLIC_PATHS, UPLOAD_TOKEN_HEADER, checkResponse, checkedJson, publicPath, type CaseKind } from '@sig/shared';
import ky, { type Options } from 'ky';

import {
  type AreaAlertResult,
  type AuditResueltoBody,
  type AuditResueltoResponse,
  type AreaSubscribeBody,
  type PublicColonias,
  type FollowAccepted,
  type FollowResult,
  type HabitanteCodeBody,
  type HabitanteCodeSent,
  type HabitanteRegistro,
  type HabitanteSession,
  type HabitanteVerifyBody,
  type MunicipiosResponse,
  type NearbyResponse,
  type PublicSupportResponse,
  type PublicCase,
  type PublicCliente,
  type PublicFilingBody,
  type PublicFilingResponse,
  type PublicHabitante,
  type PublicUploadResponse,
  type RegistroResponse,
} from './contract';

/**
 * Citizens have no account: these requests never carry the staff Bearer header, and a 401 here never logs
 * anyone out (the shared `api` instance does both). Reads retry twice on a flaky mobile network; writes never
 * repeat on their own.
 */
const client = ky.create({ timeout: 30_000, retry: { limit: 2, methods: ['get'] } });

/** A photo over a slow mobile link can take longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 180_000;

type SchemaName = Parameters<typeof checkResponse>[0];
type Paths = typeof PUBLIC_PATHS;
const c = { PUBLIC_PATHS, publicPath };

async function call<T>(schema: SchemaName, path: (c: { PUBLIC_PATHS: Paths; publicPath: typeof publicPath }) => string, options: Options = {}): Promise<T> {
  const url = path(c);
  return (await checkedJson(client(url, options), schema, url)) as T;
}

export const publicApi = {
  cliente: (slug: string) => call<PublicCliente>('PublicCliente', (c) => c.publicPath(c.PUBLIC_PATHS.cliente, { cliente: slug })),

  /** Sends a one-time code to the habitante (by CURP or by id), or answers the channels to choose from. */
  askCode: (slug: string, body: HabitanteCodeBody) =>
    call<HabitanteCodeSent>('HabitanteCodeSent', (c) => c.publicPath(c.PUBLIC_PATHS.habitanteCode, { cliente: slug }), { method: 'post', json: body }),

  verify: (slug: string, body: HabitanteVerifyBody) =>
    call<HabitanteSession>('HabitanteSession', (c) => c.publicPath(c.PUBLIC_PATHS.habitanteVerify, { cliente: slug }), { method: 'post', json: body }),

  /** Municipalities that take reportes, by name or nearest first to a position. */
  municipios: (q: string, near: { lat: number; lng: number } | null) =>
    call<MunicipiosResponse>('MunicipiosResponse', (c) => c.PUBLIC_PATHS.municipios, {
      searchParams: { ...(q && { q }), ...(near && { lat: near.lat.toFixed(4), lng: near.lng.toFixed(4) }) },
    }),

  habitante: (id: string) => call<PublicHabitante>('PublicHabitante', (c) => c.publicPath(c.PUBLIC_PATHS.habitante, { id })),

  /** 201 a new habitante with its session; 200 the CURP was already registered (`existente`): prove it by code. */
  register: (slug: string, body: HabitanteRegistro) =>
    call<RegistroResponse>('RegistroResponse', (c) => c.publicPath(c.PUBLIC_PATHS.habitantes, { cliente: slug }), { method: 'post', json: body }),

  /** In a habitante's name with their session; anonymous without one. */
  file: (kind: CaseKind, slug: string, body: PublicFilingBody, session?: string) =>
    call<PublicFilingResponse>('PublicFilingResponse', (c) => c.publicPath(c.PUBLIC_PATHS.file[kind], { cliente: slug }), {
      method: 'post',
      json: body,
      ...(session && { headers: { [HABITANTE_SESSION_HEADER]: session } }),
    }),

  /** One photo or document as raw bytes, allowed by the token the filing answered. */
  upload: (slug: string, caseId: string, token: string, file: File) =>
    call<PublicUploadResponse>('PublicUploadResponse', (c) => c.publicPath(c.PUBLIC_PATHS.fileUpload, { cliente: slug, id: caseId }), {
      method: 'post',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: token },
      searchParams: { nombre: file.name },
      timeout: UPLOAD_TIMEOUT_MS,
      retry: 0,
    }),

  /** Estatus and dates; with the follow code (in the body, never the URL) also the tipo, history and notes. */
  follow: (slug: string, folio: string, codigo?: string) =>
    call<PublicCase>('PublicCase', (c) => c.publicPath(c.PUBLIC_PATHS.follow, { cliente: slug, folio }), codigo ? { method: 'post', json: { codigo }, retry: { limit: 2, methods: ['post'] } } : {}),

  /** Open reportes of the tipo near a place: the cards shown before filing. */
  nearby: (slug: string, tipoId: string, place: { lat: number; lng: number }) =>
    call<NearbyResponse>('NearbyResponse', (c) => c.publicPath(c.PUBLIC_PATHS.nearby, { cliente: slug }), { searchParams: { tipoId, lat: place.lat, lng: place.lng } }),

  /** "Me pasa lo mismo": one more report of that folio; with an e-mail, following it too. */
  support: (slug: string, folio: string, email: string | undefined, lang: string) =>
    call<PublicSupportResponse>('PublicSupportResponse', (c) => c.publicPath(c.PUBLIC_PATHS.support, { cliente: slug, folio }), { method: 'post', json: { ...(email && { email }), lang } }),

  /** "¿Quedó resuelto?" on a closed reporte, with its follow code: a "no" sends an auditor (issue 25). */
  resuelto: (slug: string, folio: string, body: AuditResueltoBody) =>
    call<AuditResueltoResponse>('AuditResueltoResponse', (c) => c.publicPath(AUDIT_PUBLIC_PATHS.resuelto, { cliente: slug, folio }), { method: 'post', json: body }),

  /** Asks for the folio's public changes by e-mail: a confirmation link is mailed (double opt-in). */
  followByMail: (slug: string, folio: string, email: string, lang: string) =>
    call<FollowAccepted>('FollowAccepted', (c) => c.publicPath(c.PUBLIC_PATHS.followSubscribe, { cliente: slug, folio }), { method: 'post', json: { email, lang } }),

  /** The token of a follow mail's link: confirm the follow, or stop it. */
  followLink: (slug: string, action: 'confirmar' | 'baja', token: string) =>
    call<FollowResult>('FollowResult', (c) => c.publicPath(action === 'confirmar' ? c.PUBLIC_PATHS.followConfirm : c.PUBLIC_PATHS.followStop, { cliente: slug }), { method: 'post', json: { token } }),

  /** The colonias a citizen can follow. */
  colonias: (slug: string) => call<PublicColonias>('PublicColonias', (c) => c.publicPath(c.PUBLIC_PATHS.colonias, { cliente: slug })),

  /** Asks for an area's daily digest by e-mail: a confirmation link is mailed (double opt-in). */
  followArea: (slug: string, body: AreaSubscribeBody) =>
    call<FollowAccepted>('FollowAccepted', (c) => c.publicPath(c.PUBLIC_PATHS.areaSubscribe, { cliente: slug }), { method: 'post', json: body }),

  /** The token of an area alert mail's link: confirm the alert, or stop it. */
  areaLink: (slug: string, action: 'confirmar' | 'baja', token: string) =>
    call<AreaAlertResult>('AreaAlertResult', (c) => c.publicPath(action === 'confirmar' ? c.PUBLIC_PATHS.areaConfirm : c.PUBLIC_PATHS.areaStop, { cliente: slug }), { method: 'post', json: { token } }),
};

/** The Atom feed of the cliente's new public reportes, with an area's filters (none: the whole municipality). */
export function atomFeedUrl(slug: string, area: { colonia?: string; lat?: number; lng?: number; radio?: number; tipos?: readonly string[] }): string {
  const q = new URLSearchParams();
  if (area.colonia) q.set('colonia', area.colonia);
  if (area.lat !== undefined && area.lng !== undefined && area.radio !== undefined) {
    q.set('lat', area.lat.toFixed(6));
    q.set('lng', area.lng.toFixed(6));
    q.set('radio', String(area.radio));
  }
  if (area.tipos && area.tipos.length > 0) q.set('tipos', area.tipos.join(','));
  const query = q.toString();
  return `${publicPath(PUBLIC_PATHS.atom, { cliente: slug })}${query ? `?${query}` : ''}`;
}
