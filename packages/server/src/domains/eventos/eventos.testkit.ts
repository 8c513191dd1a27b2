import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { EV_PATHS, EV_PUBLIC_PATHS, evPath, type EvEventoBody } from '@sig/shared/contract';
import { makeUser, type TestEnv } from '../../testing/testApp';
import { newTenant, type Tenant } from '../../testing/tenants';
import { identity } from '../../core';

/* Helpers of Eventos' tests (not a test file itself). */

export async function evRoles(env: TestEnv, clienteId: string): Promise<void> {
  await identity.insertRole(env.app.db, clienteId, 'Eventos lista', ['EventoList']);
  await identity.insertRole(env.app.db, clienteId, 'Eventos editor', ['EventoEdit']);
}

export interface EvTenant extends Tenant {
  /** EventoEdit. */
  editor: string;
  /** EventoList: a door. Two of them, "Ana" and "Beto". */
  puerta1: string;
  puerta1Id: string;
  puerta2: string;
  puerta2Id: string;
}

let seq = 0;

async function userWithRole(env: TestEnv, slug: string, role: string, name: string): Promise<{ token: string; id: string }> {
  const email = `${name.toLowerCase()}${++seq}@${slug}.sig`;
  const token = await makeUser(env, email, role, slug);
  const user = (await identity.findUserByEmail(env.app.db, email))!;
  await env.app.db.updateTable('users').set({ display_name: `${name} Puerta` }).where('id', '=', user.id).execute();
  return { token, id: user.id };
}

/** A fresh cliente with sig, midb and eventos, an editor and two door users. */
export async function evTenant(env: TestEnv, tag = 'ev'): Promise<EvTenant> {
  const t = await newTenant(env, tag, ['sig', 'midb', 'eventos']);
  await evRoles(env, t.id);
  const editor = await userWithRole(env, t.slug, 'Eventos editor', 'Elena');
  const p1 = await userWithRole(env, t.slug, 'Eventos lista', 'Ana');
  const p2 = await userWithRole(env, t.slug, 'Eventos lista', 'Beto');
  return { ...t, editor: editor.token, puerta1: p1.token, puerta1Id: p1.id, puerta2: p2.token, puerta2Id: p2.id };
}

/** An event two weeks after the test clock's day (2026-01-15), open for registration now. */
export const eventoBody = (over: Partial<EvEventoBody> = {}): EvEventoBody => ({
  titulo: 'Feria de la salud',
  descripcion: 'Consultas gratuitas y vacunas.',
  lugar: 'Plaza principal',
  ubicacion: { lat: 19.4326, lng: -99.1332 },
  inicio: '2026-02-01T16:00:00.000Z',
  fin: '2026-02-01T20:00:00.000Z',
  capacidad: 10,
  registroDesde: null,
  registroHasta: null,
  soloPadron: false,
  listaEspera: true,
  estado: 'publicado',
  ...over,
});

/** The staff API of Eventos as one token sees it. */
export function evApi(env: TestEnv, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload });
  const P = EV_PATHS;
  const at = (template: string, id: string, registroId = '') => evPath(template, { id, registroId });
  return {
    list: (query = '') => call('GET', `${P.eventos}${query}`),
    create: (body: object) => call('POST', P.eventos, body),
    get: (id: string) => call('GET', at(P.evento, id)),
    update: (id: string, body: object) => call('PUT', at(P.evento, id), body),
    registros: (id: string, query = '') => call('GET', `${at(P.registros, id)}${query}`),
    csv: (id: string, query = '') => call('GET', `${at(P.registrosCsv, id)}${query}`),
    registro: (id: string, registroId: string) => call('GET', at(P.registro, id, registroId)),
    cancelar: (id: string, registroId: string, motivo = 'Pidió cancelar por teléfono') => call('POST', at(P.cancelarRegistro, id, registroId), { motivo }),
    scan: (id: string, body: object) => call('POST', at(P.checkin, id), body),
    lote: (id: string, body: object) => call('POST', at(P.lote, id), body),
    kit: (id: string) => call('GET', at(P.kit, id)),
  };
}

/** The public API of Eventos (no token). */
export function evPublic(env: TestEnv, slug: string) {
  const P = EV_PUBLIC_PATHS;
  return {
    evento: (eventoId: string) => env.inject({ method: 'GET', url: evPath(P.evento, { cliente: slug, eventoId }) }),
    registrar: (eventoId: string, body: object) => env.inject({ method: 'POST', url: evPath(P.registros, { cliente: slug, eventoId }), payload: body }),
    boleto: (eventoId: string, registroId: string) => env.inject({ method: 'GET', url: evPath(P.boleto, { eventoId, registroId }) }),
    qr: (eventoId: string, registroId: string) => env.inject({ method: 'GET', url: evPath(P.boletoQr, { eventoId, registroId }) }),
    cancelar: (eventoId: string, registroId: string) => env.inject({ method: 'POST', url: evPath(P.cancelar, { eventoId, registroId }) }),
  };
}

/** Creates an event (by the editor) and returns its id. */
export async function newEvento(env: TestEnv, token: string, over: Partial<EvEventoBody> = {}): Promise<string> {
  const res = await evApi(env, token).create(eventoBody(over));
  if (res.statusCode !== 201) throw new Error(`evento: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** Registers a visitor by name and e-mail; returns the answer. */
export async function registrar(env: TestEnv, slug: string, eventoId: string, n: number | string): Promise<{ registroId: string; estado: string; posicionEspera: number | null }> {
  const res = await evPublic(env, slug).registrar(eventoId, { nombre: `Visitante ${n}`, email: `visitante${n}@correo.mx` });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`registro: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A scan body with a new device id, scanned now (or at `at`). */
export const scanBody = (lectura: { token: string } | { codigo: string }, puerta = 'Puerta norte', at = '2026-01-15T12:00:00.000Z') => ({
  ...lectura,
  puerta,
  clientId: randomUUID(),
  escaneadoEn: at,
});

/** The ticket's signed token (the QR's content). */
export async function tokenOf(env: TestEnv, eventoId: string, registroId: string): Promise<string> {
  const res = await env.inject({ method: 'GET', url: evPath(EV_PUBLIC_PATHS.boleto, { eventoId, registroId }) });
  const token = res.json().token as string | null;
  if (!token) throw new Error(`no token: ${res.body}`);
  return token;
}
