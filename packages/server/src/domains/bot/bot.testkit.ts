import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { BOT_CHAT_TOKEN_HEADER, BOT_PATHS, BOT_PUBLIC_PATHS, BOT_SIGNATURE_HEADER, botPath } from '@sig/shared/contract';
import { USER_PASSWORD, type TestEnv } from '../../testing/testApp';
import { namesOf, newTenant, type Tenant } from '../../testing/tenants';
import { createActiveUser, identity } from '../../core';
import { seedDemoCatalogs } from '../catalogs';

/* Helpers of the bot's tests (not a test file itself). */

export interface BotTenant extends Tenant {
  /** Two contact-centre agents (SigChatCenter + SigContactos) and a user with neither (Consulta). */
  agent1: string;
  agent2: string;
  viewer: string;
  agent1Id: string;
  agent2Id: string;
  tipos: Record<string, string>;
  signIn(): Promise<void>;
}

let seq = 0;

/** A fresh cliente with the `bot` product and the demo catalogues, its administrator and two agents. */
export async function botTenant(env: TestEnv, tag = 'bot'): Promise<BotTenant> {
  const t = await newTenant(env, tag, ['sig', 'bot']);
  await seedDemoCatalogs(env.app.db, t.id, env.clock.fn().toISOString());
  await identity.insertRole(env.app.db, t.id, 'Agente de chat', ['SigChatCenter', 'SigContactos']);
  const user = async (role: string, name: string) => {
    const email = `u${++seq}.${Date.now().toString(36)}@${t.slug}.sig`;
    await createActiveUser(env.app.authDeps, { email, password: USER_PASSWORD, clienteSlug: t.slug, roleName: role, displayName: name });
    return email;
  };
  const emails = { agent1: await user('Agente de chat', 'Ana Agente'), agent2: await user('Agente de chat', 'Beto Agente'), viewer: await user('Consulta', 'Vera Consulta'), admin: `admin@${t.slug}.sig` };
  const bt = {
    ...t,
    agent1: '',
    agent2: '',
    viewer: '',
    agent1Id: (await identity.findUserByEmail(env.app.db, emails.agent1))!.id,
    agent2Id: (await identity.findUserByEmail(env.app.db, emails.agent2))!.id,
    tipos: await namesOf(env, 'tipos_reporte', t.id),
    async signIn() {
      bt.agent1 = await env.login(emails.agent1, USER_PASSWORD);
      bt.agent2 = await env.login(emails.agent2, USER_PASSWORD);
      bt.viewer = await env.login(emails.viewer, USER_PASSWORD);
      bt.admin = await env.login(emails.admin, USER_PASSWORD);
    },
  };
  await bt.signIn();
  return bt;
}

/** A valid flow: a menu to report a pothole (text, location, photo, reporte) or talk to a person. */
export function potholeFlow(tipoId: string, saludo = '¡Hola! Soy el asistente del municipio.') {
  return {
    saludo,
    inicio: 'menu',
    nodos: [
      { id: 'menu', tipo: 'menu', texto: '¿Qué necesitas?', opciones: [{ etiqueta: 'Reportar un bache', siguiente: 'desc' }, { etiqueta: 'Hablar con una persona', siguiente: 'persona' }] },
      { id: 'desc', tipo: 'texto', texto: 'Describe el problema.', siguiente: 'lugar' },
      { id: 'lugar', tipo: 'ubicacion', texto: 'Comparte la ubicación.', siguiente: 'foto' },
      { id: 'foto', tipo: 'foto', texto: 'Envía una foto (o escribe «no»).', siguiente: 'fin', opcional: true },
      { id: 'fin', tipo: 'reporte', texto: 'Tu reporte quedó registrado.', tipoId },
      { id: 'persona', tipo: 'humano', texto: 'Te comunicamos con una persona.' },
    ],
  };
}

