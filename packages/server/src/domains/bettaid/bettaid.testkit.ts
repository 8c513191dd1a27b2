import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { BT_PATHS, BT_PUBLIC_PATHS, HABITANTE_SESSION_HEADER, btPath } from '@sig/shared/contract';
import { insertHabitante } from '../../testing/habitantes';
import type { TestEnv } from '../../testing/testApp';
import { identity } from '../../core';
import { HabitanteSessions } from '../citizens';

/* Helpers of BettaID's tests (not a test file itself). */

export { photoPng } from '../logistica/logistica.testkit';

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The BettaID editor role in a cliente. */
export async function btRoles(env: TestEnv, clienteId: string): Promise<void> {
  await identity.insertRole(env.app.db, clienteId, 'Credenciales', ['BettaIdEdit']);
}

/** The staff API of BettaID as one token sees it. */
export function btApi(env: TestEnv, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload });
  const P = BT_PATHS;
  const at = (template: string, id: string) => btPath(template, { id });
  return {
    plantillas: (query = '') => call('GET', `${P.plantillas}${query}`),
    crearPlantilla: (body: object) => call('POST', P.plantillas, body),
    plantilla: (id: string) => call('GET', at(P.plantilla, id)),
    editarPlantilla: (id: string, body: object) => call('PUT', at(P.plantilla, id), body),
    subirLogo: (id: string, version: number, bytes: Buffer) =>
      env.inject({ method: 'PUT', url: `${at(P.plantillaLogo, id)}?version=${version}`, token, payload: bytes, headers: { 'content-type': 'application/octet-stream' } }),
    list: (query = '') => call('GET', `${P.credenciales}${query}`),
    emitir: (body: object) => call('POST', P.credenciales, body),
    get: (id: string) => call('GET', at(P.credencial, id)),
    editar: (id: string, body: object) => call('PUT', at(P.credencial, id), body),
    revocar: (id: string, body: object) => call('POST', at(P.revocar, id), body),
    pdf: (id: string) => call('GET', at(P.pdf, id)),
    subirFoto: (bytes: Buffer, hash = sha256(bytes)) => env.inject({ method: 'POST', url: `${P.fotos}?sha256=${hash}`, token, payload: bytes, headers: { 'content-type': 'application/octet-stream' } }),
    foto: (hash: string) => call('GET', btPath(P.foto, { sha256: hash })),
    habitantes: (query = '') => call('GET', `${P.habitantes}${query}`),
    habitante: (habitanteId: string, query = '') => call('GET', `${btPath(P.habitante, { habitanteId })}${query}`),
  };
}

/** The public API of BettaID (no token). */
export function btPublic(env: TestEnv) {
  const P = BT_PUBLIC_PATHS;
  return {
    verificar: (id: string, s?: string) => env.inject({ method: 'GET', url: `${btPath(P.verificacion, { id })}${s === undefined ? '' : `?s=${encodeURIComponent(s)}`}` }),
    foto: (id: string) => env.inject({ method: 'GET', url: btPath(P.foto, { id }) }),
    revocadas: (clienteId: string) => env.inject({ method: 'GET', url: btPath(P.revocadas, { clienteId }) }),
    mia: (p: { cliente: string; habitanteId: string; tipoId: string }, session?: string, pdf = false) =>
      env.inject({ method: 'GET', url: btPath(pdf ? P.miCredencialPdf : P.miCredencial, p), headers: session ? { [HABITANTE_SESSION_HEADER]: session } : {} }),
  };
}

/** A habitante session, as the code check of the citizen pages gives one. */
export async function habitanteSession(env: TestEnv, clienteId: string, habitanteId: string): Promise<string> {
  return (await new HabitanteSessions(env.config.jwtSecret, env.clock.fn).sign({ clienteId, habitanteId })).token;
}

/** A template (by the given token) and a habitante of the cliente, ready to issue a card. */
export async function cardSetup(env: TestEnv, token: string, clienteId: string, plantilla: object = {}) {
  const api = btApi(env, token);
  const res = await api.crearPlantilla({ nombre: `Credencial ${Math.random().toString(36).slice(2, 7)}`, ...plantilla });
  if (res.statusCode !== 201) throw new Error(`plantilla: ${res.statusCode} ${res.body}`);
  const h = await insertHabitante(env, clienteId, { nombre: 'Rosalba', apellidos: 'Quintero Díaz', fecha_nacimiento: '1984-03-09', direccion: 'Calle Morelos 45', telefono: '771 555 0101', email: 'rosalba@correo.mx' });
  return { api, plantilla: res.json() as { id: string; version: number }, habitante: h };
}
