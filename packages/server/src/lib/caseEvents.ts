import { CaseEvent, type UserRef } from '@sig/shared/contract';
import type { CaseEventsTable } from '../db/schema.cases';
import { parseJson } from './json';

/**
 * A stored history row read through the contract: typed by its kind, a row of an early build in today's shape.
 * A row that fits no shape (damaged by hand) is left out (null) rather than taking the whole answer down.
 */
export function readCaseEvent(row: Pick<CaseEventsTable, 'id' | 'at' | 'tipo' | 'antes' | 'despues' | 'comentario'>, actor: UserRef | null): CaseEvent | null {
  const parsed = CaseEvent.safeParse({
    id: row.id,
    at: row.at,
    actor,
    tipo: row.tipo,
    antes: parseJson<unknown>(row.antes, null),
    despues: parseJson<unknown>(row.despues, null),
    comentario: row.comentario,
  });
  return parsed.success ? parsed.data : null;
}
