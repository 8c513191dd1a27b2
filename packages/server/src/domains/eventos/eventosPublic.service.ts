import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { EV_TOKEN_GRACIA_S, type EvBoleto, type EvPublicEvento, type EvRegistroResponse } from '@sig/shared/contract';
import type { z } from 'zod';
import type { ClienteRow } from '../../db/schema';
import type { EvEventosTable, EvRegistrosTable } from '../../db/schema.eventos';
import { iso } from '../../lib/clock';
import { randomId } from '../../lib/randomId';
import { fold } from '../../lib/searchText';
import { identity } from '../../core';
import { findHabitante, findHabitanteByCurp, isUniqueViolation, nombreCompleto } from '../people';
import * as repo from './eventos.repository';
import { hasEventos } from './eventosAccess';
import { evError } from './eventosError';
import { queueBoletoMail } from './eventosMail';
import { historia, type Seats } from './eventosSeats';
import { cierreDe, cuentasPorEvento, newCodigo, publicEventoView } from './eventosView';

/*
 * The public side: an event's page, registering (a habitante found by CURP or by their own link, or a visitor by
 * name and e-mail where the event allows it), the ticket, its QR and its cancellation by the holder. No answer here
 * holds a CURP, an e-mail or a phone. One registration per person per event: the unique indexes decide, so two
 * racing attempts of one person leave one row, and the loser answers the winner's ticket.
 */

type RegistroBody = z.output<typeof import('@sig/shared/contract').EvRegistroBody>;

interface Persona {
  habitanteId: string | null;
  nombre: string;
  email: string | null;
  emailKey: string | null;
}

const emailKeyOf = (email: string): string => fold(email.trim()).toLowerCase();

