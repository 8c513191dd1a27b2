import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  LOG_CODIGO_DIGITS,
  LOG_CSV_MAX,
  LOG_LOTE_MAX,
  LOG_MAP_MAX,
  LOG_OPEN,
  LOG_PLAIN_TARGETS,
  LOG_SOCKET_EVENTS,
  canLogMove,
  logCodigoHashInput,
  type LogAsignarResponse,
  type LogCodigoResponse,
  type LogEntrega,
  type LogEntregaCambio,
  type LogEntregaDetalle,
  type LogEntregasResponse,
  type LogEstado,
  type LogEventType,
  type LogLoteResponse,
  type LogMapaResponse,
  type LogMisEntregasResponse,
} from '@sig/shared/contract';
import type { z } from 'zod';
import type { LogEntregasTable, LogEventosTable } from '../../db/schema.logistica';
import { iso } from '../../lib/clock';
import { parseJson, toJson } from '../../lib/json';
import { keepInOutbox } from '../../lib/outbox';
import { fold } from '../../lib/searchText';
import { sortableId } from '../../lib/sortableId';
import { dayIn, safeTimeZone, yearIn, type Session } from '../../core';
import { activeRollIds, filteredHabitanteIds, findPrograma, scopeOf } from '../midb';
import { isUniqueViolation, nombreCompleto } from '../people';
import { logisticaRoom } from '../realtime';
import { logError } from './logisticaError';
import { isEditor } from './logisticaAccess';
import { pruebaView, sha256Hex } from './logisticaProofView';
import * as repo from './logistica.repository';
import type { StaffService } from './logisticaStaff.service';

/*
 * The deliveries' rules: creating them one by one or in bulk (one transaction; the unique index keeps a
 * person from getting a programme item twice in a period), assigning them by hand or by zona, the plain moves
 * of LOG_TRANSITIONS, the one-time code, and how a delivery reads. Every change writes a typed history event
 * and tells the cliente's logística staff over the socket.
 */

type Out<T extends z.ZodTypeAny> = z.output<T>;
type NewBody = Out<typeof import('@sig/shared/contract').LogNewEntregaBody>;
type LoteBody = Out<typeof import('@sig/shared/contract').LogLoteBody>;
type AsignarBody = Out<typeof import('@sig/shared/contract').LogAsignarBody>;
type EstatusBody = Out<typeof import('@sig/shared/contract').LogEstatusBody>;
type ListQuery = Out<typeof import('@sig/shared/contract').LogEntregasQuery>;
type Filtros = Out<typeof import('@sig/shared/contract').LogFiltros>;


/** A new one-time code: LOG_CODIGO_DIGITS digits from the system's CSPRNG. */
export function newCodigo(entregaId: string): { codigo: string; codigo_sha256: string } {
  const codigo = String(randomInt(0, 10 ** LOG_CODIGO_DIGITS)).padStart(LOG_CODIGO_DIGITS, '0');
  return { codigo, codigo_sha256: sha256Hex(logCodigoHashInput(entregaId, codigo)) };
}

export const articuloKey = (articulo: string): string => fold(articulo).replace(/\s+/g, ' ').trim();

export function entregaView(r: repo.EntregaRow): LogEntrega {
  return {
    id: r.id,
    folio: r.folio,
    programa: { id: r.programa_id, nombre: r.programa_nombre ?? '' },
    articulo: r.articulo,
    periodo: r.periodo,
    habitante: {
      id: r.habitante_id,
      nombreCompleto: nombreCompleto({ nombre: r.h_nombre ?? '', apellidos: r.h_apellidos ?? '' }),
      curp: r.h_curp,
      direccion: r.h_direccion || null,
      colonia: r.h_colonia_id ? { id: r.h_colonia_id, nombre: r.h_colonia_nombre ?? '' } : null,
      telefono: r.h_telefono || null,
    },
    zona: r.zona_id ? { id: r.zona_id, nombre: r.zona_nombre ?? '' } : null,
    ubicacion: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
    estado: r.estado,
    motivoFallo: r.motivo_fallo,
    repartidor: r.repartidor_id ? { id: r.repartidor_id, displayName: r.repartidor_nombre ?? '' } : null,
    programadaPara: r.programada_para,
    entregadaEn: r.entregada_en,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: r.version,
  };
}

