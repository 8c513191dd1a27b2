import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isTranspFinal,
  type TranspEstatus,
  type TranspFederalBody,
  type TranspHoliday,
  type TranspHolidayBody,
  type TranspHolidayChange,
  type TranspRecomputeReason,
  type TranspReport,
  type TranspReportQuery,
  type TranspReportRow,
  type TranspSettings,
  type TranspSettingsBody,
  type TranspUnit,
  type TranspUnitBody,
  type TranspUnitDeleted,
  type TranspUnitUpdateBody,
} from '@sig/shared/contract';
import type { ClienteRow, Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { fold } from '../../lib/searchText';
import { dayIn, type Session } from '../../core';
import { federalHolidays } from './federalHolidays';
import { deadlineOf, loadRules, stopsOf, type Rules } from './transpDeadline';
import { transpError } from './transpError';
import { eventRow, replyBy, type Actor } from './transpView';
import * as repo from './transparencia.repository';

/*
 * What decides the deadlines (the law's figures, the holiday calendar) and what organises the work (units),
 * plus the reports. A change of the calendar or the figures recomputes every open request's due date in the
 * same transaction, each change recorded in that request's history with the old and new date and the reason.
 */

type Db = Kysely<Database>;
type Motivo = { tipo: TranspRecomputeReason; fecha?: string; nombre?: string };

const toHoliday = (h: repo.HolidayRow): TranspHoliday => ({ fecha: h.fecha, nombre: h.nombre, federal: h.federal === 1 });
const toUnit = (u: repo.UnitRow & { solicitudes?: number | string | null }): TranspUnit => ({ id: u.id, nombre: u.nombre, activo: u.activo === 1, solicitudes: Number(u.solicitudes ?? 0), version: u.version });
const toSettings = (r: Rules): TranspSettings => ({ ley: r.ley, figuras: r.figures, timezone: r.timezone, version: r.version, updatedAt: r.updatedAt });

/** How many times a recompute reads again the requests that changed under it before giving up (409). */
const RECOMPUTE_TRIES = 3;

/**
 * Gives every open request the due date (and reply day) the rules in `trx` give it, in one statement per
 * thousand, and records a `vencimiento` event where the due date moved. A request another transaction changed
 * in between (PostgreSQL) is read again and retried. Returns how many due dates moved.
 */
export async function recomputeOpen(trx: Db, cliente: ClienteRow, actor: Actor, at: string, motivo: Motivo): Promise<number> {
  const rules = await loadRules(trx, cliente);
  const target = (row: repo.RequestRow) => {
    const open = stopsOf(row).find((s) => s.to === null);
    return { due: deadlineOf(row, rules).due, responderAntes: row.estatus === 'EN_PREVENCION' && open ? replyBy(open.from, rules) : row.responder_antes };
  };
  let pending = await repo.listOpenRequests(trx, cliente.id);
  let moved = 0;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= RECOMPUTE_TRIES) throw transpError(409, 'transparencia.stale');
    const changes = pending
      .filter((row) => !isTranspFinal(row.estatus))
      .map((row) => ({ row, ...target(row) }))
      .filter((c) => c.due !== c.row.due_on || c.responderAntes !== c.row.responder_antes);
    const done = await repo.setDueDates(trx, cliente.id, changes.map((c) => ({ id: c.row.id, version: c.row.version, due_on: c.due, responder_antes: c.responderAntes })), at);
    const events = changes
      .filter((c) => done.has(c.row.id) && c.due !== c.row.due_on)
      .map((c) => eventRow({ clienteId: cliente.id, requestId: c.row.id, actor, at }, { tipo: 'vencimiento', antes: { due: c.row.due_on }, despues: { due: c.due, motivo } }));
    await repo.insertEvents(trx, events);
    moved += events.length;
    const again = changes.filter((c) => !done.has(c.row.id)).map((c) => c.row.id);
    pending = (await Promise.all(again.map((id) => repo.findRequest(trx, cliente.id, id)))).filter((r): r is repo.RequestRow => r !== undefined);
  }
  return moved;
}

