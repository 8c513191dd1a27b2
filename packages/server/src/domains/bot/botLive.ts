import type { FastifyInstance } from 'fastify';
import { BOT_SOCKET_EVENTS, type BotConversation, type BotLiveMessage, type BotQueueChanged } from '@sig/shared/contract';
import { announceFiling } from '../cases';
import { botAgentsRoom } from '../realtime';
import * as repo from './bot.repository';
import type { Effects } from './botEngine';

/*
 * What the contact centre hears live, through the realtime domain's emit path (the Redis adapter carries it to
 * every node): queue changes to the cliente's agents' room, a new message or a new conversation to one agent.
 * Payloads name conversations and counts; a contact's words go only to the agent who has the conversation.
 */
export function botLive(app: FastifyInstance) {
  return {
    async queueChanged(clienteId: string, conversacionId: string, estado: BotQueueChanged['estado']): Promise<void> {
      const payload: BotQueueChanged = { esperando: await repo.countWaiting(app.db, clienteId), conversacionId, estado };
      app.realtime.emitToRoom(botAgentsRoom(clienteId), BOT_SOCKET_EVENTS.cola, payload);
    },
    assigned(clienteId: string, agentId: string, conversation: BotConversation): void {
      app.realtime.emitToMember(clienteId, agentId, BOT_SOCKET_EVENTS.asignada, conversation);
    },
    /** After an inbound's transaction: the agent's message, the queue, a filed reporte's announcement. */
    async after(clienteId: string, effects: Effects): Promise<void> {
      if (effects.agentId && effects.stored) {
        const payload: BotLiveMessage = { conversacionId: effects.conversationId, mensaje: effects.stored, noLeidos: effects.noLeidos };
        app.realtime.emitToMember(clienteId, effects.agentId, BOT_SOCKET_EVENTS.mensaje, payload);
      }
      if (effects.queueChanged) await this.queueChanged(clienteId, effects.conversationId, 'en_cola');
      if (effects.filedCaseId) announceFiling(app, clienteId, 'reporte', effects.filedCaseId, 'el bot');
    },
  };
}
export type BotLive = ReturnType<typeof botLive>;
