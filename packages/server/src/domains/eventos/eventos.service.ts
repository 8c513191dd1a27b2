import type { FastifyInstance } from 'fastify';
import {
  EV_CSV_MAX,
  type EvEventoDetalle,
  type EvEventosResponse,
  type EvRegistroDetalle,
  type EvRegistrosResponse,
} from '@sig/shared/contract';
import type { z } from 'zod';
import type { EvEventosTable } from '../../db/schema.eventos';
import { iso } from '../../lib/clock';
import { int } from '../../lib/json';
import { randomId } from '../../lib/randomId';
import { fold } from '../../lib/searchText';
import type { Session } from '../../core';
import * as repo from './eventos.repository';
import { evError } from './eventosError';
import { historia, type Seats } from './eventosSeats';
import { cuentasPorEvento, emptyCuentas, eventoView, historiaView, registroView } from './eventosView';

/*
 * The staff side of events: creating and changing them (with `version`; more seats promote the waiting list in
 * the same transaction, fewer than the confirmed ones are refused), the list with its counts, one event's
 * registrations, and a staff cancellation. Every change writes the history with its author.
 */

type Out<T extends z.ZodTypeAny> = z.output<T>;
type EventoBody = Out<typeof import('@sig/shared/contract').EvEventoBody>;
type UpdateBody = Out<typeof import('@sig/shared/contract').EvEventoUpdateBody>;
type EventosQuery = Out<typeof import('@sig/shared/contract').EvEventosQuery>;
type RegistrosQuery = Out<typeof import('@sig/shared/contract').EvRegistrosQuery>;
type Filtros = Omit<RegistrosQuery, 'page' | 'pageSize'>;

/** An instant as stored: UTC ISO-8601 (what sorts and compares as text on both databases). */
const utc = (s: string): string => new Date(Date.parse(s)).toISOString();
const utcOrNull = (s: string | null): string | null => (s === null ? null : utc(s));

function fieldsOf(b: EventoBody): Omit<EvEventosTable, 'id' | 'cliente_id' | 'ocupados' | 'espera_ultimo' | 'created_by' | 'version' | 'created_at' | 'updated_at'> {
  return {
    titulo: b.titulo,
    descripcion: b.descripcion,
    lugar: b.lugar,
    lat: b.ubicacion?.lat ?? null,
    lng: b.ubicacion?.lng ?? null,
    inicio: utc(b.inicio),
    fin: utc(b.fin),
    capacidad: b.capacidad,
    registro_desde: utcOrNull(b.registroDesde),
    registro_hasta: utcOrNull(b.registroHasta),
    solo_padron: int(b.soloPadron),
    lista_espera: int(b.listaEspera),
    estado: b.estado,
    search_text: `${fold(b.titulo)} ${fold(b.lugar)}`,
  };
}

const HISTORY_FIELDS = ['titulo', 'descripcion', 'lugar', 'lat', 'lng', 'inicio', 'fin', 'capacidad', 'registro_desde', 'registro_hasta', 'solo_padron', 'lista_espera', 'estado'] as const;

/** The fields that changed, before and after. */
function diff(before: EvEventosTable, after: ReturnType<typeof fieldsOf>): { antes: Record<string, unknown>; despues: Record<string, unknown> } {
  const antes: Record<string, unknown> = {};
  const despues: Record<string, unknown> = {};
  for (const k of HISTORY_FIELDS) {
    if (before[k] !== after[k]) {
      antes[k] = before[k];
      despues[k] = after[k];
    }
  }
  return { antes, despues };
}