/** The staff API as one token sees it. */
export function botApi(env: TestEnv, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload });
  const P = BOT_PATHS;
  const c = (template: string, id: string) => botPath(template, { id });
  return {
    flow: () => call('GET', P.flujo),
    saveDraft: (flujo: object, version: number) => call('PUT', P.flujo, { flujo, version }),
    validate: (flujo: object) => call('POST', P.validar, { flujo, version: 0 }),
    publish: (version: number) => call('POST', P.publicar, { version }),
    /** Saves the flow over whatever draft there is and publishes it; returns the published version. */
    async publishFlow(flujo: object): Promise<number> {
      const state = (await call('GET', P.flujo)).json();
      const saved = await call('PUT', P.flujo, { flujo, version: state.borrador?.version ?? 0 });
      if (saved.statusCode !== 200) throw new Error(`save draft: ${saved.statusCode} ${saved.body}`);
      const res = await call('POST', P.publicar, { version: saved.json().borrador.version });
      if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
      return res.json().publicada.version;
    },
    channel: (body: object) => call('POST', P.canales, body),
    channels: () => call('GET', P.canales),
    settings: () => call('GET', P.ajustes),
    saveSettings: (body: object) => call('PUT', P.ajustes, body),
    templates: () => call('GET', P.plantillas),
    template: (body: object) => call('POST', P.plantillas, body),
    canned: () => call('GET', P.respuestas),
    addCanned: (body: object) => call('POST', P.respuestas, body),
    putCanned: (id: string, body: object) => call('PUT', c(P.respuesta, id), body),
    deleteCanned: (id: string) => call('DELETE', c(P.respuesta, id)),
    queue: () => call('GET', P.cola),
    autoAssign: () => call('POST', P.autoasignar),
    mine: () => call('GET', P.mias),
    detail: (id: string) => call('GET', c(P.conversacion, id)),
    take: (id: string) => call('POST', c(P.tomar, id)),
    transfer: (id: string, agenteId: string) => call('POST', c(P.transferir, id), { agenteId }),
    send: (id: string, body: object) => call('POST', c(P.mensajes, id), body),
    read: (id: string) => call('POST', c(P.leido, id)),
    close: (id: string, body: object) => call('POST', c(P.cerrar, id), body),
    metrics: () => call('GET', P.metricas),
    contacts: (query = '') => call('GET', `${P.contactos}${query}`),
    contact: (id: string) => call('GET', c(P.contacto, id)),
  };
}

/** The public web chat of one web channel (no staff token). */
export function webChat(env: TestEnv, slug: string, botId: string) {
  const p = (template: string) => botPath(template, { cliente: slug, botId });
  let token = '';
  const headers = () => ({ [BOT_CHAT_TOKEN_HEADER]: token });
  return {
    get token() {
      return token;
    },
    async start(idioma?: string) {
      const res = await env.inject({ method: 'POST', url: p(BOT_PUBLIC_PATHS.chat), payload: idioma ? { idioma } : {} });
      if (res.statusCode === 201) token = res.json().token;
      return res;
    },
    send: (payload: object, tokenOverride?: string) => env.inject({ method: 'POST', url: p(BOT_PUBLIC_PATHS.mensajes), payload, headers: tokenOverride !== undefined ? { [BOT_CHAT_TOKEN_HEADER]: tokenOverride } : headers() }),
    read: (desde = 0) => env.inject({ method: 'GET', url: `${p(BOT_PUBLIC_PATHS.mensajes)}?desde=${desde}`, headers: headers() }),
    photo: (bytes: Buffer) => env.inject({ method: 'POST', url: p(BOT_PUBLIC_PATHS.foto), payload: bytes, headers: { ...headers(), 'content-type': 'application/octet-stream' } }),
  };
}

export const sign = (secret: string, raw: string | Buffer): string => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** A signed POST to a channel's webhook (the body as given, byte for byte). */
export function webhook(env: TestEnv, channelId: string, secret: string, body: object | string, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return env.inject({ method: 'POST', url: botPath(BOT_PATHS.webhook, { channelId }), payload: raw, headers: { 'content-type': 'application/json', [BOT_SIGNATURE_HEADER]: signature ?? sign(secret, raw) } });
}

/** A plain provider body of one message. */
export const plainMessage = (id: string, from: string, m: { texto?: string; ubicacion?: { lat: number; lng: number }; nombre?: string; curp?: string }) => ({ messages: [{ id, from, ...m }] });

/** Rows the bot keeps for a cliente, by table (to check that a refused request wrote nothing). */
export async function botCounts(env: TestEnv, clienteId: string): Promise<Record<string, number>> {
  // replies go out (and into bot_outbox) after the answer: count once they are all written
  await env.app.background.settle();
  const out: Record<string, number> = {};
  for (const table of ['bot_contacts', 'bot_conversations', 'bot_messages', 'bot_events', 'bot_outbox'] as const) {
    const r = await env.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).where('cliente_id', '=', clienteId).executeTakeFirstOrThrow();
    out[table] = Number(r.n);
  }
  return out;
}
