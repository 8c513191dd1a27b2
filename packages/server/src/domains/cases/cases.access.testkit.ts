import type { LightMyRequestResponse } from 'fastify';
import { CASE_PATHS, CaseDetail, casePath, type CaseKind } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { PDF, PNG } from './cases.testkit';
import { identity } from '../../core';

/** A role of the demo cliente with no case permission at all (the default roles all see cases). */
const NO_CASES = 'Sin casos';

/**
 * describeAccess on every endpoint of one kind, against a case of the seeded demo cliente: no token,
 * forged and revoked tokens, another cliente's token (which must get none of the demo's data and
 * change nothing), and a role lacking the permission (Sin casos for reads, Consulta for writes).
 * One file per kind so jest runs them side by side.
 */
export function describeCaseAccess(kind: CaseKind): void {
  describe.each(testDatabases())(`access to ${kind} endpoints on %s`, (db) => {
    let env: TestEnv;
    let caseId: string;
    let folio: string;
    let tipoId: string;
    let fileId: string;
    let version: number;
    const paths = CASE_PATHS[kind];
    beforeAll(async () => {
      env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
      await identity.insertRole(env.app.db, env.demoId, NO_CASES, ['DashboardAnalytics']);
      const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const first = (await env.inject({ method: 'GET', url: `${paths.list}?pageSize=1`, token: admin })).json().items[0];
      caseId = first.id;
      folio = first.folio;
      tipoId = first.tipo.id;
      const upload = await env.inject({ method: 'POST', url: `${casePath(paths.files, caseId)}?nombre=prueba`, token: admin, payload: kind === 'reporte' ? PNG : PDF, headers: { 'content-type': 'application/octet-stream' } });
      fileId = upload.json().id;
      version = CaseDetail.parse((await env.inject({ method: 'GET', url: casePath(paths.detail, caseId), token: admin })).json()).version;
    });
    afterAll(() => env.close());

    /** The demo case is as it was. */
    const unchanged = async (e: TestEnv) => {
      const row = await e.app.db.selectFrom('cases').select(['cliente_id', 'version']).where('id', '=', caseId).executeTakeFirstOrThrow();
      expect(row).toEqual({ cliente_id: e.demoId, version });
    };
    const notFound = async (res: LightMyRequestResponse, e: TestEnv) => {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
      expect(res.body).not.toContain(folio);
      await unchanged(e);
    };
    const read = { lacking: { role: NO_CASES } };
    const write = { lacking: { role: 'Consulta' } };

    describeAccess(() => env, {
      method: 'GET',
      url: paths.list,
      ...read,
      otherCliente: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ items: [], total: 0 });
      },
    });
    describeAccess(() => env, {
      method: 'GET',
      url: paths.csv,
      ...read,
      otherCliente: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(folio);
        expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(1);
      },
    });
    describeAccess(() => env, {
      method: 'GET',
      url: paths.map,
      ...read,
      otherCliente: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ points: [], total: 0, estatus: [], tipos: [] });
      },
    });
    describeAccess(() => env, {
      method: 'GET',
      url: paths.filters,
      ...read,
      otherCliente: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ tipos: [], estatus: [], colonias: [], dependencias: [] });
        expect(res.body).not.toContain(tipoId);
      },
    });
    describeAccess(() => env, { method: 'GET', url: () => casePath(paths.detail, caseId), name: paths.detail, ...read, otherCliente: notFound });
    describeAccess(() => env, {
      method: 'GET',
      url: () => casePath(paths.file, caseId, fileId),
      name: paths.file,
      ...read,
      otherCliente: async (res, e) => {
        await notFound(res, e);
        expect(res.rawPayload.includes(kind === 'reporte' ? PNG : PDF)).toBe(false);
      },
    });

    describeAccess(() => env, {
      method: 'POST',
      url: paths.create,
      payload: () => ({ tipoId, descripcion: 'Intento de registro ajeno', ubicacion: { lat: 19.43, lng: -99.13 } }),
      ...write,
      otherCliente: async (res, e) => {
        // the demo's tipo is not the caller's
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'case.invalid_reference', field: 'tipoId' });
        expect(await e.app.db.selectFrom('cases').select('id').where('cliente_id', '=', e.otherId).execute()).toEqual([]);
      },
    });
    describeAccess(() => env, { method: 'POST', url: () => casePath(paths.action, caseId), name: paths.action, payload: () => ({ accion: 'prioridad', prioridad: 'urgente' }), ...write, otherCliente: notFound });
    // the correction (issue 21) is an action too, and changes what a leak would matter most for: the place
    describeAccess(() => env, {
      method: 'POST',
      url: () => casePath(paths.action, caseId),
      name: `${paths.action} (corregir)`,
      payload: () => ({ accion: 'corregir', direccion: 'Dirección corregida desde fuera', ...(kind === 'reporte' && { ubicacion: { lat: 19.5, lng: -99.2 } }) }),
      ...write,
      otherCliente: async (res, e) => {
        await notFound(res, e);
        const row = await e.app.db.selectFrom('cases').select(['direccion', 'lat']).where('id', '=', caseId).executeTakeFirstOrThrow();
        expect(row.direccion).not.toBe('Dirección corregida desde fuera');
        expect(row.lat).not.toBe(19.5);
      },
    });
    describeAccess(() => env, { method: 'POST', url: () => casePath(paths.note, caseId), name: paths.note, payload: () => ({ texto: 'Nota desde fuera' }), ...write, otherCliente: notFound });
    describeAccess(() => env, {
      method: 'POST',
      url: () => `${casePath(paths.files, caseId)}?nombre=ajeno.png`,
      name: paths.files,
      payload: () => PNG,
      ...write,
      otherCliente: async (res, e) => {
        await notFound(res, e);
        expect(await e.app.db.selectFrom('case_files').select('id').where('case_id', '=', caseId).execute()).toEqual([{ id: fileId }]);
      },
    });

    test('a role that sees but may not edit reads every view endpoint (200) and is refused every write (403), nothing changes', async () => {
      const token = await makeUser(env, `solo.ver.${kind}.${Date.now()}@demo.sig`, 'Consulta');
      for (const url of [paths.list, paths.csv, paths.map, paths.filters, casePath(paths.detail, caseId), casePath(paths.file, caseId, fileId)]) {
        expect((await env.inject({ method: 'GET', url, token })).statusCode).toBe(200);
      }
      expect((await env.inject({ method: 'GET', url: casePath(paths.detail, caseId), token })).json().puedeEditar).toBe(false);
      const writes = [
        env.inject({ method: 'POST', url: paths.create, token, payload: { tipoId, descripcion: 'No debería quedar', ubicacion: { lat: 19.43, lng: -99.13 } } }),
        env.inject({ method: 'POST', url: casePath(paths.action, caseId), token, payload: { accion: 'prioridad', prioridad: 'urgente' } }),
        env.inject({ method: 'POST', url: casePath(paths.action, caseId), token, payload: { accion: 'corregir', direccion: 'No debería quedar' } }),
        env.inject({ method: 'POST', url: casePath(paths.note, caseId), token, payload: { texto: 'No debería quedar' } }),
        env.inject({ method: 'POST', url: `${casePath(paths.files, caseId)}?nombre=x.png`, token, payload: PNG, headers: { 'content-type': 'image/png' } }),
      ];
      for (const res of await Promise.all(writes)) expect(res.json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
      await unchanged(env);
    });
  });
}
