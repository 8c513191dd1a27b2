import type { LightMyRequestResponse } from 'fastify';
import { MIDB_PATHS, midbPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, openAdminSuite, type TestEnv } from '../../testing/testApp';
import { newTenant } from '../../testing/tenants';
import { identity } from '../../core';
import { curpOf, midbApi } from './midb.testkit';

/**
 * Every registry endpoint: no token, forged and revoked tokens, another cliente's token (the second cliente
 * has no midb product: 403), a role without the permission; then a cliente WITH the registry reading the
 * demo's records (none of it), and a cliente whose registry is switched off (cover_midb).
 */
describe.each(testDatabases())('access to the registry on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let habitanteId: string;
  let programaId: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    const api = midbApi(env, admin);
    habitanteId = (await api.create({ nombre: 'Rosalba', apellidos: 'Quintero', curp: curpOf('1970-01-01') })).json().id;
    programaId = (await api.newPrograma({ nombre: 'Acceso' })).json().id;
    await api.enrol(programaId, { habitanteIds: [habitanteId] });
  });
  afterAll(() => env.close());

  const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
  const id = () => habitanteId;
  const prog = () => programaId;
  // 'Atención ciudadana' sees persons (SigVerPersona) but does not work the registry (SigMidb)
  const worker = { lacking: { role: 'Atención ciudadana' }, otherCliente: productOff };
  describeAccess(() => env, { method: 'GET', url: MIDB_PATHS.habitantes, ...worker });
  describeAccess(() => env, { method: 'POST', url: MIDB_PATHS.habitantes, payload: () => ({ nombre: 'A', apellidos: 'B', curp: curpOf('1980-01-01') }), ...worker });
  describeAccess(() => env, { method: 'GET', url: () => midbPath(MIDB_PATHS.habitante, { id: id() }), name: MIDB_PATHS.habitante, lacking: { role: 'Consulta' }, otherCliente: productOff });
  describeAccess(() => env, { method: 'PATCH', url: () => midbPath(MIDB_PATHS.habitante, { id: id() }), name: MIDB_PATHS.habitante, payload: () => ({ version: 1, telefono: '1' }), ...worker });
  describeAccess(() => env, { method: 'GET', url: MIDB_PATHS.export, ...worker });
  describeAccess(() => env, { method: 'GET', url: MIDB_PATHS.mapa, ...worker });
  describeAccess(() => env, { method: 'GET', url: `${MIDB_PATHS.puntos}?bbox=-100,19,-99,20`, ...worker });
  describeAccess(() => env, { method: 'GET', url: MIDB_PATHS.programas, ...worker });
  describeAccess(() => env, { method: 'POST', url: MIDB_PATHS.programas, payload: () => ({ nombre: `P ${Math.random()}` }), ...worker });
  describeAccess(() => env, { method: 'GET', url: () => midbPath(MIDB_PATHS.programa, { id: prog() }), name: MIDB_PATHS.programa, ...worker });
  describeAccess(() => env, { method: 'PATCH', url: () => midbPath(MIDB_PATHS.programa, { id: prog() }), name: MIDB_PATHS.programa, payload: () => ({ version: 1, descripcion: 'x' }), ...worker });
  describeAccess(() => env, { method: 'GET', url: () => midbPath(MIDB_PATHS.inscripciones, { id: prog() }), name: MIDB_PATHS.inscripciones, ...worker });
  describeAccess(() => env, { method: 'POST', url: () => midbPath(MIDB_PATHS.inscripciones, { id: prog() }), name: MIDB_PATHS.inscripciones, payload: () => ({ habitanteIds: [id()] }), ...worker });
  describeAccess(() => env, { method: 'GET', url: () => midbPath(MIDB_PATHS.rollExport, { id: prog() }), name: MIDB_PATHS.rollExport, ...worker });
  describeAccess(() => env, { method: 'POST', url: () => midbPath(MIDB_PATHS.baja, { id: prog(), habitanteId: id() }), name: MIDB_PATHS.baja, payload: () => ({ motivo: 'Prueba de acceso' }), ...worker });

  test('a cliente with its own registry sees, changes and exports none of the demo’s', async () => {
    const other = await newTenant(env, 'padron', ['sig', 'midb']);
    const api = midbApi(env, other.admin);
    expect((await api.search()).json()).toMatchObject({ items: [], total: 0 });
    expect((await api.get(habitanteId)).json()).toMatchObject({ statusCode: 404, code: 'persona.not_found' });
    expect((await api.patch(habitanteId, { version: 1, telefono: '0' })).json()).toMatchObject({ statusCode: 404 });
    expect((await api.programa(programaId)).json()).toMatchObject({ statusCode: 404, code: 'midb.programa_not_found' });
    expect((await api.roll(programaId)).json()).toMatchObject({ statusCode: 404 });
    expect((await api.enrol(programaId, { habitanteIds: [habitanteId] })).json()).toMatchObject({ statusCode: 404 });
    expect((await api.baja(programaId, habitanteId, { motivo: 'Intento ajeno' })).json()).toMatchObject({ statusCode: 404 });
    expect((await api.rollCsv(programaId)).json()).toMatchObject({ statusCode: 404 });
    const csv = await api.exportCsv();
    expect(csv.body).not.toContain('Quintero');
    expect((await api.mapa()).json()).toMatchObject({ total: 0 });
    // its own programme cannot enrol the demo's person
    const own = (await api.newPrograma({ nombre: 'Propio' })).json();
    expect((await api.enrol(own.id, { habitanteIds: [habitanteId] })).json()).toEqual({ inscritos: 0, yaInscritos: 0 });
    const demo = midbApi(env, admin);
    expect((await demo.roll(programaId)).json().total).toBe(1);
  });

  test('a cliente with the midb product but its registry switched off (cover_midb) gets 403 midb.disabled on every endpoint', async () => {
    const off = await newTenant(env, 'sin-padron', ['sig', 'midb']);
    await identity.updateCliente(env.app.db, off.id, { cover_midb: 0 });
    const calls: [string, string, object?][] = [
      ['GET', MIDB_PATHS.habitantes],
      ['POST', MIDB_PATHS.habitantes, { nombre: 'A', apellidos: 'B', curp: curpOf('1980-01-01') }],
      ['GET', midbPath(MIDB_PATHS.habitante, { id: habitanteId })],
      ['PATCH', midbPath(MIDB_PATHS.habitante, { id: habitanteId }), { version: 1, telefono: '1' }],
      ['GET', MIDB_PATHS.export],
      ['GET', MIDB_PATHS.mapa],
      ['GET', `${MIDB_PATHS.puntos}?bbox=-100,19,-99,20`],
      ['GET', MIDB_PATHS.programas],
      ['POST', MIDB_PATHS.programas, { nombre: 'Apagado' }],
      ['GET', midbPath(MIDB_PATHS.programa, { id: programaId })],
      ['PATCH', midbPath(MIDB_PATHS.programa, { id: programaId }), { version: 1, descripcion: 'x' }],
      ['GET', midbPath(MIDB_PATHS.inscripciones, { id: programaId })],
      ['POST', midbPath(MIDB_PATHS.inscripciones, { id: programaId }), { habitanteIds: [habitanteId] }],
      ['GET', midbPath(MIDB_PATHS.rollExport, { id: programaId })],
      ['POST', midbPath(MIDB_PATHS.baja, { id: programaId, habitanteId }), { motivo: 'Apagado' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await env.inject({ method: method as 'GET', url, payload, token: off.admin });
      expect([method, url, res.json()]).toEqual([method, url, expect.objectContaining({ statusCode: 403, code: 'midb.disabled' })]);
    }
  });

  test('a role with SigVerPersona alone opens a record but not the registry', async () => {
    const token = await makeUser(env, `ver.persona.${Date.now()}@demo.sig`, 'Atención ciudadana');
    const api = midbApi(env, token);
    expect((await api.get(habitanteId)).statusCode).toBe(200);
    expect((await api.search()).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
  });
});