export function calendarService(app: FastifyInstance) {
  const db = app.db;
  const clock = app.clock;
  const actorOf = (s: Session): Actor => ({ id: s.user.id, displayName: s.user.display_name });

  async function calendarChange(session: Session, change: (trx: Db, at: string) => Promise<{ changed: repo.HolidayRow[]; motivo: Motivo }>): Promise<TranspHolidayChange> {
    const result = await db.transaction().execute(async (trx) => {
      const at = iso(clock());
      const { changed, motivo } = await change(trx, at);
      const recomputed = changed.length ? await recomputeOpen(trx, session.cliente, actorOf(session), at, motivo) : 0;
      return { changed: changed.map(toHoliday), recomputed };
    });
    return { ...result, items: (await repo.listHolidays(db, session.clienteId)).map(toHoliday) };
  }

  async function unit(session: Session, id: string, trx: Db = db): Promise<repo.UnitRow> {
    const row = await repo.findUnit(trx, session.clienteId, id);
    if (!row) throw transpError(404, 'transparencia.unit_not_found');
    return row;
  }
  const unitWithCount = async (session: Session, id: string): Promise<TranspUnit> => {
    const found = (await repo.listUnits(db, session.clienteId)).find((u) => u.id === id);
    if (!found) throw transpError(404, 'transparencia.unit_not_found');
    return toUnit(found);
  };

  return {
    settings: async (session: Session): Promise<TranspSettings> => toSettings(await loadRules(db, session.cliente)),

    async saveSettings(session: Session, body: TranspSettingsBody): Promise<TranspSettings> {
      await db.transaction().execute(async (trx) => {
        const at = iso(clock());
        const f = body.figuras;
        const row = {
          cliente_id: session.clienteId,
          ley: body.ley,
          respuesta_dias: f.respuestaDias,
          ampliacion_dias: f.ampliacionDias,
          prevencion_dias: f.prevencionDias,
          plazo_ciudadano_dias: f.plazoCiudadanoDias,
          hora_corte: f.horaCorte,
          proximo_dias: f.proximoDias,
          version: body.version + 1,
          updated_by: session.user.id,
          updated_at: at,
        };
        if (!(await repo.saveSettings(trx, row, body.version))) throw transpError(409, 'transparencia.settings_stale', 'version');
        await recomputeOpen(trx, session.cliente, actorOf(session), at, { tipo: 'ajustes' });
      });
      return toSettings(await loadRules(db, session.cliente));
    },

    holidays: async (session: Session, year?: number) => ({ items: (await repo.listHolidays(db, session.clienteId, year)).map(toHoliday) }),

    addHoliday: (session: Session, body: TranspHolidayBody) =>
      calendarChange(session, async (trx, at) => {
        const row = { cliente_id: session.clienteId, fecha: body.fecha, nombre: body.nombre, federal: 0, created_at: at };
        if (!(await repo.insertHoliday(trx, row))) throw transpError(409, 'transparencia.holiday_exists', 'fecha');
        return { changed: [row], motivo: { tipo: 'inhabil_agregado', fecha: body.fecha, nombre: body.nombre } };
      }),

    removeHoliday: (session: Session, fecha: string) =>
      calendarChange(session, async (trx) => {
        const gone = await repo.deleteHoliday(trx, session.clienteId, fecha);
        if (!gone) throw transpError(404, 'transparencia.holiday_not_found', 'fecha');
        return { changed: [gone], motivo: { tipo: 'inhabil_quitado', fecha, nombre: gone.nombre } };
      }),

    /** Mexico's federal holidays of a year, those the calendar lacks; days already there (federal or not) are left as they are. */
    loadFederal: (session: Session, body: TranspFederalBody) =>
      calendarChange(session, async (trx, at) => {
        const added: repo.HolidayRow[] = [];
        for (const h of federalHolidays(body.year)) {
          const row = { cliente_id: session.clienteId, fecha: h.fecha, nombre: h.nombre, federal: 1, created_at: at };
          if (await repo.insertHoliday(trx, row)) added.push(row);
        }
        return { changed: added, motivo: { tipo: 'inhabil_agregado', nombre: `Días inhábiles federales ${body.year}` } };
      }),

    units: async (session: Session) => ({ items: (await repo.listUnits(db, session.clienteId)).map(toUnit) }),

    async createUnit(session: Session, body: TranspUnitBody): Promise<TranspUnit> {
      const at = iso(clock());
      const id = randomBytes(12).toString('base64url');
      if (!(await repo.insertUnit(db, { id, cliente_id: session.clienteId, nombre: body.nombre, nombre_key: fold(body.nombre), activo: 1, version: 1, created_at: at, updated_at: at }))) {
        throw transpError(409, 'transparencia.unit_taken', 'nombre');
      }
      return unitWithCount(session, id);
    },

    async updateUnit(session: Session, id: string, body: TranspUnitUpdateBody): Promise<TranspUnit> {
      await db.transaction().execute(async (trx) => {
        const row = await unit(session, id, trx);
        if (row.version !== body.version) throw transpError(409, 'transparencia.unit_stale', 'version');
        const set: { nombre?: string; nombre_key?: string; activo?: number; updated_at: string } = { updated_at: iso(clock()) };
        if (body.nombre !== undefined && body.nombre !== row.nombre) {
          if (await repo.nombreTaken(trx, session.clienteId, fold(body.nombre), id)) throw transpError(409, 'transparencia.unit_taken', 'nombre');
          Object.assign(set, { nombre: body.nombre, nombre_key: fold(body.nombre) });
        }
        if (body.activo !== undefined) set.activo = body.activo ? 1 : 0;
        if (!(await repo.updateUnit(trx, session.clienteId, id, row.version, set))) throw transpError(409, 'transparencia.unit_stale', 'version');
      });
      return unitWithCount(session, id);
    },

    /** A unit that ever had a request is deactivated (its history keeps naming it); an unused one is deleted. */
    async deleteUnit(session: Session, id: string): Promise<TranspUnitDeleted> {
      const inUse = await db.transaction().execute(async (trx) => {
        const row = await unit(session, id, trx);
        if (await repo.unitInUse(trx, session.clienteId, id)) {
          if (row.activo === 1) await repo.updateUnit(trx, session.clienteId, id, row.version, { activo: 0, updated_at: iso(clock()) });
          return true;
        }
        await repo.deleteUnit(trx, session.clienteId, id);
        return false;
      });
      return inUse ? { eliminada: false, unidad: await unitWithCount(session, id) } : { eliminada: true, unidad: null };
    },

    async report(session: Session, q: TranspReportQuery): Promise<TranspReport> {
      const [rows, units, rules] = await Promise.all([repo.reportRows(db, session.clienteId, q.desde, q.hasta), repo.listUnits(db, session.clienteId), loadRules(db, session.cliente)]);
      const today = dayIn(clock(), rules.timezone);
      const empty = (unidad: TranspReportRow['unidad']): TranspReportRow => ({ unidad, recibidas: 0, respondidasATiempo: 0, ampliadas: 0, vencidas: 0 });
      const byUnit = new Map<string | null, TranspReportRow>();
      const total = empty(null);
      for (const r of rows) {
        const u = units.find((x) => x.id === r.unidad_id);
        const key = u ? u.id : null;
        if (!byUnit.has(key)) byUnit.set(key, empty(u ? { id: u.id, nombre: u.nombre } : null));
        const onTime = r.estatus === 'TERMINADA' && r.due_on !== null && r.respondida_on !== null && r.respondida_on <= r.due_on;
        const late = (r.respondida_on !== null && r.due_on !== null && r.respondida_on > r.due_on) || (!isTranspFinal(r.estatus as TranspEstatus) && r.due_on !== null && r.due_on < today);
        for (const acc of [byUnit.get(key)!, total]) {
          acc.recibidas++;
          if (onTime) acc.respondidasATiempo++;
          if (r.ampliada === 1) acc.ampliadas++;
          if (late) acc.vencidas++;
        }
      }
      // units by name, requests without a unit last
      const items = [...byUnit.values()].sort((a, b) => (a.unidad === null ? 1 : b.unidad === null ? -1 : a.unidad.nombre.localeCompare(b.unidad.nombre, 'es')));
      return { desde: q.desde, hasta: q.hasta, items, total };
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