export function eventosPublic(app: FastifyInstance, seats: Seats) {
  const db = app.db;

  async function published(cliente: ClienteRow, eventoId: string): Promise<EvEventosTable> {
    const e = await repo.findEvento(db, cliente.id, eventoId);
    if (!e || e.estado === 'borrador') throw evError(404, 'eventos.not_found');
    return e;
  }

  async function enEspera(e: EvEventosTable): Promise<number> {
    return cuentasPorEvento([e], await repo.cuentasDe(db, [e.id]), app.clock()).get(e.id)!.enEspera;
  }

  async function view(cliente: ClienteRow, e: EvEventosTable): Promise<EvPublicEvento> {
    return publicEventoView(e, cliente, await enEspera(e), app.clock());
  }

  async function persona(cliente: ClienteRow, e: EvEventosTable, body: RegistroBody): Promise<Persona> {
    if (body.curp !== undefined || body.habitante !== undefined) {
      const id = body.curp !== undefined ? (await findHabitanteByCurp(db, cliente.id, body.curp))?.id : body.habitante;
      const h = id ? await findHabitante(db, cliente.id, id) : undefined;
      if (!h) throw evError(400, 'eventos.habitante_not_found', body.curp !== undefined ? 'curp' : 'habitante');
      return { habitanteId: h.id, nombre: nombreCompleto(h), email: h.email.trim() || null, emailKey: null };
    }
    if (e.solo_padron) throw evError(400, 'eventos.solo_padron', 'curp');
    return { habitanteId: null, nombre: body.nombre!, email: body.email!, emailKey: emailKeyOf(body.email!) };
  }

  const find = (e: EvEventosTable, p: Persona) => repo.findRegistroDe(db, e.id, p.habitanteId ? { habitanteId: p.habitanteId } : { emailKey: p.emailKey! });

  async function answer(r: EvRegistrosTable, existente: boolean): Promise<EvRegistroResponse> {
    const estado = r.estado === 'espera' ? 'espera' : 'confirmado';
    return {
      eventoId: r.evento_id,
      registroId: r.id,
      estado,
      posicionEspera: estado === 'espera' && r.espera_orden !== null ? await repo.posicionEspera(db, r.evento_id, r.espera_orden) : null,
      existente,
    };
  }

  async function uniqueCodigo(eventoId: string): Promise<string> {
    for (;;) {
      const codigo = newCodigo();
      if (!(await repo.codigoTaken(db, eventoId, codigo))) return codigo;
    }
  }

  async function register(cliente: ClienteRow, eventoId: string, body: RegistroBody): Promise<{ created: boolean; res: EvRegistroResponse }> {
    const e = await published(cliente, eventoId);
    const p = await persona(cliente, e, body);
    const existing = await find(e, p);
    if (existing && existing.estado !== 'cancelado') return { created: false, res: await answer(existing, true) };
    const cierre = cierreDe(e, app.clock());
    if (cierre === 'lleno') throw evError(409, 'eventos.lleno');
    if (cierre === 'cancelado') throw evError(409, 'eventos.evento_cancelado');
    if (cierre !== null) throw evError(409, 'eventos.registro_cerrado');

    const now = iso(app.clock());
    const codigo = existing?.codigo ?? (await uniqueCodigo(e.id));
    try {
      const row = await db.transaction().execute(async (trx) => {
        const seat = await seats.seatOrWait(trx, e);
        const fields = { ...seat, motivo_cancelacion: null, checkin_en: null, checkin_puerta: null, checkin_por: null, checkin_escaneo: null, updated_at: now };
        let r: EvRegistrosTable;
        if (existing) {
          // a cancelled registration of the same person comes back as new (its code stays)
          r = { ...existing, ...fields, nombre: p.nombre, email: p.email };
          if (!(await repo.renewRegistro(trx, existing.id, { ...fields, nombre: p.nombre, email: p.email }))) throw evError(409, 'eventos.stale');
        } else {
          r = {
            id: randomId(),
            cliente_id: cliente.id,
            evento_id: e.id,
            codigo,
            nombre: p.nombre,
            email: p.email,
            email_key: p.emailKey,
            habitante_id: p.habitanteId,
            origen: p.habitanteId ? 'padron' : 'correo',
            search_text: fold(p.nombre),
            created_at: now,
            ...fields,
          };
          await repo.insertRegistro(trx, r);
        }
        await repo.insertHistoria(trx, [historia(e, r.id, 'registrado', null, existing ? { estado: 'cancelado' } : null, { estado: r.estado, origen: r.origen, espera: r.espera_orden }, now)]);
        await queueBoletoMail(trx, app.config.publicUrl, now, { cliente, evento: e, registro: r, kind: 'registrado' });
        return r;
      });
      app.mailQueue.nudge();
      return { created: !existing, res: await answer(row, false) };
    } catch (err) {
      // the same person registering twice at once: the index kept one row; answer that one
      if (!isUniqueViolation(err)) throw err;
      const winner = await find(e, p);
      if (!winner) throw err;
      return { created: false, res: await answer(winner, true) };
    }
  }

  /** The event, the cliente and the registration a ticket link names (404 unless all exist and the cliente has Eventos). */
  async function ticketRows(eventoId: string, registroId: string) {
    const e = await repo.eventoById(db, eventoId);
    const cliente = e ? await identity.findCliente(db, e.cliente_id) : undefined;
    if (!e || !cliente || !hasEventos(cliente)) throw evError(404, 'eventos.registro_not_found');
    const r = await repo.findRegistro(db, e.id, registroId);
    if (!r) throw evError(404, 'eventos.registro_not_found');
    return { e, cliente, r };
  }

  const tokenFor = (e: EvEventosTable, r: EvRegistrosTable): Promise<string> =>
    app.firmas.sign({ kind: 'T', clienteId: e.cliente_id, scope: e.id, id: r.id, exp: Math.floor(Date.parse(e.fin) / 1000) + EV_TOKEN_GRACIA_S });

  async function boleto(eventoId: string, registroId: string): Promise<EvBoleto> {
    const { e, cliente, r } = await ticketRows(eventoId, registroId);
    const confirmado = r.estado === 'confirmado';
    return {
      registroId: r.id,
      evento: await view(cliente, e),
      clienteId: cliente.id,
      nombre: r.nombre,
      estado: r.estado,
      posicionEspera: r.estado === 'espera' && r.espera_orden !== null ? await repo.posicionEspera(db, e.id, r.espera_orden) : null,
      codigo: confirmado ? r.codigo : null,
      token: confirmado ? await tokenFor(e, r) : null,
      checkinEn: confirmado ? r.checkin_en : null,
    };
  }

  async function qrSvg(eventoId: string, registroId: string): Promise<string> {
    const { e, r } = await ticketRows(eventoId, registroId);
    if (r.estado !== 'confirmado') throw evError(404, 'eventos.registro_not_found');
    return QRCode.toString(await tokenFor(e, r), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  }

  async function cancelByHolder(eventoId: string, registroId: string): Promise<EvBoleto> {
    const { e, cliente } = await ticketRows(eventoId, registroId);
    const now = iso(app.clock());
    await db.transaction().execute((trx) => seats.cancel(trx, cliente, e, registroId, null, null, now));
    app.mailQueue.nudge();
    return boleto(eventoId, registroId);
  }

  return {
    evento: async (cliente: ClienteRow, eventoId: string) => view(cliente, await published(cliente, eventoId)),
    register,
    boleto,
    qrSvg,
    cancelByHolder,
  };
}

export type EventosPublic = ReturnType<typeof eventosPublic>;
