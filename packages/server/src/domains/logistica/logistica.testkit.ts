import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import QRCode from 'qrcode';
import { LOG_PATHS, logPath, type LogPruebaBody } from '@sig/shared/contract';
import { insertHabitante } from '../../testing/habitantes';
import { makeUser, type TestEnv } from '../../testing/testApp';
import { newTenant, type Tenant } from '../../testing/tenants';
import { identity } from '../../core';
import { seedDemoCatalogs } from '../catalogs';
import { coloniasOf } from '../midb/midb.testkit';

/* Helpers of Logística's tests (not a test file itself). */

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** A PNG (its signature and some bytes) that differs per `n`: a photo or a signature. */
export const pngBytes = (n: number): Buffer => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(`imagen-${n}-${randomUUID()}`)]);

/** A real PNG image (a QR of the text), different per call: what the acta can draw. */
export const realPng = (text: string): Promise<Buffer> => QRCode.toBuffer(`${text} ${randomUUID()}`, { type: 'png', width: 64 });

/** The roles of Logística in a cliente: one per permission. */
export async function logRoles(env: TestEnv, clienteId: string): Promise<void> {
  await identity.insertRole(env.app.db, clienteId, 'Logística lista', ['LogisticaLista']);
  await identity.insertRole(env.app.db, clienteId, 'Logística editor', ['LogisticaEditar']);
  await identity.insertRole(env.app.db, clienteId, 'Logística personal', ['LogisticaUsers']);
}

export interface LogTenant extends Tenant {
  editor: string;
  usuarios: string;
  /** Two repartidores (LogisticaLista): tokens and ids, names "Ana …" and "Beto …" (the tie order). */
  rep1: string;
  rep1Id: string;
  rep2: string;
  rep2Id: string;
  colonias: { id: string; nombre: string; zona_id: string | null }[];
  programaId: string;
}

let seq = 0;

/** A programme of the cliente, active, written straight into its table (the registry owns the API). */
export async function insertPrograma(env: TestEnv, clienteId: string, nombre: string, activo = 1): Promise<string> {
  const id = randomUUID();
  const now = env.clock.fn().toISOString();
  await env.app.db.insertInto('programas').values({ id, cliente_id: clienteId, nombre, nombre_key: `${nombre.toLowerCase()}-${id}`, descripcion: '', activo, version: 1, created_at: now, updated_at: now }).execute();
  return id;
}

export async function enrol(env: TestEnv, clienteId: string, programaId: string, habitanteIds: readonly string[]): Promise<void> {
  const now = env.clock.fn().toISOString();
  const rows = habitanteIds.map((h) => ({ id: randomUUID(), cliente_id: clienteId, programa_id: programaId, habitante_id: h, estado: 'activa' as const, desde: now, hasta: null, motivo_baja: null, created_by: null }));
  for (let i = 0; i < rows.length; i += 200) await env.app.db.insertInto('inscripciones').values(rows.slice(i, i + 200)).execute();
}

/** `n` habitantes living in the given colonias in turn (with a place, and no e-mail unless said). */
export async function habitantes(env: TestEnv, clienteId: string, colonias: { id: string }[], n: number, email = ''): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = colonias[i % colonias.length]!;
    ids.push((await insertHabitante(env, clienteId, { nombre: `Persona${i}`, apellidos: 'Prueba Logística', colonia_id: c.id, lat: 19.43 + i / 1000, lng: -99.13, email })).id);
  }
  return ids;
}

async function userWithRole(env: TestEnv, slug: string, role: string, name: string): Promise<{ token: string; id: string }> {
  const email = `${name.toLowerCase()}${++seq}@${slug}.sig`;
  const token = await makeUser(env, email, role, slug);
  const id = (await identity.findUserByEmail(env.app.db, email))!.id;
  await env.app.db.updateTable('users').set({ display_name: name }).where('id', '=', id).execute();
  return { token, id };
}