export function eventosService(app: FastifyInstance, seats: Seats) {
  const db = app.db;

  async function evento(s: Session, id: string): Promise<EvEventosTable> {
    const e = await repo.findEvento(db, s.clienteId, id);
    if (!e) throw evError(404, 'eventos.not_found');
    return e;
  }

  async function detail(s: Session, id: string): Promise<EvEventoDetalle> {
    const e = await evento(s, id);
    const cuentas = cuentasPorEvento([e], await repo.cuentasDe(db, [e.id]), app.clock()).get(e.id) ?? emptyCuentas();
    return { ...eventoView(e, cuentas), historial: (await repo.historial(db, e.id)).map(historiaView), clienteSlug: s.cliente.slug };
  }

  async function create(s: Session, body: EventoBody): Promise<EvEventoDetalle> {
    const now = iso(app.clock());
    const row: EvEventosTable = { id: randomId(), cliente_id: s.clienteId, ...fieldsOf(body), ocupados: 0, espera_ultimo: 0, created_by: s.user.id, version: 1, created_at: now, updated_at: now };
    await db.transaction().execute(async (trx) => {
      await repo.insertEvento(trx, row);
      await repo.insertHistoria(trx, [historia(row, null, 'creado', s.user.id, null, diff({} as EvEventosTable, fieldsOf(body)).despues, now)]);
    });
    return detail(s, row.id);
  }

  async function update(s: Session, id: string, body: UpdateBody): Promise<EvEventoDetalle> {
    const now = iso(app.clock());
    const fields = fieldsOf(body);
    await db.transaction().execute(async (trx) => {
      const before = await repo.findEvento(trx, s.clienteId, id);
      if (!before) throw evError(404, 'eventos.not_found');
      if (before.version !== body.version) throw evError(409, 'eventos.stale');
      if (fields.capacidad < before.ocupados) throw evError(409, 'eventos.capacidad', 'capacidad');
      // the guard repeats both checks in the write: a registration or another edit may land between the read and it
      if (!(await repo.updateEvento(trx, s.clienteId, id, body.version, { ...fields, updated_at: now }, fields.capacidad))) {
        const again = await repo.findEvento(trx, s.clienteId, id);
        throw again && again.version === body.version ? evError(409, 'eventos.capacidad', 'capacidad') : evError(409, 'eventos.stale');
      }
      const { antes, despues } = diff(before, fields);
      await repo.insertHistoria(trx, [historia(before, null, 'editado', s.user.id, antes, despues, now)]);
      if (fields.capacidad > before.capacidad) await seats.fill(trx, s.cliente, { ...before, ...fields }, now);
    });
    app.mailQueue.nudge();
    return detail(s, id);
  }

  async function list(s: Session, q: EventosQuery): Promise<EvEventosResponse> {
    const now = app.clock();
    const { rows, total } = await repo.pageEventos(db, s.clienteId, { estado: q.estado, cuando: q.cuando, q: q.q, now: iso(now) }, q.pageSize, (q.page - 1) * q.pageSize);
    const cuentas = cuentasPorEvento(rows, await repo.cuentasDe(db, rows.map((r) => r.id)), now);
    return { items: rows.map((e) => eventoView(e, cuentas.get(e.id)!)), total, page: q.page, pageSize: q.pageSize };
  }

  async function registros(s: Session, id: string, q: RegistrosQuery): Promise<EvRegistrosResponse> {
    const e = await evento(s, id);
    const { rows, total } = await repo.pageRegistros(db, e.id, { estado: q.estado, q: q.q }, q.pageSize, (q.page - 1) * q.pageSize);
    return { items: rows.map((r) => registroView(r, r.espera_antes + 1)), total, page: q.page, pageSize: q.pageSize };
  }

  async function csvRows(s: Session, id: string, f: Filtros) {
    const e = await evento(s, id);
    return { evento: e, rows: await repo.registroRows(db, e.id, { estado: f.estado, q: f.q }, EV_CSV_MAX) };
  }

  async function registro(s: Session, id: string, registroId: string): Promise<EvRegistroDetalle> {
    const e = await evento(s, id);
    const r = await repo.findRegistroRow(db, e.id, registroId);
    if (!r) throw evError(404, 'eventos.registro_not_found');
    return { ...registroView(r, r.espera_antes + 1), historial: (await repo.historial(db, e.id, r.id)).map(historiaView) };
  }

  async function cancelar(s: Session, id: string, registroId: string, motivo: string): Promise<EvRegistroDetalle> {
    const e = await evento(s, id);
    const now = iso(app.clock());
    await db.transaction().execute((trx) => seats.cancel(trx, s.cliente, e, registroId, s.user.id, motivo, now));
    app.mailQueue.nudge();
    return registro(s, id, registroId);
  }

  return { detail, create, update, list, registros, csvRows, registro, cancelar, evento };
}

export type EventosService = ReturnType<typeof eventosService>;
