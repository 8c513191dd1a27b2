import type { Kysely } from 'kysely';
import {
  CALLER_SEARCH_MAX,
  CASE_VIEW_PERMISSION,
  CIUDADANO_CASES_MAX,
  HABITANTE_AUDIT,
  PEOPLE_PAGE_SIZE,
  type Caller,
  type CaseKind,
  type Ciudadano,
  type CiudadanoCasosSeccion,
  type CiudadanoProgramasSeccion,
  type NewCallerBody,
  type Persona,
  type UpdatePersonaBody,
} from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import { bool } from '../../lib/json';
import { createCaller } from './callerCreate';
import { toCaller } from './callerView';
import { casesOfHabitante, findHabitante, programasOfHabitante, searchCallers, searchHabitantes, type HabitanteRow } from './people.repository';
import { isUniqueViolation, peopleError } from './peopleError';
import { updatePersona } from './personaUpdate';
import { nombreCompleto, toCiudadanoCaso, toDatos, toListItem, toPersona } from './personaView';
import { holdsPermission, identity, type Permission, recordAdminChange, type Session } from '../../core';
import { listActive } from '../cases';

/*
 * The staff's view of habitantes and the intake's callers: every view of personal data is in the audit,
 * recorded before the answer leaves (data that could not be recorded is not sent: a 500), and each part of a
 * ciudadano's page needs its own permission. The routes only check the request and call these.
 */

const holds = (session: Session, permission: Permission): boolean => holdsPermission(session.permissions, permission);

export function peopleService(db: Kysely<Database>, clock: Clock) {
  async function habitanteOf(session: Session, id: string): Promise<HabitanteRow> {
    const row = await findHabitante(db, session.clienteId, id);
    if (!row) throw peopleError(404, 'persona.not_found');
    return row;
  }

  const recordView = (session: Session, id: string) =>
    recordAdminChange(
      { db, clienteId: session.clienteId, actorId: session.user.id, now: iso(clock()) },
      { action: HABITANTE_AUDIT.view, entity: 'habitante', entityId: id, before: null, after: null },
    );

  return {
    async search(session: Session, q: string | undefined, page: number) {
      const { rows, total } = await searchHabitantes(db, session.clienteId, q, page);
      return { items: rows.map(toListItem), total, page, pageSize: PEOPLE_PAGE_SIZE };
    },

    async persona(session: Session, id: string): Promise<Persona> {
      const row = await habitanteOf(session, id);
      await recordView(session, row.id);
      return toPersona(row);
    },

    async update(session: Session, id: string, body: UpdatePersonaBody): Promise<Persona> {
      const { clienteId, user } = session;
      try {
        await db.transaction().execute((trx) => updatePersona({ db: trx, clienteId, actorId: user.id, now: iso(clock()) }, id, body));
      } catch (err) {
        // two edits giving one CURP at once: the unique index stops the second
        if (isUniqueViolation(err)) throw peopleError(409, 'persona.curp_taken', 'curp');
        throw err;
      }
      return toPersona(await habitanteOf(session, id));
    },

    async colonias(session: Session) {
      const rows = await listActive(db, 'colonias', session.clienteId);
      return { colonias: rows.map((c) => ({ id: c.id, nombre: c.nombre })) };
    },

    /** Any staff user of the cliente may open it; each part needs its own permission. */
    async ciudadano(session: Session, id: string): Promise<Ciudadano> {
      const row = await habitanteOf(session, id);
      const now = iso(clock());
      const casos = async (kind: CaseKind): Promise<CiudadanoCasosSeccion> => {
        if (!holds(session, CASE_VIEW_PERMISSION[kind])) return { permitido: false };
        const { rows, total } = await casesOfHabitante(db, session.clienteId, kind, row.id, CIUDADANO_CASES_MAX);
        return { permitido: true, items: rows.map((c) => toCiudadanoCaso(c, now)), total };
      };
      const [reportes, solicitudes] = [await casos('reporte'), await casos('solicitud')];
      const cliente = identity.toCliente(session.cliente);
      const registry = cliente.products.includes('midb') && cliente.cover_midb && (holds(session, 'SigMidb') || holds(session, 'SigVerPersona'));
      const programas: CiudadanoProgramasSeccion = registry
        ? (await programasOfHabitante(db, session.clienteId, row.id)).reduce<Required<CiudadanoProgramasSeccion>>(
            (s, p) => ({ ...s, items: [...s.items, { programa: { id: p.id, nombre: p.nombre }, estado: p.estado, desde: p.desde, hasta: p.hasta }], total: s.total + 1 }),
            { permitido: true, items: [], total: 0 },
          )
        : { permitido: false };
      const puedeVerPersona = holds(session, 'SigVerPersona');
      if (puedeVerPersona) await recordView(session, row.id);
      return {
        persona: { id: row.id, nombreCompleto: nombreCompleto(row), datos: puedeVerPersona ? toDatos(row) : null },
        puedeVerPersona,
        puedeEditar: holds(session, 'SigMidb'),
        secciones: { reportes, solicitudes, programas },
      };
    },

    /** The person on the intake's line; personal data whole only for a viewer of persons (SigVerPersona). */
    async callers(session: Session, q: string) {
      const { rows, total } = await searchCallers(db, session.clienteId, q, CALLER_SEARCH_MAX);
      const full = holds(session, 'SigVerPersona');
      return { items: rows.map((row) => toCaller(row, full)), total };
    },

    async newCaller(session: Session, body: NewCallerBody): Promise<Caller> {
      const { clienteId, cliente, user } = session;
      const ctx = { clienteId, actorId: user.id, now: iso(clock()), sinCurpAllowed: bool(cliente.operacion_sin_curp) };
      const row = await db.transaction().execute((trx) => createCaller({ ...ctx, db: trx }, body));
      return toCaller({ ...row, colonia_nombre: null }, holds(session, 'SigVerPersona'));
    },
  };
}
