import type { LightMyRequestResponse } from 'fastify';
import { AUDIT_PATHS, auditPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { identity } from '../../core';

/**
 * Every staff endpoint of Auditoría: no token, forged and revoked tokens, another cliente's administrator
 * aimed at the demo's records (gets none of them, changes none), and a role lacking the permission: Consulta
 * for what any auditor reads; Auditor (SigAuditor alone) for what needs the supervisor or the field auditor;
 * Auditor de campo for the figures.
 */
describe.each(testDatabases())('access to Auditoría on %s', (db) => {
  let env: TestEnv;
  let caseId: string;
  let tipoId: string;
  let listaId: string;
  let adminId: string;
  beforeAll(async () => {
    ({ env } = await openAdminSuite(db));
    // the demo seed gave the demo cliente a rule, checklists and a work list of closed reportes
    const item = await env.app.db.selectFrom('audit_list_items').select(['lista_id', 'case_id']).where('cliente_id', '=', env.demoId).executeTakeFirstOrThrow();
    ({ lista_id: listaId, case_id: caseId } = item);
    tipoId = (await env.app.db.selectFrom('audit_checklists').select('tipo_id').where('cliente_id', '=', env.demoId).executeTakeFirstOrThrow()).tipo_id;
    adminId = (await env.app.db.selectFrom('audit_lists').select('auditor_id').where('id', '=', listaId).executeTakeFirstOrThrow()).auditor_id;
    await identity.insertRole(env.app.db, env.demoId, 'Auditor', ['SigAuditor']);
    await identity.insertRole(env.app.db, env.demoId, 'Auditor de campo', ['SigAuditoriaV2']);
  });
  afterAll(() => env.close());

  const code = (status: number, c: string) => (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: status, code: c });
  const empty = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [] });
  };
  const reader = { lacking: { role: 'Consulta' } };
  const supervisor = { lacking: { role: 'Auditor' } };
  const P = AUDIT_PATHS;
  const demoRule = async () => (await env.app.db.selectFrom('audit_rules').selectAll().where('cliente_id', '=', env.demoId).executeTakeFirstOrThrow()).version;

  describeAccess(() => env, { method: 'GET', url: P.cola, ...reader, otherCliente: (res) => expect(res.json()).toMatchObject({ items: [], total: 0 }) });
  describeAccess(() => env, { method: 'GET', url: P.regla, ...reader, otherCliente: (res) => expect(res.json()).toMatchObject({ version: 0 }) });
  describeAccess(() => env, {
    method: 'PUT',
    url: P.regla,
    payload: () => ({ modo: 'todos', version: 0 }),
    ...supervisor,
    // the other cliente sets its own rule; the demo's is untouched
    otherCliente: async (res) => {
      expect(res.statusCode).toBe(200);
      expect(await demoRule()).toBe(1);
    },
  });
  describeAccess(() => env, { method: 'GET', url: P.checklists, ...reader, otherCliente: empty });
  describeAccess(() => env, { method: 'GET', url: () => auditPath(P.checklist, { tipoId }), name: `GET ${P.checklist}`, ...reader, otherCliente: code(404, 'auditoria.tipo_not_found') });
  describeAccess(() => env, {
    method: 'PUT',
    url: () => auditPath(P.checklist, { tipoId }),
    name: `PUT ${P.checklist}`,
    payload: () => ({ items: [], version: 1 }),
    ...supervisor,
    otherCliente: code(404, 'auditoria.tipo_not_found'),
  });
  describeAccess(() => env, { method: 'GET', url: () => auditPath(P.caso, { orderId: caseId }), name: P.caso, ...reader, otherCliente: code(404, 'auditoria.case_not_found') });
  describeAccess(() => env, {
    method: 'GET',
    url: () => auditPath(P.casoArchivo, { orderId: caseId, fileId: 'no-existe' }),
    name: P.casoArchivo,
    ...reader,
    otherCliente: code(404, 'auditoria.photo_not_found'),
  });
  describeAccess(() => env, { method: 'POST', url: `${P.fotos}?sha256=${'a'.repeat(64)}`, lacking: { role: 'Consulta' }, otherCliente: code(400, 'auditoria.photo_hash') });
  describeAccess(() => env, { method: 'GET', url: auditPath(P.foto, { sha256: 'a'.repeat(64) }), ...reader, otherCliente: code(404, 'auditoria.photo_not_found') });
  describeAccess(() => env, {
    method: 'POST',
    url: P.auditar,
    payload: () => ({
      clientId: '6f1c2a4e-0000-4000-8000-000000000001',
      orderId: caseId,
      kind: 'reporte',
      posicion: null,
      veredicto: 'no_conforme',
      visto: { closedAt: null, version: 1 },
    }),
    lacking: { role: 'Consulta' },
    otherCliente: async (res) => {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'auditoria.case_not_found' });
      expect(await env.app.db.selectFrom('audits').select('id').where('case_id', '=', caseId).execute()).toEqual([]);
    },
  });
  describeAccess(() => env, { method: 'GET', url: P.auditorias, ...reader, otherCliente: (res) => expect(res.json()).toMatchObject({ items: [], total: 0 }) });
  describeAccess(() => env, { method: 'GET', url: P.listas, ...supervisor, otherCliente: empty });
  describeAccess(() => env, {
    method: 'POST',
    url: P.listas,
    payload: () => ({ nombre: 'Ajena', auditorId: adminId, casos: [caseId] }),
    ...supervisor,
    otherCliente: code(400, 'auditoria.auditor_invalid'),
  });
  describeAccess(() => env, { method: 'GET', url: () => auditPath(P.lista, { id: listaId }), name: `GET ${P.lista}`, lacking: { role: 'Auditor' }, otherCliente: code(404, 'auditoria.list_not_found') });
  describeAccess(() => env, {
    method: 'PATCH',
    url: () => auditPath(P.lista, { id: listaId }),
    name: `PATCH ${P.lista}`,
    payload: () => ({ version: 1, nombre: 'Ajena' }),
    ...supervisor,
    otherCliente: code(404, 'auditoria.list_not_found'),
  });
  describeAccess(() => env, { method: 'GET', url: P.misListas, ...supervisor, otherCliente: empty });
  describeAccess(() => env, {
    method: 'POST',
    url: () => auditPath(P.fallida, { id: listaId, orderId: caseId }),
    name: P.fallida,
    payload: () => ({ clientId: '6f1c2a4e-0000-4000-8000-0000000000f1', motivo: 'sin_acceso' }),
    ...supervisor,
    // the demo's list is not the other cliente's: not found, and its item stays as it was
    otherCliente: async (res) => {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'auditoria.list_not_found' });
      expect((await env.app.db.selectFrom('audit_list_items').select('estado').where('lista_id', '=', listaId).where('case_id', '=', caseId).executeTakeFirstOrThrow()).estado).toBe('pendiente');
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: P.posiciones,
    payload: () => ({ posiciones: [{ lat: 19.4, lng: -99.1, accuracy: 5, at: '2026-01-15T12:00:00.000Z' }] }),
    ...supervisor,
    // stored for the other cliente's own user, never the demo's
    otherCliente: async (res) => {
      expect(res.statusCode).toBe(200);
      expect(await env.app.db.selectFrom('audit_positions').select('user_id').where('cliente_id', '=', env.demoId).execute()).toEqual([]);
    },
  });
  describeAccess(() => env, {
    method: 'GET',
    url: P.enVivo,
    ...supervisor,
    otherCliente: (res) => expect(res.json().auditores.map((a: { auditor: { id: string } }) => a.auditor.id)).not.toContain(adminId),
  });
  describeAccess(() => env, {
    method: 'GET',
    url: () => `${auditPath(P.recorrido, { userId: adminId })}?dia=2026-01-15`,
    name: P.recorrido,
    ...supervisor,
    otherCliente: (res) => expect(res.json()).toMatchObject({ posiciones: [] }),
  });
  describeAccess(() => env, {
    method: 'GET',
    url: `${P.analytics}?desde=2026-01-01&hasta=2026-12-31`,
    // Consulta holds DashboardAnalytics, which opens the figures: the field auditor alone does not
    lacking: { role: 'Auditor de campo' },
    otherCliente: (res) => expect(res.json()).toMatchObject({ porAuditorDia: [], conformidad: [], total: { auditorias: 0 } }),
  });
});
