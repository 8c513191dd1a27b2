import type { BotEventChange } from '@sig/shared/contract';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import * as repo from './bot.repository';

/** The one writer of the bot's history: every change of state is a typed event (BotEvent), in the change's own transaction. */
export async function botEvent(db: repo.Db, e: { clienteId: string; conversationId: string | null; actorId: string | null; at: string }, change: BotEventChange): Promise<void> {
  await repo.insertEvent(db, {
    id: sortableId(),
    cliente_id: e.clienteId,
    conversation_id: e.conversationId,
    tipo: change.tipo,
    antes: toJson(change.antes),
    despues: toJson(change.despues),
    actor_id: e.actorId,
    at: e.at,
  });
}