/** A fresh cliente with sig, midb and logistica, the demo catalogues, a programme, and one user per Logística role. */
export async function logTenant(env: TestEnv, tag = 'log'): Promise<LogTenant> {
  const t = await newTenant(env, tag, ['sig', 'midb', 'logistica']);
  await seedDemoCatalogs(env.app.db, t.id, env.clock.fn().toISOString());
  await logRoles(env, t.id);
  const editor = await userWithRole(env, t.slug, 'Logística editor', 'Elena');
  const usuarios = await userWithRole(env, t.slug, 'Logística personal', 'Ulises');
  const rep1 = await userWithRole(env, t.slug, 'Logística lista', 'Ana');
  const rep2 = await userWithRole(env, t.slug, 'Logística lista', 'Beto');
  return {
    ...t,
    editor: editor.token,
    usuarios: usuarios.token,
    rep1: rep1.token,
    rep1Id: rep1.id,
    rep2: rep2.token,
    rep2Id: rep2.id,
    colonias: (await coloniasOf(env, t.id)).filter((c) => c.zona_id !== null),
    programaId: await insertPrograma(env, t.id, 'Despensas'),
  };
}

/** The Logística API as one token sees it. */
export function logApi(env: TestEnv, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload });
  const P = LOG_PATHS;
  const at = (template: string, id: string) => logPath(template, { id });
  return {
    list: (query = '') => call('GET', `${P.entregas}${query}`),
    csv: (query = '') => call('GET', `${P.entregasCsv}${query}`),
    mapa: (query = '') => call('GET', `${P.mapa}${query}`),
    create: (body: object) => call('POST', P.entregas, body),
    lote: (body: object) => call('POST', P.lote, body),
    asignar: (body: object) => call('POST', P.asignar, body),
    get: (id: string) => call('GET', at(P.entrega, id)),
    estatus: (id: string, body: object) => call('POST', at(P.estatus, id), body),
    prueba: (id: string, body: object) => call('POST', at(P.prueba, id), body),
    fallida: (id: string, body: object) => call('POST', at(P.fallida, id), body),
    codigo: (id: string) => call('POST', at(P.codigo, id)),
    acta: (id: string) => call('GET', at(P.acta, id)),
    upload: (bytes: Buffer, tipo: 'foto' | 'firma', hash = sha256(bytes)) =>
      env.inject({ method: 'POST', url: `${P.archivos}?sha256=${hash}&tipo=${tipo}`, token, payload: bytes, headers: { 'content-type': 'application/octet-stream' } }),
    archivo: (hash: string) => call('GET', logPath(P.archivo, { sha256: hash })),
    mias: () => call('GET', P.misEntregas),
    repartidores: () => call('GET', P.repartidores),
    repartidor: (userId: string, body: object) => call('PUT', logPath(P.repartidor, { userId }), body),
    candidatos: (q = '') => call('GET', `${P.candidatos}${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    analytics: (query: string) => call('GET', `${P.analytics}${query}`),
    analyticsCsv: (query: string) => call('GET', `${P.analyticsCsv}${query}`),
  };
}

/** The stored code of a delivery (what the habitante was sent). */
export async function codigoOf(env: TestEnv, id: string): Promise<string> {
  return (await env.app.db.selectFrom('log_entregas').select('codigo').where('id', '=', id).executeTakeFirstOrThrow()).codigo!;
}

/** A proof body with both files uploaded by `token` and the right code. */
export async function pruebaBody(env: TestEnv, token: string, id: string, extra: Partial<LogPruebaBody> = {}): Promise<LogPruebaBody> {
  const api = logApi(env, token);
  const foto = await realPng('foto');
  const firma = await realPng('firma');
  expect((await api.upload(foto, 'foto')).statusCode).toBe(201);
  expect((await api.upload(firma, 'firma')).statusCode).toBe(201);
  return {
    clientId: randomUUID(),
    fotoSha256: sha256(foto),
    firmaSha256: sha256(firma),
    verificacion: { metodo: 'codigo', codigo: await codigoOf(env, id) },
    posicion: { lat: 19.4301, lng: -99.13, accuracy: 6, at: env.clock.fn().toISOString() },
    capturadaEn: env.clock.fn().toISOString(),
    ...extra,
  };
}

export const fallidaBody = (extra: object = {}) => ({ clientId: randomUUID(), motivo: 'no_encontrado', posicion: null, capturadaEn: '2026-01-15T12:00:00.000Z', ...extra });

/** Registers a repartidor with zonas (by the usuarios token). */
export async function register(env: TestEnv, t: LogTenant, userId: string, zonaIds: string[]): Promise<void> {
  const res = await logApi(env, t.usuarios).repartidor(userId, { zonaIds, activo: true, version: 0 });
  if (res.statusCode !== 200) throw new Error(`register ${userId}: ${res.statusCode} ${res.body}`);
}
