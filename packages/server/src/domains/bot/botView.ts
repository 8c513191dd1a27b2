import { BOT_WINDOW_MS, type BotConversation, type BotEvent, type BotFlow, type BotMessage } from '@sig/shared/contract';
import type { BotMessagesTable } from '../../db/schema.bot';
import { parseJson } from '../../lib/json';
import type { BotEventsTable } from '../../db/schema.bot';
import type { ConversationRow } from './bot.repository';

/* Rows to the contract's shapes. */

/** What a run captured so far. */
export interface RunData {
  textos: string[];
  opciones: string[];
  ubicacion: { lat: number; lng: number } | null;
  fotos: { storedName: string; mime: string; bytes: number; nombre: string }[];
  /** The web chat's language (the bot's own words); absent: Spanish. */
  idioma?: BotLanguage;
}
export type BotLanguage = 'es' | 'en' | 'tr' | 'ar';
export const emptyRun = (): RunData => ({ textos: [], opciones: [], ubicacion: null, fotos: [] });
export const runOf = (row: { datos: string }): RunData => ({ ...emptyRun(), ...parseJson<Partial<RunData>>(row.datos, {}) });

export const flowOf = (definicion: string): BotFlow => parseJson<BotFlow>(definicion, { saludo: '', inicio: '', nodos: [] });

/** Whether a free-form message may still be sent: within BOT_WINDOW_MS of the contact's last message. */
export const windowOpen = (lastInbound: string | null, now: Date): boolean => lastInbound !== null && now.getTime() - Date.parse(lastInbound) <= BOT_WINDOW_MS;

export function conversationView(r: ConversationRow, now: Date): BotConversation {
  return {
    id: r.id,
    estado: r.estado,
    contacto: { id: r.contact_id, nombre: r.contacto_nombre, canal: r.canal, telefono: r.contacto_telefono },
    agente: r.agente_id ? { id: r.agente_id, displayName: r.agente_nombre ?? '' } : null,
    flujoVersion: r.flow_version,
    enColaDesde: r.queued_at,
    noLeidos: r.no_leidos,
    ultimoMensajeContacto: r.last_inbound_at,
    ventanaAbierta: windowOpen(r.last_inbound_at, now),
    folio: r.folio,
    motivoCierre: r.motivo,
    createdAt: r.created_at,
    closedAt: r.closed_at,
  };
}

export function messageView(m: BotMessagesTable): BotMessage {
  const d = parseJson<{ ubicacion?: { lat: number; lng: number }; opciones?: string[] }>(m.datos, {});
  return { seq: m.seq, autor: m.autor, tipo: m.tipo, texto: m.texto, ubicacion: d.ubicacion ?? null, opciones: d.opciones ?? [], at: m.created_at };
}

export function eventView(e: BotEventsTable & { actor_nombre: string | null }): BotEvent {
  return {
    id: e.id,
    at: e.at,
    actor: e.actor_id ? { id: e.actor_id, displayName: e.actor_nombre ?? '' } : null,
    tipo: e.tipo,
    antes: parseJson(e.antes, null),
    despues: parseJson(e.despues, null),
  } as unknown as BotEvent;
}
