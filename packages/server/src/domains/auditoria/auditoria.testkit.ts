import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { AUDIT_PATHS, AUDIT_PUBLIC_PATHS, auditPath, type AuditSubmitBody, type CaseDetail } from '@sig/shared/contract';
import { makeUser, type TestEnv } from '../../testing/testApp';
import { caseTenant, type CaseTenant } from '../../testing/tenants';
import { identity } from '../../core';
import { caseApi, type CaseApi } from '../../testing/caseApi';
import { hashFollowCode } from '../cases';

/* Helpers of Auditoría's tests (not a test file itself). */

export interface AuditTenant extends CaseTenant {
  /** SigAuditor (v1), SigAuditoriaV2 (field) and SigAuditoriaV2Supervisor tokens, and the field auditor's id. */
  auditor: string;
  field: string;
  fieldId: string;
  supervisor: string;
  supervisorId: string;
  rep: CaseApi;
}

let seq = 0;

/** A fresh cliente with the demo catalogues, a clerk, and one user per Auditoría permission. */
export async function auditTenant(env: TestEnv, tag = 'aud'): Promise<AuditTenant> {
  const t = await caseTenant(env, tag);
  await identity.insertRole(env.app.db, t.id, 'Auditor', ['SigAuditor']);
  await identity.insertRole(env.app.db, t.id, 'Auditor de campo', ['SigAuditoriaV2']);
  await identity.insertRole(env.app.db, t.id, 'Supervisor de auditoría', ['SigAuditoriaV2Supervisor']);
  const n = ++seq;
  const fieldEmail = `campo${n}@${t.slug}.sig`;
  const field = await makeUser(env, fieldEmail, 'Auditor de campo', t.slug);
  const superEmail = `super${n}@${t.slug}.sig`;
  const supervisor = await makeUser(env, superEmail, 'Supervisor de auditoría', t.slug);
  return {
    ...t,
    auditor: await makeUser(env, `auditor${n}@${t.slug}.sig`, 'Auditor', t.slug),
    field,
    fieldId: (await identity.findUserByEmail(env.app.db, fieldEmail))!.id,
    supervisor,
    supervisorId: (await identity.findUserByEmail(env.app.db, superEmail))!.id,
    rep: caseApi(env, t.clerk, 'reporte'),
  };
}

export const DAY_MS = 86_400_000;
export const MIN_MS = 60_000;

/** A Bache reporte filed and closed (Atendido) a minute after the last; `extra` goes into the create body. */
export async function closedReporte(env: TestEnv, t: AuditTenant, extra: object = {}): Promise<CaseDetail> {
  env.clock.advance(MIN_MS);
  const c = await t.rep.add({
    tipoId: t.tipos.reporte['Bache'],
    descripcion: 'Bache frente al mercado municipal',
    ubicacion: { lat: 19.4301, lng: -99.1402 },
    coloniaId: t.colonias['Centro'],
    ...extra,
  });
  return t.rep.do(c.id, { accion: 'cerrar', estatusId: t.estatus.reporte['Atendido'], respuesta: 'Se tapó el bache.', version: c.version });
}

/** Set-up of "filed by an identified citizen": the case linked to a habitante, with a known follow code. */
export async function asCitizenCase(env: TestEnv, caseId: string, code = 'ABCD2345'): Promise<string> {
  await env.app.db.updateTable('cases').set({ habitante_id: `hab-${caseId}`, follow_code_hash: hashFollowCode(caseId, code) }).where('id', '=', caseId).execute();
  return code;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A valid audit body for a closed case as the device saw it. */
export function auditBody(c: CaseDetail, extra: Partial<AuditSubmitBody> = {}): AuditSubmitBody {
  return {
    clientId: randomUUID(),
    orderId: c.id,
    kind: 'reporte',
    respuestas: [],
    fotos: [],
    posicion: { lat: 19.4302, lng: -99.1402, accuracy: 8, at: '2026-01-15T12:30:00.000Z' },
    comentario: 'Revisado en sitio',
    veredicto: 'conforme',
    visto: { closedAt: c.closedAt, version: c.version },
    ...extra,
  };
}

/** The Auditoría API as one token sees it. */
export function auditApi(env: TestEnv, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload });
  const P = AUDIT_PATHS;
  return {
    queue: (query = '') => call('GET', `${P.cola}${query}`),
    rule: () => call('GET', P.regla),
    saveRule: (body: object) => call('PUT', P.regla, body),
    checklist: (tipoId: string) => call('GET', auditPath(P.checklist, { tipoId })),
    saveChecklist: (tipoId: string, body: object) => call('PUT', auditPath(P.checklist, { tipoId }), body),
    caseForm: (orderId: string) => call('GET', auditPath(P.caso, { orderId })),
    submit: (body: object) => call('POST', P.auditar, body),
    audits: (query = '') => call('GET', `${P.auditorias}${query}`),
    upload: (bytes: Buffer, hash: string) =>
      env.inject({ method: 'POST', url: `${P.fotos}?sha256=${hash}&nombre=foto.png`, token, payload: bytes, headers: { 'content-type': 'application/octet-stream' } }),
    photo: (hash: string) => call('GET', auditPath(P.foto, { sha256: hash })),
    lists: () => call('GET', P.listas),
    newList: (body: object) => call('POST', P.listas, body),
    list: (id: string) => call('GET', auditPath(P.lista, { id })),
    patchList: (id: string, body: object) => call('PATCH', auditPath(P.lista, { id }), body),
    mine: () => call('GET', P.misListas),
    fail: (id: string, orderId: string, body: object) => call('POST', auditPath(P.fallida, { id, orderId }), body),
    positions: (body: object) => call('POST', P.posiciones, body),
    live: () => call('GET', P.enVivo),
    track: (userId: string, dia: string) => call('GET', `${auditPath(P.recorrido, { userId })}?dia=${dia}`),
    analytics: (query: string) => call('GET', `${P.analytics}${query}`),
  };
}

/** The public "¿Quedó resuelto?" of a cliente (no token). */
export const answerResuelto = (env: TestEnv, slug: string, folio: string, body: object, remoteAddress?: string) =>
  env.inject({ method: 'POST', url: auditPath(AUDIT_PUBLIC_PATHS.resuelto, { cliente: slug, folio }), payload: body, ...(remoteAddress && { remoteAddress }) });
