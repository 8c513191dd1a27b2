import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MIDB_AUDIT,
  MIDB_ENROL_MAX,
  MIDB_EXPORT_MAX,
  type AuditPrograma,
  type BajaBody,
  type EnrolBody,
  type EnrolResponse,
  type NewProgramaBody,
  type Programa,
  type RollQuery,
  type RollResponse,
  type UpdateProgramaBody,
} from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import { bool, int } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { recordAdminChange, type Session } from '../../core';
import { findHabitante, nombreCompleto } from '../people';
import { midbError } from './midbError';
import { countHabitantes, planSearch } from './midb.repository';
import { scopeOf } from './midb.service';
import * as repo from './programas.repository';

const ROLL_CHUNK = 1000;

const toPrograma = (r: repo.ProgramaRow): Programa => ({
  id: r.id,
  nombre: r.nombre,
  descripcion: r.descripcion,
  activo: bool(r.activo),
  inscritos: r.inscritos,
  version: r.version,
  createdAt: r.created_at,
});

/** A programme's rules: names unique per cliente, every change and enrolment in its history (the audit of entity `programa`). */
export function programasService(db: Kysely<Database>, clock: Clock) {
  const ctx = (session: Session, trx: Kysely<Database> = db) => ({ db: trx, clienteId: session.clienteId, actorId: session.user.id, now: iso(clock()) });

  async function programa(session: Session, id: string): Promise<repo.ProgramaRow> {
    const row = await repo.findPrograma(db, session.clienteId, id);
    if (!row) throw midbError(404, 'midb.programa_not_found');
    return row;
  }

  return {
    async list(session: Session) {
      return { items: (await repo.listProgramas(db, session.clienteId)).map(toPrograma) };
    },

    get: async (session: Session, id: string) => toPrograma(await programa(session, id)),

    async create(session: Session, body: NewProgramaBody): Promise<Programa> {
      const now = iso(clock());
      const id = randomBytes(12).toString('base64url');
      await db.transaction().execute(async (trx) => {
        const row = { id, cliente_id: session.clienteId, nombre: body.nombre, nombre_key: fold(body.nombre), descripcion: body.descripcion, activo: 1, version: 1, created_at: now, updated_at: now };
        if (!(await repo.insertPrograma(trx, row))) throw midbError(409, 'midb.programa_taken', 'nombre');
        await recordAdminChange(ctx(session, trx), { action: MIDB_AUDIT.programaCreate, entity: 'programa', entityId: id, before: null, after: { nombre: body.nombre, descripcion: body.descripcion, activo: true } });
      });
      return toPrograma(await programa(session, id));
    },

    async update(session: Session, id: string, body: UpdateProgramaBody): Promise<Programa> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findPrograma(trx, session.clienteId, id);
        if (!row) throw midbError(404, 'midb.programa_not_found');
        if (row.version !== body.version) throw midbError(409, 'midb.programa_stale', 'version');
        const before: AuditPrograma = {};
        const after: AuditPrograma = {};
        const set: Partial<typeof row> = {};
        if (body.nombre !== undefined && body.nombre !== row.nombre) {
          if (await repo.nombreTaken(trx, session.clienteId, fold(body.nombre), id)) throw midbError(409, 'midb.programa_taken', 'nombre');
          Object.assign(set, { nombre: body.nombre, nombre_key: fold(body.nombre) });
          [before.nombre, after.nombre] = [row.nombre, body.nombre];
        }
        if (body.descripcion !== undefined && body.descripcion !== row.descripcion) {
          set.descripcion = body.descripcion;
          [before.descripcion, after.descripcion] = [row.descripcion, body.descripcion];
        }
        if (body.activo !== undefined && int(body.activo) !== row.activo) {
          set.activo = int(body.activo);
          [before.activo, after.activo] = [bool(row.activo), body.activo];
        }
        if (Object.keys(set).length === 0) return;
        const { inscritos: _count, ...stored } = row;
        void _count;
        if (!(await repo.updatePrograma(trx, session.clienteId, id, stored.version, { ...set, updated_at: iso(clock()) }))) {
          throw midbError(409, 'midb.programa_stale', 'version');
        }
        await recordAdminChange(ctx(session, trx), { action: MIDB_AUDIT.programaUpdate, entity: 'programa', entityId: id, before, after });
      });
      return toPrograma(await programa(session, id));
    },

    /** Enrols by ids or by a registry filter; those already enrolled stay as they were. One transaction, one history entry. */
    async enrol(session: Session, id: string, body: EnrolBody): Promise<EnrolResponse> {
      const row = await programa(session, id);
      if (!row.activo) throw midbError(409, 'midb.programa_inactive');
      const scope = scopeOf(session, clock);
      if ('filtro' in body && (await countHabitantes(db, scope, body.filtro, await planSearch(db, session.clienteId, body.filtro))) > MIDB_ENROL_MAX) throw midbError(400, 'midb.enrol_too_many', 'filtro');
      return db.transaction().execute(async (trx) => {
        const c = ctx(session, trx);
        const who = 'habitanteIds' in body ? { ids: [...new Set(body.habitanteIds)] } : { filtro: body.filtro };
        const { added, candidates } = await repo.enrol(trx, scope, id, who, c.actorId, c.now);
        const after = {
          inscritos: added,
          yaInscritos: candidates - added,
          ...('ids' in who ? { habitanteIds: who.ids } : { filtro: Object.fromEntries(Object.entries(who.filtro).filter(([, v]) => v !== undefined)) }),
        };
        if (added > 0) await recordAdminChange(c, { action: MIDB_AUDIT.enrol, entity: 'programa', entityId: id, before: null, after });
        return { inscritos: added, yaInscritos: candidates - added };
      });
    },

    async baja(session: Session, id: string, habitanteId: string, body: BajaBody): Promise<Programa> {
      await programa(session, id);
      const persona = await findHabitante(db, session.clienteId, habitanteId);
      if (!persona) throw midbError(404, 'midb.not_enrolled');
      await db.transaction().execute(async (trx) => {
        const c = ctx(session, trx);
        if (!(await repo.endEnrolment(trx, session.clienteId, id, habitanteId, body.motivo, c.now))) throw midbError(404, 'midb.not_enrolled');
        await recordAdminChange(c, { action: MIDB_AUDIT.unenrol, entity: 'programa', entityId: id, before: null, after: { habitanteId, nombreCompleto: nombreCompleto(persona), motivo: body.motivo } });
      });
      return toPrograma(await programa(session, id));
    },

    async roll(session: Session, id: string, q: RollQuery): Promise<RollResponse> {
      await programa(session, id);
      const [total, rows] = await Promise.all([
        repo.countRoll(db, session.clienteId, id, q.estado),
        repo.pageRoll(db, session.clienteId, id, q.estado, q.pageSize, (q.page - 1) * q.pageSize),
      ]);
      return {
        items: rows.map((r) => ({
          habitante: { id: r.habitante_id, nombreCompleto: nombreCompleto(r), curp: r.curp, colonia: r.colonia_id ? { id: r.colonia_id, nombre: r.colonia_nombre ?? '' } : null },
          estado: r.estado,
          desde: r.desde,
          hasta: r.hasta,
          motivoBaja: r.motivo_baja,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** The roll (every enrolment, active first by date) as CSV rows, after recording the export. */
    async *rollRows(session: Session, id: string, header: string[]): AsyncGenerator<string[]> {
      await programa(session, id);
      const filas = Math.min(await repo.countRoll(db, session.clienteId, id, 'todas'), MIDB_EXPORT_MAX);
      await recordAdminChange(ctx(session), { action: MIDB_AUDIT.rollExport, entity: 'programa', entityId: id, before: null, after: { filas } });
      yield header;
      for (let offset = 0; offset < filas; offset += ROLL_CHUNK) {
        const rows = await repo.pageRoll(db, session.clienteId, id, 'todas', Math.min(ROLL_CHUNK, filas - offset), offset);
        for (const r of rows) yield [r.curp ?? '', r.nombre, r.apellidos, r.colonia_nombre ?? '', r.estado, r.desde, r.hasta ?? '', r.motivo_baja ?? '', r.habitante_id];
        if (rows.length === 0) break;
      }
    },
  };
}
