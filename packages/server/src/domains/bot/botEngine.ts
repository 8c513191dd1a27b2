import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CASE_FILES_MAX, type BotFlow, type BotFlowNode, type BotMessage } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { BotChannelsTable, BotConversationsTable, BotMessagesTable } from '../../db/schema.bot';
import { toJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { sortableId } from '../../lib/sortableId';
import { safeTimeZone } from '../../core';
import { addFile, createCase, findCaseHead, findTipo, followLink, linksFor, newFollowCode, type Actor } from '../cases';
import { createRow, lockCatalogs, origenes } from '../catalogs';
import * as repo from './bot.repository';
import { botEvent } from './botHistory';
import type { Outgoing } from './botSenders';
import { emptyRun, flowOf, messageView, runOf, type BotLanguage, type RunData } from './botView';

/*
 * The conversation engine: one inbound message in, the bot's replies out, all in the caller's transaction.
 * A conversation runs the flow version it started with (a later publication does not move it). Steps that
 * wait for the contact (menu, text, location, photo) keep `node_id`; the two ends act at once: "talk to a
 * person" queues the conversation for the contact centre, "file a reporte" creates the case through the cases
 * domain's createCase (the staff intake's own code, origen WhatsApp or Chat web) and answers with the folio
 * and the public follow link. While a person has it (queued or assigned) the bot stays silent.
 */

/** The history's author of what the bot files: no staff user did it. */
export const BOT_ACTOR: Actor = { id: null, displayName: 'Bot' };

export interface Inbound {
  tipo: 'texto' | 'ubicacion' | 'foto' | 'opcion';
  texto?: string;
  opcion?: number;
  ubicacion?: { lat: number; lng: number };
  foto?: RunData['fotos'][number];
  providerId?: string | null;
}

export interface EngineCtx {
  app: FastifyInstance;
  db: repo.Db;
  cliente: ClienteRow;
  channel: BotChannelsTable;
  now: string;
}

/** What the caller does once the transaction has committed: deliver, tell the agents, announce a filing. */
export interface Effects {
  conversationId: string;
  replies: Outgoing[];
  queueChanged: boolean;
  /** The inbound message stored (null for a start, or a replay). */
  stored: BotMessage | null;
  agentId: string | null;
  noLeidos: number;
  filedCaseId: string | null;
}

/** Thrown inside the transaction when a provider's message id is already stored: the caller rolls back and answers 200. */
export class DuplicateMessage extends Error {}

const CANAL_ORIGEN: Record<BotChannelsTable['tipo'], string> = { web: 'Chat web', webhook: 'WhatsApp', whatsapp: 'WhatsApp' };
/**
 * What the bot says on its own (the flow's texts are the cliente's), in the web chat's four languages; a
 * provider's contact gets Spanish.
 */
const SYSTEM: Record<BotLanguage, { notUnderstood: string; askLocation: string; askPhoto: string; noFlow: string; cantFile: string; folio: string; follow: string }> = {
  es: {
    notUnderstood: 'No entendí tu respuesta.',
    askLocation: 'Comparte tu ubicación para continuar.',
    askPhoto: 'Envía una foto para continuar.',
    noFlow: 'Gracias por escribir. Una persona te atenderá en breve.',
    cantFile: 'No pudimos registrar tu reporte en este momento. Una persona te atenderá en breve.',
    folio: 'Folio',
    follow: 'Sigue tu reporte aquí',
  },
  en: {
    notUnderstood: "I didn't understand your answer.",
    askLocation: 'Share your location to continue.',
    askPhoto: 'Send a photo to continue.',
    noFlow: 'Thank you for writing. A person will attend you shortly.',
    cantFile: 'We could not file your report right now. A person will attend you shortly.',
    folio: 'Folio',
    follow: 'Follow your report here',
  },
  tr: {
    notUnderstood: 'Cevabınızı anlayamadım.',
    askLocation: 'Devam etmek için konumunuzu paylaşın.',
    askPhoto: 'Devam etmek için bir fotoğraf gönderin.',
    noFlow: 'Yazdığınız için teşekkürler. Kısa süre içinde bir yetkili sizinle ilgilenecek.',
    cantFile: 'Bildiriminizi şu anda kaydedemedik. Kısa süre içinde bir yetkili sizinle ilgilenecek.',
    folio: 'Takip numarası',
    follow: 'Bildiriminizi buradan takip edin',
  },
  ar: {
    notUnderstood: 'لم أفهم إجابتك.',
    askLocation: 'شارك موقعك للمتابعة.',
    askPhoto: 'أرسل صورة للمتابعة.',
    noFlow: 'شكرًا لتواصلك. سيتولى أحد الموظفين الرد عليك قريبًا.',
    cantFile: 'تعذّر تسجيل بلاغك الآن. سيتولى أحد الموظفين الرد عليك قريبًا.',
    folio: 'رقم المتابعة',
    follow: 'تابع بلاغك هنا',
  },
};
const sys = (run: RunData) => SYSTEM[run.idioma ?? 'es'];
const DESCRIPCION_MAX = 4000;

const nodeOf = (flow: BotFlow, id: string | null): BotFlowNode | undefined => (id ? flow.nodos.find((n) => n.id === id) : undefined);

type NewMessage = Pick<BotMessagesTable, 'autor' | 'tipo' | 'texto'> & { datos?: object; providerId?: string | null; agenteId?: string | null };

async function addMessage(ctx: EngineCtx, conversationId: string, m: NewMessage, claimed?: number): Promise<BotMessage> {
  const seq = claimed ?? (await repo.nextSeq(ctx.db, ctx.cliente.id, conversationId));
  const row: BotMessagesTable = {
    id: sortableId(),
    cliente_id: ctx.cliente.id,
    conversation_id: conversationId,
    channel_id: ctx.channel.id,
    seq,
    autor: m.autor,
    tipo: m.tipo,
    texto: m.texto,
    datos: toJson(m.datos ?? {}),
    provider_id: m.providerId ?? null,
    agente_id: m.agenteId ?? null,
    created_at: ctx.now,
  };
  if (!(await repo.insertMessage(ctx.db, row))) throw new DuplicateMessage();
  return messageView(row);
}

/** Stores a message a staff agent sends (the contact centre's door into the numbering). */
export const addAgentMessage = (ctx: EngineCtx, conversationId: string, agenteId: string, tipo: 'texto' | 'plantilla', texto: string) =>
  addMessage(ctx, conversationId, { autor: 'agente', tipo, texto, agenteId });

/** A reply of the bot: stored, and kept for delivery. */
async function say(ctx: EngineCtx, conversationId: string, out: Outgoing[], texto: string, opciones: string[] = []): Promise<void> {
  await addMessage(ctx, conversationId, { autor: 'bot', tipo: 'texto', texto, datos: opciones.length ? { opciones } : {} });
  out.push({ texto, opciones });
}

const prompt = (ctx: EngineCtx, id: string, out: Outgoing[], node: BotFlowNode) => say(ctx, id, out, node.texto, node.tipo === 'menu' ? node.opciones.map((o) => o.etiqueta) : []);

async function queue(ctx: EngineCtx, conv: Pick<BotConversationsTable, 'id' | 'estado'>, run: RunData, effects: Effects): Promise<void> {
  await repo.updateConversation(ctx.db, ctx.cliente.id, conv.id, { estado: 'en_cola', node_id: null, queued_at: ctx.now, datos: toJson(run), updated_at: ctx.now });
  await botEvent(ctx.db, { clienteId: ctx.cliente.id, conversationId: conv.id, actorId: null, at: ctx.now }, { tipo: 'en_cola', antes: { estado: conv.estado }, despues: { estado: 'en_cola' } });
  effects.queueChanged = true;
}

/** The origen a bot filing is recorded under, created once (through the catalogue code) when the cliente has none of that name. */
async function origenFor(ctx: EngineCtx): Promise<string | null> {
  const nombre = CANAL_ORIGEN[ctx.channel.tipo];
  const keys = ctx.channel.tipo === 'web' ? [fold(nombre), fold('Web')] : [fold(nombre)];
  const found = await repo.findOrigen(ctx.db, ctx.cliente.id, keys);
  if (found) return found;
  await lockCatalogs(ctx.db, ctx.cliente.id);
  const again = await repo.findOrigen(ctx.db, ctx.cliente.id, keys);
  if (again) return again;
  if (await repo.origenNamed(ctx.db, ctx.cliente.id, keys[0]!)) return null;
  return (await createRow({ db: ctx.db, clienteId: ctx.cliente.id, actorId: null, now: ctx.now }, origenes, { nombre })).id;
}

function descripcionOf(run: RunData): string {
  const text = run.textos.join('\n').trim();
  const d = text.length >= 5 ? text : `Reporte recibido por el bot${run.opciones.length ? `: ${run.opciones.join(' › ')}` : '.'}${text ? `\n${text}` : ''}`;
  return d.slice(0, DESCRIPCION_MAX);
}

/** Files the reporte the run gathered; false (and the conversation is queued instead) when it cannot be filed. */
async function fileReporte(ctx: EngineCtx, conv: Pick<BotConversationsTable, 'id' | 'estado' | 'contact_id'>, node: Extract<BotFlowNode, { tipo: 'reporte' }>, run: RunData, out: Outgoing[], effects: Effects): Promise<void> {
  const { db, cliente } = ctx;
  const tipo = await findTipo(db, cliente.id, 'reporte', node.tipoId);
  // a tipo deactivated after publishing, or a run without a place: a person takes it rather than losing it
  if (!tipo || !tipo.activo || !run.ubicacion) {
    await say(ctx, conv.id, out, sys(run).cantFile);
    return queue(ctx, conv, run, effects);
  }
  const contact = (await repo.findContact(db, cliente.id, conv.contact_id))!;
  const codigo = newFollowCode();
  const caseCtx = { db, clienteId: cliente.id, kind: 'reporte' as const, actor: BOT_ACTOR, now: ctx.now, timeZone: safeTimeZone(cliente.timezone), follow: linksFor(ctx.app, cliente) };
  const caseId = await createCase(
    caseCtx,
    {
      tipoId: tipo.id,
      descripcion: descripcionOf(run),
      ubicacion: run.ubicacion,
      origenId: await origenFor(ctx),
      contacto: { nombre: contact.nombre.slice(0, 160), telefono: contact.telefono ?? '', email: '' },
    },
    { habitanteId: contact.habitante_id, followCode: codigo },
  );
  for (const f of run.fotos.slice(0, CASE_FILES_MAX)) await addFile(caseCtx, caseId, { nombre: f.nombre, tipo: f.mime, bytes: f.bytes, storedName: f.storedName }, CASE_FILES_MAX);
  const folio = (await findCaseHead(db, cliente.id, caseId))!.folio;
  const link = followLink(ctx.app.config.publicUrl, cliente.slug, folio, codigo);
  await say(ctx, conv.id, out, `${node.texto}\n${sys(run).folio}: ${folio}\n${sys(run).follow}: ${link}`);
  await repo.updateConversation(db, cliente.id, conv.id, { estado: 'cerrada', node_id: null, closed_at: ctx.now, motivo: 'reporte', case_id: caseId, folio, datos: toJson(run), updated_at: ctx.now });
  const at = { clienteId: cliente.id, conversationId: conv.id, actorId: null, at: ctx.now };
  await botEvent(db, at, { tipo: 'reporte', antes: null, despues: { caseId, folio } });
  await botEvent(db, at, { tipo: 'cerrada', antes: { estado: conv.estado }, despues: { estado: 'cerrada', motivo: 'reporte' } });
  effects.filedCaseId = caseId;
}

/** Enters `nodeId`: a waiting step asks its question; an end acts. */
async function enter(ctx: EngineCtx, conv: Pick<BotConversationsTable, 'id' | 'estado' | 'contact_id'>, flow: BotFlow, nodeId: string, run: RunData, out: Outgoing[], effects: Effects): Promise<void> {
  const node = nodeOf(flow, nodeId);
  if (!node) return queue(ctx, conv, run, effects); // published flows are valid; an unknown step hands over rather than sticking
  if (node.tipo === 'humano') {
    await say(ctx, conv.id, out, node.texto);
    return queue(ctx, conv, run, effects);
  }
  if (node.tipo === 'reporte') return fileReporte(ctx, conv, node, run, out, effects);
  await prompt(ctx, conv.id, out, node);
  await repo.updateConversation(ctx.db, ctx.cliente.id, conv.id, { node_id: node.id, datos: toJson(run), updated_at: ctx.now });
}

const blank = (conversationId: string): Effects => ({ conversationId, replies: [], queueChanged: false, stored: null, agentId: null, noLeidos: 0, filedCaseId: null });

/** A new conversation of the contact on the cliente's newest published flow: the greeting and the first step (or straight to a person when nothing is published). */
export async function startConversation(ctx: EngineCtx, contactId: string, tokenHash: string | null, first?: Inbound, idioma?: BotLanguage): Promise<Effects> {
  const run: RunData = { ...emptyRun(), ...(idioma && { idioma }) };
  const version = await repo.latestVersion(ctx.db, ctx.cliente.id);
  const id = randomUUID();
  await repo.insertConversation(ctx.db, {
    id,
    cliente_id: ctx.cliente.id,
    contact_id: contactId,
    channel_id: ctx.channel.id,
    token_hash: tokenHash,
    flow_version: version?.version ?? null,
    node_id: null,
    datos: toJson(run),
    estado: 'bot',
    agente_id: null,
    queued_at: null,
    assigned_at: null,
    first_response_at: null,
    first_response_ms: null,
    closed_at: null,
    motivo: null,
    case_id: null,
    folio: null,
    no_leidos: 0,
    last_seq: 0,
    last_inbound_at: null,
    version: 1,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  await botEvent(ctx.db, { clienteId: ctx.cliente.id, conversationId: id, actorId: null, at: ctx.now }, { tipo: 'iniciada', antes: null, despues: { estado: 'bot', flujoVersion: version?.version ?? null, canal: ctx.channel.tipo } });
  const effects = blank(id);
  const conv = { id, estado: 'bot' as const, contact_id: contactId };
  // the provider's first message opens the conversation: stored (once), then greeted, not read as an answer
  if (first) {
    effects.stored = await addMessage(ctx, id, { autor: 'contacto', ...inboundText(first, []), providerId: first.providerId ?? null });
    await repo.updateConversation(ctx.db, ctx.cliente.id, id, { last_inbound_at: ctx.now });
    await repo.updateContact(ctx.db, ctx.cliente.id, contactId, { last_inbound_at: ctx.now });
  }
  if (!version) {
    await say(ctx, id, effects.replies, sys(run).noFlow);
    await queue(ctx, conv, run, effects);
    return effects;
  }
  const flow = flowOf(version.definicion);
  await say(ctx, id, effects.replies, flow.saludo);
  await enter(ctx, conv, flow, flow.inicio, run, effects.replies, effects);
  return effects;
}

/** The option a menu answer names: its number (typed or tapped), or its words. */
function chosen(node: Extract<BotFlowNode, { tipo: 'menu' }>, m: Inbound): number | null {
  if (m.tipo === 'opcion' && m.opcion) return m.opcion <= node.opciones.length ? m.opcion - 1 : null;
  if (m.tipo !== 'texto' || !m.texto) return null;
  const typed = m.texto.trim();
  if (/^\d{1,2}\.?$/.test(typed)) {
    const n = Number.parseInt(typed, 10);
    return n >= 1 && n <= node.opciones.length ? n - 1 : null;
  }
  const i = node.opciones.findIndex((o) => fold(o.etiqueta) === fold(typed));
  return i >= 0 ? i : null;
}

function inboundText(m: Inbound, opciones: string[]): { tipo: BotMessagesTable['tipo']; texto: string; datos: object } {
  if (m.tipo === 'ubicacion') return { tipo: 'ubicacion', texto: '', datos: { ubicacion: m.ubicacion } };
  if (m.tipo === 'foto') return { tipo: 'foto', texto: m.foto?.nombre ?? '', datos: {} };
  if (m.tipo === 'opcion') return { tipo: 'texto', texto: opciones[(m.opcion ?? 0) - 1] ?? String(m.opcion), datos: {} };
  return { tipo: 'texto', texto: m.texto ?? '', datos: {} };
}

/** One inbound message on an open conversation: stored once (a provider's replay throws DuplicateMessage), then the bot's step or the agent's unread count. */
export async function handleInbound(ctx: EngineCtx, conversationId: string, m: Inbound): Promise<Effects> {
  const { db, cliente } = ctx;
  // the message's number, the times and (with a person) the unread count, as one write that also reads the state
  const conv = (await repo.claimInbound(db, cliente.id, conversationId, ctx.now))!;
  const effects = blank(conversationId);
  // while a person holds the conversation the flow is not read (most messages then: the agent's chats)
  const flow = conv.estado === 'bot' && conv.flow_version !== null ? flowOf((await repo.findVersion(db, cliente.id, conv.flow_version))?.definicion ?? '') : null;
  const node = flow ? nodeOf(flow, conv.node_id) : undefined;
  const shown = inboundText(m, node?.tipo === 'menu' ? node.opciones.map((o) => o.etiqueta) : []);
  effects.stored = await addMessage(ctx, conversationId, { autor: 'contacto', ...shown, providerId: m.providerId ?? null }, Number(conv.last_seq));
  await repo.updateContact(db, cliente.id, conv.contact_id, { last_inbound_at: ctx.now });

  if (conv.estado !== 'bot') {
    // a person has it (or will): counted unread for them above, the bot says nothing
    effects.agentId = conv.agente_id;
    effects.noLeidos = conv.no_leidos;
    return effects;
  }
  const out = effects.replies;
  if (!flow || !node) {
    await queue(ctx, conv, runOf(conv), effects);
    return effects;
  }
  const run = runOf(conv);
  const again = async (why: string) => {
    await say(ctx, conversationId, out, why);
    await prompt(ctx, conversationId, out, node);
  };
  switch (node.tipo) {
    case 'menu': {
      const i = chosen(node, m);
      if (i === null) return (await again(sys(run).notUnderstood), effects);
      run.opciones.push(node.opciones[i]!.etiqueta);
      await enter(ctx, conv, flow, node.opciones[i]!.siguiente, run, out, effects);
      break;
    }
    case 'texto':
      if (m.tipo !== 'texto' || !m.texto) return (await again(sys(run).notUnderstood), effects);
      run.textos.push(m.texto);
      await enter(ctx, conv, flow, node.siguiente, run, out, effects);
      break;
    case 'ubicacion':
      if (m.tipo !== 'ubicacion' || !m.ubicacion) return (await again(sys(run).askLocation), effects);
      run.ubicacion = m.ubicacion;
      await enter(ctx, conv, flow, node.siguiente, run, out, effects);
      break;
    case 'foto':
      // a provider's image comes fetched and stored (inbound.service's providerPhoto), or, when it could not be, without a file
      if (m.tipo === 'foto') {
        if (m.foto) run.fotos.push(m.foto);
      } else if (!node.opcional) return (await again(sys(run).askPhoto), effects);
      await enter(ctx, conv, flow, node.siguiente, run, out, effects);
      break;
    default:
      await queue(ctx, conv, run, effects);
  }
  return effects;
}

/**
 * Whether the conversation's current step is a photo: the web chat refuses a photo nobody asked for before
 * storing it (a person attending cannot see files yet: that is step 2's, with the chat centre's page).
 */
export async function expectsPhoto(db: repo.Db, clienteId: string, conversationId: string): Promise<boolean> {
  const conv = await repo.findConversation(db, clienteId, conversationId);
  if (!conv || conv.estado !== 'bot' || conv.flow_version === null) return false;
  const flow = flowOf((await repo.findVersion(db, clienteId, conv.flow_version))?.definicion ?? '');
  return nodeOf(flow, conv.node_id)?.tipo === 'foto';
}
