import { createHash, randomInt, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import QRCode from 'qrcode';
import { LOG_PATHS, logPath, type LogPruebaBody } from '@sig/shared/contract';
import { insertHabitante } from '../../testing/habitantes';
import { makeUser, type TestEnv } from '../../testing/testApp';
import { coloniasOf, newTenant, type Tenant } from '../../testing/tenants';
import { identity } from '../../core';
import { seedDemoCatalogs } from '../catalogs';

/* Helpers of Logística's tests (not a test file itself). */

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** A PNG (its signature and some bytes) that differs per `n`: a photo or a signature. */
export const pngBytes = (n: number): Buffer => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(`imagen-${n}-${randomUUID()}`)]);

/** A real PNG image (a QR of the text), different per call: what the acta can draw. */
export const realPng = (text: string): Promise<Buffer> => QRCode.toBuffer(`${text} ${randomUUID()}`, { type: 'png', width: 64 });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer): number => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
/**
 * An 8-bit RGB or RGBA PNG of what `pixel` paints (no image library in the server's dependencies). A random
 * tEXt chunk makes every call's bytes differ, as files are stored once per sha256 and each proof wants new ones.
 */
function encodePng(width: number, height: number, channels: 3 | 4, pixel: (x: number, y: number) => readonly number[]): Buffer {
  const stride = width * channels + 1;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixel(x, y).forEach((v, c) => (raw[y * stride + 1 + x * channels + c] = v));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', ihdr), pngChunk('tEXt', Buffer.from(`Comment\0${randomUUID()}`, 'latin1')), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A photo-like landscape PNG (sky, ground, a house, the package at the door), so an acta
 * rendered from tests shows whether a real photo is scaled with its aspect kept.
 */
export function photoPng(width = 480, height = 360): Buffer {
  const sunX = randomInt(40, width - 40);
  const tint = randomInt(0, 40);
  const horizon = Math.round(height * 0.62);
  const house = { x0: width * 0.3, x1: width * 0.7, y0: height * 0.38, y1: horizon + 10 };
  const roofTop = height * 0.2;
  return encodePng(width, height, 3, (x, y) => {
    if ((x - sunX) ** 2 + (y - height * 0.16) ** 2 < (height * 0.08) ** 2) return [250, 215, 60];
    const inRoof = y >= roofTop && y < house.y0 && Math.abs(x - (house.x0 + house.x1) / 2) < ((y - roofTop) / (house.y0 - roofTop)) * ((house.x1 - house.x0) / 2 + 14);
    if (inRoof) return [150, 50, 40];
    if (x >= width * 0.52 && x < width * 0.6 && y >= height * 0.6 && y < house.y1) return [90, 60, 40];
    if (x >= width * 0.36 && x < width * 0.44 && y >= height * 0.45 && y < height * 0.53) return [170, 210, 235];
    if (x >= house.x0 && x < house.x1 && y >= house.y0 && y < house.y1) return [225, 205, 170];
    if (x >= width * 0.4 && x < width * 0.5 && y >= height * 0.68 && y < height * 0.8) return (x + y) % 23 === 0 ? [120, 85, 40] : [190, 140, 80];
    if (y < horizon) return [110 + tint, 160 + Math.round((y / horizon) * 60), 230];
    return [70 + ((x * 7 + y * 13) % 17), 130 + tint + ((x * 3 + y * 5) % 21), 60];
  });
}

/** A signature as a phone captures it: a dark stroke on a transparent canvas (RGBA). */
export function signaturePng(width = 420, height = 160): Buffer {
  const ink = new Uint8Array(width * height);
  const phase = randomInt(0, 628) / 100;
  const steps = 2400;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const cx = 30 + t * (width - 60) + 18 * Math.sin(t * 9 * Math.PI + phase);
    const cy = height / 2 + 38 * Math.sin(t * 3 * Math.PI + phase) * (1 - t * 0.5) + 22 * Math.cos(t * 9 * Math.PI + phase);
    for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) {
      const px = Math.round(cx + dx);
      const py = Math.round(cy + dy);
      if (dx * dx + dy * dy <= 5 && px >= 0 && px < width && py >= 0 && py < height) ink[py * width + px] = 255;
    }
  }
  return encodePng(width, height, 4, (x, y) => [20, 30, 90, ink[y * width + x]!]);
}

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
  const foto = photoPng();
  const firma = signaturePng();
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
