import type { FastifyInstance } from 'fastify';
import type { ClienteRow } from '../../db/schema';
import type { EvEventosTable, EvHistorialTable, EvRegistrosTable } from '../../db/schema.eventos';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import * as repo from './eventos.repository';
import { evError } from './eventosError';
import { queueBoletoMail } from './eventosMail';

/*
 * Seats and the waiting list, always inside the caller's transaction. A seat is taken by the guarded update of
 * the event's counter (repo.takeSeat), never by reading a count first: on PostgreSQL the update waits on the
 * event's row and checks `ocupados < capacidad` again, on SQLite transactions run one at a time, so neither lets
 * one seat more. A freed seat goes to the oldest waiting registration in the same transaction, which is mailed.
 */

type Db = repo.Db;
type ClienteMail = Pick<ClienteRow, 'id' | 'nombre' | 'timezone'>;

export function historia(e: Pick<EvEventosTable, 'id' | 'cliente_id'>, registroId: string | null, tipo: EvHistorialTable['tipo'], autorId: string | null, antes: object | null, despues: object | null, at: string): EvHistorialTable {
  return {
    id: sortableId(),
    cliente_id: e.cliente_id,
    evento_id: e.id,
    registro_id: registroId,
    tipo,
    autor_id: autorId,
    antes: antes ? toJson(antes) : null,
    despues: despues ? toJson(despues) : null,
    created_at: at,
  };
}

export function seats(app: FastifyInstance) {
  /** Promotes the oldest waiting registrations while seats are free; returns the promoted ids. */
  async function fill(trx: Db, cliente: ClienteMail, e: EvEventosTable, now: string): Promise<string[]> {
    const promoted: string[] = [];
    for (;;) {
      const next = await repo.oldestEspera(trx, e.id);
      if (!next) break;
      if (!(await repo.takeSeat(trx, e.id))) break;
      if (!(await repo.moveRegistro(trx, next.id, 'espera', { estado: 'confirmado', updated_at: now }))) {
        // promoted or cancelled by another transaction between the read and the seat: give the seat back, look again
        await repo.freeSeat(trx, e.id);
        continue;
      }
      promoted.push(next.id);
      await repo.insertHistoria(trx, [historia(e, next.id, 'promovido', null, { estado: 'espera', posicion: next.espera_orden }, { estado: 'confirmado' }, now)]);
      await queueBoletoMail(trx, app.config.publicUrl, now, { cliente, evento: e, registro: { ...next, estado: 'confirmado' }, kind: 'promovido' });
    }
    return promoted;
  }

  /**
   * Cancels a registration (read again inside the transaction); a confirmed one gives its seat back and the
   * waiting list moves up. 409 eventos.ya_cancelado when it already was.
   */
  async function cancel(trx: Db, cliente: ClienteMail, e: EvEventosTable, registroId: string, autorId: string | null, motivo: string | null, now: string): Promise<string[]> {
    const r = await repo.findRegistro(trx, e.id, registroId);
    if (!r) throw evError(404, 'eventos.registro_not_found');
    if (r.estado === 'cancelado') throw evError(409, 'eventos.ya_cancelado');
    if (r.estado === 'confirmado') await repo.freeSeat(trx, e.id);
    if (!(await repo.moveRegistro(trx, r.id, r.estado, { estado: 'cancelado', motivo_cancelacion: motivo, updated_at: now }))) throw evError(409, 'eventos.ya_cancelado');
    await repo.insertHistoria(trx, [historia(e, r.id, 'cancelado', autorId, { estado: r.estado }, { estado: 'cancelado', motivo, por: autorId ? 'personal' : 'titular' }, now)]);
    return r.estado === 'confirmado' ? fill(trx, cliente, e, now) : [];
  }

  /**
   * A seat if one is left, else a place on the waiting list (when the event has one), else 409 eventos.lleno.
   * Returns the registration's state and waiting number.
   */
  async function seatOrWait(trx: Db, e: EvEventosTable): Promise<Pick<EvRegistrosTable, 'estado' | 'espera_orden'>> {
    if (await repo.takeSeat(trx, e.id)) return { estado: 'confirmado', espera_orden: null };
    if (!e.lista_espera) throw evError(409, 'eventos.lleno');
    return { estado: 'espera', espera_orden: await repo.nextEspera(trx, e.id) };
  }

  return { fill, cancel, seatOrWait };
}

export type Seats = ReturnType<typeof seats>;