export const filterOf = (q: Filtros): repo.EntregaFilter => ({
  estado: q.estado,
  programaId: q.programaId,
  zonaId: q.zonaId,
  coloniaId: q.coloniaId,
  repartidorId: q.repartidorId,
  periodo: q.periodo,
  desde: q.desde,
  hasta: q.hasta,
  entregadaDesde: q.entregadaDesde,
  entregadaHasta: q.entregadaHasta,
  q: q.q,
});

export function logisticaService(app: FastifyInstance, staff: StaffService) {
  const db = app.db;
  const now = () => app.clock();
  const tz = (s: Session) => safeTimeZone(s.cliente.timezone);

  const event = (s: Session, entregaId: string, tipo: LogEventType, antes: object | null, despues: object | null, at: string): LogEventosTable => ({
    id: sortableId(),
    cliente_id: s.clienteId,
    entrega_id: entregaId,
    tipo,
    autor_id: s.user.id,
    antes: antes ? toJson(antes) : null,
    despues: despues ? toJson(despues) : null,
    created_at: at,
  });

  function announce(clienteId: string, e: { id: string; estado: LogEstado; repartidor_id: string | null; version: number }): void {
    const payload: LogEntregaCambio = { id: e.id, estado: e.estado, repartidorId: e.repartidor_id, version: e.version };
    app.realtime.emitToRoom(logisticaRoom(clienteId), LOG_SOCKET_EVENTS.cambio, payload);
  }

  async function row(s: Session, id: string): Promise<repo.EntregaRow> {
    const r = await repo.findEntrega(db, s.clienteId, id);
    if (!r) throw logError(404, 'logistica.not_found', 'id');
    return r;
  }

  /** The targets LOG_PATHS.estatus takes now for this caller: an editor any allowed one; the assigned repartidor en_ruta. */
  function movimientos(s: Session, r: { estado: LogEstado; repartidor_id: string | null }): LogEntregaDetalle['movimientos'] {
    const editor = isEditor(s);
    return LOG_PLAIN_TARGETS.filter((t) => canLogMove(r.estado, t) && (editor || (t === 'en_ruta' && r.repartidor_id === s.user.id)));
  }

  async function detail(s: Session, id: string): Promise<LogEntregaDetalle> {
    const r = await row(s, id);
    const eventos = await repo.eventosOf(db, s.clienteId, id);
    const prueba = await repo.findPrueba(db, s.clienteId, id);
    return {
      ...entregaView(r),
      historial: eventos.map((e) => ({
        id: e.id,
        tipo: e.tipo,
        autor: e.autor_id ? { id: e.autor_id, displayName: e.autor_nombre ?? '' } : null,
        antes: parseJson<Record<string, unknown> | null>(e.antes, null),
        despues: parseJson<Record<string, unknown> | null>(e.despues, null),
        at: e.created_at,
      })),
      prueba: prueba ? await pruebaView(app, s.clienteId, prueba) : null,
      codigo: isEditor(s) && r.estado !== 'entregada' ? r.codigo : null,
      movimientos: movimientos(s, r),
    };
  }

  async function programa(s: Session, programaId: string) {
    const p = await findPrograma(db, s.clienteId, programaId);
    if (!p) throw logError(400, 'logistica.programa_not_found', 'programaId');
    if (!p.activo) throw logError(400, 'logistica.programa_inactive', 'programaId');
    return p;
  }

  /** Builds the delivery rows of these habitantes, numbering folios from `lastFolio` backwards. */
  function newRows(s: Session, body: { programaId: string; articulo: string; periodo: string; programadaPara: string | null }, places: repo.HabitantePlace[], lastFolio: number, at: Date): LogEntregasTable[] {
    const year = yearIn(at, tz(s));
    const first = lastFolio - places.length + 1;
    const dia = dayIn(at, tz(s));
    return places.map((h, i) => {
      const id = sortableId();
      return {
        id,
        cliente_id: s.clienteId,
        folio: `L-${year}-${String(first + i).padStart(6, '0')}`,
        programa_id: body.programaId,
        articulo: body.articulo,
        articulo_key: articuloKey(body.articulo),
        periodo: body.periodo,
        habitante_id: h.id,
        zona_id: h.zona_id,
        colonia_id: h.colonia_id,
        lat: h.lat,
        lng: h.lng,
        estado: 'pendiente',
        motivo_fallo: null,
        repartidor_id: null,
        programada_para: body.programadaPara,
        entregada_en: null,
        ...newCodigo(id),
        dia_creada: dia,
        dia_plan: body.programadaPara ?? dia,
        dia_entrega: null,
        horas_entrega: null,
        created_by: s.user.id,
        version: 1,
        created_at: iso(at),
        updated_at: iso(at),
      };
    });
  }

  const creadaEvent = (s: Session, e: LogEntregasTable) =>
    event(s, e.id, 'creada', null, { folio: e.folio, programaId: e.programa_id, articulo: e.articulo, periodo: e.periodo, habitanteId: e.habitante_id, programadaPara: e.programada_para }, e.created_at);

  /**
   * Assigns open deliveries in `trx`, each to its chosen repartidor; the 'asignada' events go with them.
   * Returns the rows as they are now.
   */
  async function assignRows(trx: repo.Db, s: Session, picks: { e: LogEntregasTable; to: string | null }[], at: string): Promise<LogEntregasTable[]> {
    const done: LogEntregasTable[] = [];
    const events: LogEventosTable[] = [];
    for (const { e, to } of picks) {
      if (e.repartidor_id === to) continue;
      if (!(await repo.moveEntrega(trx, s.clienteId, e.id, [e.estado], e.version, { repartidor_id: to, updated_at: at }))) continue;
      done.push({ ...e, repartidor_id: to, version: e.version + 1, updated_at: at });
      events.push(event(s, e.id, 'asignada', { repartidorId: e.repartidor_id }, { repartidorId: to }, at));
    }
    await repo.insertEventos(trx, events);
    return done;
  }

  /**
   * Each delivery to the least-loaded active repartidor covering its zona (ties: by name), counting what this
   * call assigns; one whose zona nobody covers (or without a zona) is left unassigned (`to` null).
   */
  function byZona(rows: LogEntregasTable[], team: Awaited<ReturnType<StaffService['activeTeam']>>): { picks: { e: LogEntregasTable; to: string | null }[]; sin: number } {
    const load = new Map(team.map((m) => [m.userId, m.asignadas]));
    const picks: { e: LogEntregasTable; to: string | null }[] = [];
    let sin = 0;
    for (const e of rows) {
      const covering = e.zona_id ? team.filter((m) => m.zonas.includes(e.zona_id!)) : [];
      if (covering.length === 0) {
        sin++;
        picks.push({ e, to: null });
        continue;
      }
      // team comes ordered by name: the first of the least loaded wins a tie
      const best = covering.reduce((a, b) => (load.get(b.userId)! < load.get(a.userId)! ? b : a));
      if (e.repartidor_id !== best.userId) load.set(best.userId, load.get(best.userId)! + 1);
      picks.push({ e, to: best.userId });
    }
    return { picks, sin };
  }

  return {
    detail,
    row,

    async list(s: Session, q: ListQuery): Promise<LogEntregasResponse> {
      const { rows, total } = await repo.pageEntregas(db, s.clienteId, filterOf(q), q.pageSize, (q.page - 1) * q.pageSize);
      return { items: rows.map(entregaView), total, page: q.page, pageSize: q.pageSize };
    },

    async csvRows(s: Session, q: Filtros): Promise<repo.EntregaRow[]> {
      return repo.entregaRows(db, s.clienteId, filterOf(q), LOG_CSV_MAX);
    },

    async mapa(s: Session, q: Filtros): Promise<LogMapaResponse> {
      const { rows, total, sin } = await repo.mapPoints(db, s.clienteId, filterOf(q), LOG_MAP_MAX);
      return { items: rows.map((r) => ({ id: r.id, folio: r.folio, lat: Number(r.lat), lng: Number(r.lng), estado: r.estado })), total, truncado: total > LOG_MAP_MAX, sinUbicacion: sin };
    },

    async create(s: Session, body: NewBody): Promise<LogEntregaDetalle> {
      await programa(s, body.programaId);
      const [place] = await repo.habitantePlaces(db, s.clienteId, [body.habitanteId]);
      if (!place) throw logError(400, 'logistica.habitante_not_found', 'habitanteId');
      const key = articuloKey(body.articulo);
      if ((await repo.alreadyGiven(db, s.clienteId, body.programaId, key, body.periodo, [place.id])).size) throw logError(409, 'logistica.ya_tiene', 'habitanteId');
      const at = now();
      let created: LogEntregasTable;
      try {
        created = await db.transaction().execute(async (trx) => {
          const last = await repo.reserveFolios(trx, s.clienteId, yearIn(at, tz(s)), 1);
          const [e] = newRows(s, body, [place], last, at);
          await repo.insertEntregas(trx, [e!]);
          await repo.insertEventos(trx, [creadaEvent(s, e!)]);
          return e!;
        });
      } catch (err) {
        // the same person got it meanwhile (another request won the unique index)
        if (isUniqueViolation(err)) throw logError(409, 'logistica.ya_tiene', 'habitanteId');
        throw err;
      }
      announce(s.clienteId, created);
      return detail(s, created.id);
    },

    async lote(s: Session, body: LoteBody): Promise<LogLoteResponse> {
      await programa(s, body.programaId);
      const o = body.origen;
      let ids: string[];
      if (o.tipo === 'padron') ids = await activeRollIds(db, s.clienteId, body.programaId, LOG_LOTE_MAX + 1);
      else if (o.tipo === 'busqueda') ids = await filteredHabitanteIds(db, scopeOf(s, app.clock), o.filtro, LOG_LOTE_MAX + 1);
      else ids = [...new Set(o.habitanteIds)];
      if (ids.length === 0) throw logError(400, 'logistica.lote_empty', 'origen');
      if (ids.length > LOG_LOTE_MAX) throw logError(400, 'logistica.lote_too_large', 'origen');
      const places = await repo.habitantePlaces(db, s.clienteId, ids);
      if (o.tipo === 'habitantes' && places.length !== ids.length) throw logError(400, 'logistica.habitante_not_found', 'origen.habitanteIds');
      const key = articuloKey(body.articulo);
      const team = body.asignarPorZona ? await staff.activeTeam(s) : [];
      const at = now();
      let result: { created: LogEntregasTable[]; omitidas: number; assigned: LogEntregasTable[] };
      try {
        result = await db.transaction().execute(async (trx) => {
          const given = await repo.alreadyGiven(trx, s.clienteId, body.programaId, key, body.periodo, places.map((p) => p.id));
          const fresh = places.filter((p) => !given.has(p.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
          if (fresh.length === 0) return { created: [], omitidas: given.size, assigned: [] };
          const last = await repo.reserveFolios(trx, s.clienteId, yearIn(at, tz(s)), fresh.length);
          const rows = newRows(s, body, fresh, last, at);
          await repo.insertEntregas(trx, rows);
          await repo.insertEventos(trx, rows.map((e) => creadaEvent(s, e)));
          const assigned = body.asignarPorZona ? await assignRows(trx, s, byZona(rows, team).picks, iso(at)) : [];
          return { created: rows, omitidas: given.size, assigned };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw logError(409, 'logistica.ya_tiene', 'origen');
        throw err;
      }
      const assignedIds = new Map(result.assigned.map((e) => [e.id, e]));
      for (const e of result.created) announce(s.clienteId, assignedIds.get(e.id) ?? e);
      return { creadas: result.created.length, omitidas: result.omitidas, asignadas: result.assigned.length, ids: result.created.map((e) => e.id) };
    },

    async asignar(s: Session, body: AsignarBody): Promise<LogAsignarResponse> {
      const d = body.destino;
      const team = await staff.activeTeam(s);
      if (d.modo === 'repartidor' && d.repartidorId !== null && !team.some((m) => m.userId === d.repartidorId)) throw logError(400, 'logistica.repartidor_not_found', 'destino.repartidorId');
      const at = iso(now());
      const out = await db.transaction().execute(async (trx) => {
        const rows = await repo.entregasByIds(trx, s.clienteId, [...new Set(body.ids)]);
        const open = rows.filter((e) => e.estado !== 'entregada');
        const cerradas = rows.length - open.length;
        if (d.modo === 'repartidor') {
          const done = await assignRows(trx, s, open.map((e) => ({ e, to: d.repartidorId })), at);
          return { done, asignadas: d.repartidorId === null ? 0 : open.length, sinRepartidor: d.repartidorId === null ? open.length : 0, cerradas };
        }
        const { picks, sin } = byZona(open, team);
        const done = await assignRows(trx, s, picks, at);
        return { done, asignadas: picks.length - sin, sinRepartidor: sin, cerradas };
      });
      for (const e of out.done) announce(s.clienteId, e);
      return { asignadas: out.asignadas, sinRepartidor: out.sinRepartidor, cerradas: out.cerradas };
    },

    async estatus(s: Session, id: string, body: EstatusBody): Promise<LogEntregaDetalle> {
      const r = await row(s, id);
      if (!isEditor(s) && (body.estado !== 'en_ruta' || r.repartidor_id !== s.user.id)) throw logError(403, 'logistica.not_assigned');
      if (!canLogMove(r.estado, body.estado)) throw logError(409, 'logistica.transition', 'estado');
      const at = iso(now());
      const plan = body.programadaPara === undefined ? r.programada_para : body.programadaPara;
      const moved = await db.transaction().execute(async (trx) => {
        const ok = await repo.moveEntrega(trx, s.clienteId, id, [r.estado], body.version, {
          estado: body.estado,
          motivo_fallo: body.estado === 'reprogramada' ? null : r.motivo_fallo,
          programada_para: plan,
          dia_plan: plan ?? r.dia_creada,
          updated_at: at,
        });
        if (ok) await repo.insertEventos(trx, [event(s, id, 'estatus', { estado: r.estado, programadaPara: r.programada_para }, { estado: body.estado, programadaPara: plan, ...(body.nota && { nota: body.nota }) }, at)]);
        return ok;
      });
      if (!moved) {
        const again = await row(s, id);
        throw again.version !== body.version ? logError(409, 'logistica.stale', 'version') : logError(409, 'logistica.transition', 'estado');
      }
      announce(s.clienteId, { id, estado: body.estado, repartidor_id: r.repartidor_id, version: r.version + 1 });
      return detail(s, id);
    },

    /** A new code, mailed to the habitante when they have an address, else kept in the outbox (and the log). */
    async codigo(s: Session, id: string): Promise<LogCodigoResponse> {
      const r = await row(s, id);
      if (r.estado === 'entregada') throw logError(409, 'logistica.ya_entregada');
      if (!LOG_OPEN.includes(r.estado)) throw logError(409, 'logistica.transition');
      const code = newCodigo(id);
      const enviadoPor = r.h_email ? ('correo' as const) : ('buzon' as const);
      const at = now();
      const ok = await db.transaction().execute(async (trx) => {
        const moved = await repo.moveEntrega(trx, s.clienteId, id, LOG_OPEN, null, { ...code, updated_at: iso(at) });
        // the history says that a code went out and how, never the code
        if (moved) await repo.insertEventos(trx, [event(s, id, 'codigo', null, { enviadoPor }, iso(at))]);
        return moved;
      });
      if (!ok) throw logError(409, 'logistica.ya_entregada');
      const subject = `Código de entrega ${r.folio}`;
      const text = `Tu código para recibir "${r.articulo}" (${r.programa_nombre ?? ''}, folio ${r.folio}) es ${code.codigo}. Muéstralo solo a quien te entregue.`;
      if (r.h_email) await app.mailer.send({ to: r.h_email, subject, text });
      else {
        const msg = { to: r.h_telefono || `habitante:${r.habitante_id}`, subject, text };
        await keepInOutbox(db, app.config.dataDir, at, msg, { ext: 'txt', content: text });
        app.log.info({ entregaId: id, to: msg.to }, 'logistica.codigo.buzon');
      }
      announce(s.clienteId, { id, estado: r.estado, repartidor_id: r.repartidor_id, version: r.version + 1 });
      return { enviadoPor, entrega: await detail(s, id) };
    },

    async misEntregas(s: Session): Promise<LogMisEntregasResponse> {
      const rows = await repo.entregaRows(db, s.clienteId, { asignadaA: s.user.id }, LOG_LOTE_MAX);
      return { items: rows.map((r) => ({ ...entregaView(r), codigoSha256: r.codigo_sha256 })), generadoEn: iso(now()) };
    },

    announce,
  };
}

export type LogisticaService = ReturnType<typeof logisticaService>;
