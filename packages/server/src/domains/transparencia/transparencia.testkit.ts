import type { LightMyRequestResponse } from 'fastify';
import { TRANSP_PATHS, TRANSP_PUBLIC_PATHS, UPLOAD_TOKEN_HEADER, transpPath, type TranspFilingBody } from '@sig/shared/contract';
import { USER_PASSWORD, type TestEnv } from '../../testing/testApp';
import { newTenant, type Tenant } from '../../testing/tenants';
import { createActiveUser, identity } from '../../core';

/* Helpers of Transparencia's tests (not a test file itself). */

export interface TranspTenant extends Tenant {
  /** A TransparenciaAdm holder, a Transparencia holder, and a user with neither (Consulta). */
  manager: string;
  worker: string;
  viewer: string;
  /** Fresh tokens of the three (a test that moves the clock past the token's life signs in again). */
  signIn(): Promise<{ manager: string; worker: string; viewer: string }>;
}

let seq = 0;

/** A fresh cliente with the `transparencia` product, no holidays and the default figures, with one user per kind of access. */
export async function transpTenant(env: TestEnv, tag = 'transp'): Promise<TranspTenant> {
  const t = await newTenant(env, tag, ['sig', 'transparencia']);
  await identity.insertRole(env.app.db, t.id, 'Titular de transparencia', ['TransparenciaAdm']);
  await identity.insertRole(env.app.db, t.id, 'Enlace de transparencia', ['Transparencia']);
  const user = async (role: string) => {
    const email = `u${++seq}.${Date.now().toString(36)}@${t.slug}.sig`;
    await createActiveUser(env.app.authDeps, { email, password: USER_PASSWORD, clienteSlug: t.slug, roleName: role, displayName: `${role} ${seq}` });
    return email;
  };
  const emails = { manager: await user('Titular de transparencia'), worker: await user('Enlace de transparencia'), viewer: await user('Consulta') };
  const signIn = async () => ({ manager: await env.login(emails.manager, USER_PASSWORD), worker: await env.login(emails.worker, USER_PASSWORD), viewer: await env.login(emails.viewer, USER_PASSWORD) });
  return { ...t, ...(await signIn()), signIn };
}

/** The staff API as one token sees it. */
export function transpApi(env: TestEnv, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload });
  const p = (template: string, params: Record<string, string>) => transpPath(template, params);
  return {
    inbox: (query = '') => call('GET', `${TRANSP_PATHS.solicitudes}${query}`),
    detail: (id: string) => call('GET', p(TRANSP_PATHS.solicitud, { id })),
    estatus: (id: string, body: object) => call('POST', p(TRANSP_PATHS.estatus, { id }), body),
    note: (id: string, body: object) => call('POST', p(TRANSP_PATHS.notas, { id }), body),
    prevencion: (id: string, body: object) => call('POST', p(TRANSP_PATHS.prevencion, { id }), body),
    ampliacion: (id: string, body: object) => call('POST', p(TRANSP_PATHS.ampliacion, { id }), body),
    respuesta: (id: string, body: object) => call('POST', p(TRANSP_PATHS.respuesta, { id }), body),
    asignar: (id: string, body: object) => call('POST', p(TRANSP_PATHS.asignar, { id }), body),
    upload: (id: string, bytes: Buffer, nombre = 'respuesta.pdf') =>
      env.inject({ method: 'POST', url: `${p(TRANSP_PATHS.documentos, { id })}?nombre=${encodeURIComponent(nombre)}`, token, payload: bytes, headers: { 'content-type': 'application/octet-stream' } }),
    document: (id: string, docId: string) => call('GET', p(TRANSP_PATHS.documento, { id, docId })),
    deleteDocument: (id: string, docId: string) => call('DELETE', p(TRANSP_PATHS.documento, { id, docId })),
    settings: () => call('GET', TRANSP_PATHS.ajustes),
    saveSettings: (body: object) => call('PUT', TRANSP_PATHS.ajustes, body),
    holidays: (query = '') => call('GET', `${TRANSP_PATHS.inhabiles}${query}`),
    addHoliday: (body: object) => call('POST', TRANSP_PATHS.inhabiles, body),
    removeHoliday: (fecha: string) => call('DELETE', p(TRANSP_PATHS.inhabil, { fecha })),
    federal: (year: number) => call('POST', TRANSP_PATHS.inhabilesFederales, { year }),
    units: () => call('GET', TRANSP_PATHS.unidades),
    newUnit: (body: object) => call('POST', TRANSP_PATHS.unidades, body),
    patchUnit: (id: string, body: object) => call('PATCH', p(TRANSP_PATHS.unidad, { id }), body),
    deleteUnit: (id: string) => call('DELETE', p(TRANSP_PATHS.unidad, { id })),
    report: (query: string) => call('GET', `${TRANSP_PATHS.reporte}${query}`),
    reportCsv: (query: string) => call('GET', `${TRANSP_PATHS.reporteCsv}${query}`),
  };
}

/** The public API of one cliente (no token). */
export function transpPublic(env: TestEnv, slug: string) {
  const p = (template: string, params: Record<string, string> = {}) => transpPath(template, { cliente: slug, ...params });
  return {
    file: (body: Partial<TranspFilingBody> & Record<string, unknown>) => env.inject({ method: 'POST', url: p(TRANSP_PUBLIC_PATHS.solicitudes), payload: { formato: 'electronico', ...body } }),
    thread: (folio: string, code: string) => env.inject({ method: 'GET', url: `${p(TRANSP_PUBLIC_PATHS.solicitud, { folio })}?code=${encodeURIComponent(code)}` }),
    reply: (folio: string, body: object) => env.inject({ method: 'POST', url: p(TRANSP_PUBLIC_PATHS.respuestaPrevencion, { folio }), payload: body }),
    document: (folio: string, docId: string, code: string) => env.inject({ method: 'GET', url: `${p(TRANSP_PUBLIC_PATHS.documento, { folio, docId })}?code=${encodeURIComponent(code)}` }),
    attach: (folio: string, token: string, bytes: Buffer, nombre = 'anexo.pdf') =>
      env.inject({ method: 'POST', url: `${p(TRANSP_PUBLIC_PATHS.adjuntos, { folio })}?nombre=${encodeURIComponent(nombre)}`, payload: bytes, headers: { 'content-type': 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: token } }),
    unsubscribe: (token: string) => env.inject({ method: 'POST', url: p(TRANSP_PUBLIC_PATHS.baja), payload: { token } }),
    oneClick: (url: string) => env.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  };
}

/** The mails queued for an address, oldest first. */
export async function mailsTo(env: TestEnv, to: string) {
  return env.app.db.selectFrom('mail_queue').select(['subject', 'text', 'headers', 'dedupe_key']).where('to_addr', '=', to).orderBy('created_at').orderBy('id').execute();
}

/** A request's row as stored (to check that a refused write changed nothing). */
export async function requestRow(env: TestEnv, clienteId: string, folio: string) {
  return env.app.db.selectFrom('transp_requests').selectAll().where('cliente_id', '=', clienteId).where('folio', '=', folio).executeTakeFirstOrThrow();
}

export const DAY_MS = 86_400_000;
