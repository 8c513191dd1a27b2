import type { Kysely } from 'kysely';
import {
  HABITANTE_AUDIT,
  curpBirthDate,
  MIDB_AUDIT,
  MIDB_COUNT_MAX,
  MIDB_EXPORT_MAX,
  MIDB_POINTS_MAX,
  type MapaResponse,
  type MidbFilterQuery,
  type MidbHabitante,
  type MidbHabitanteItem,
  type MidbListResponse,
  type MidbSearchQuery,
  type NewHabitanteBody,
  type PuntosQuery,
  type PuntosResponse,
  type UpdateHabitanteBody,
} from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import { bool, parseJson } from '../../lib/json';
import { dayIn, holdsPermission, recordAdminChange, safeTimeZone, type Session } from '../../core';
import { createPersona, curpSexo, findHabitante, isUniqueViolation, nombreCompleto, peopleError, toPersona, updatePersona } from '../people';
import { midbError } from './midbError';
import { ageRangeOnly, coloniaShapes, countHabitantes, countHabitantesUpTo, countsPerColonia, keptAgeCountsPerColonia, keptCountsPerColonia, pageHabitantes, planSearch, pointsIn, withOrder, zonaOfColonia, type FilterScope, type RegistryRow } from './midb.repository';
import { enrolmentsOf } from './programas.repository';

/** Rows read per query while a CSV export streams. */
const EXPORT_CHUNK = 1000;

/** Whole years between a birth date and today (both YYYY-MM-DD). */
export function edadOn(birth: string | null, today: string): number | null {
  if (!birth) return null;
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) >= birth.slice(5) ? years : years - 1;
}

export const scopeOf = (session: Session, clock: Clock): FilterScope => ({
  clienteId: session.clienteId,
  today: dayIn(clock(), safeTimeZone(session.cliente.timezone)),
});

const toItem = (r: RegistryRow, today: string): MidbHabitanteItem => ({
  id: r.id,
  nombreCompleto: nombreCompleto(r),
  curp: r.curp,
  telefono: r.telefono,
  colonia: r.colonia_id ? { id: r.colonia_id, nombre: r.colonia_nombre ?? '' } : null,
  zona: r.zona_id ? { id: r.zona_id, nombre: r.zona_nombre ?? '' } : null,
  edad: edadOn(r.fecha_nacimiento, today),
  sexo: r.sexo,
  consentimiento: bool(r.consentimiento),
  createdAt: r.created_at,
});

/** The filters as they are kept in the audit: only those given. */
const givenFilters = (f: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

/** The audit entry of a look at the registry that showed people (a page of the list, a box of the map). */
const consulta = (session: Session, vista: 'lista' | 'mapa', filtros: Record<string, unknown>, filas: number) =>
  ({ action: MIDB_AUDIT.consulta, entity: 'cliente', entityId: session.clienteId, before: null, after: { vista, filtros: givenFilters(filtros), filas } }) as const;

/** The centroid of a GeoJSON polygon's outer ring (the vertices' mean: good enough to place a circle). */
function ringCenter(poligono: unknown): { lat: number; lng: number } | null {
  const g = poligono as { type?: string; coordinates?: unknown } | null;
  const ring = g?.type === 'Polygon' ? (g.coordinates as number[][][])?.[0] : g?.type === 'MultiPolygon' ? (g.coordinates as number[][][][])?.[0]?.[0] : undefined;
  if (!Array.isArray(ring) || ring.length === 0) return null;
  const [lng, lat] = ring.reduce(([a, b], [x, y]) => [a + (x ?? 0), b + (y ?? 0)], [0, 0]);
  return { lat: lat / ring.length, lng: lng / ring.length };
}

/**
 * The registry's rules: searching and counting in SQL, every view and export of personal data in the audit
 * (recorded before the answer leaves), habitantes written through the people domain's one writer.
 */
export function midbService(db: Kysely<Database>, clock: Clock) {
  const audit = (session: Session) => ({ db, clienteId: session.clienteId, actorId: session.user.id, now: iso(clock()) });

  async function habitante(session: Session, id: string): Promise<MidbHabitante> {
    const row = await findHabitante(db, session.clienteId, id);
    if (!row) throw peopleError(404, 'persona.not_found');
    const zona = row.colonia_id ? await zonaOfColonia(db, session.clienteId, row.colonia_id) : undefined;
    const programas = await enrolmentsOf(db, session.clienteId, id);
    return {
      ...toPersona(row),
      zona: zona ?? null,
      programas: programas.map((p) => ({
        programa: { id: p.programa_id, nombre: p.programa_nombre },
        estado: p.estado,
        desde: p.desde,
        hasta: p.hasta,
        motivoBaja: p.motivo_baja,
      })),
    };
  }

  /** A body's CURP states the birth date and sex: they follow it. */
  const withCurpFacts = <B extends { curp?: string | null; fechaNacimiento?: string | null; sexo?: 'H' | 'M' | 'X' | null }>(b: B): B =>
    b.curp ? { ...b, fechaNacimiento: curpBirthDate(b.curp), sexo: curpSexo(b.curp) } : b;

  return {
    async search(session: Session, q: MidbSearchQuery): Promise<MidbListResponse> {
      const scope = scopeOf(session, clock);
      const { page, pageSize, ...filters } = q;
      const offset = (page - 1) * pageSize;
      const plan = await withOrder(db, scope, filters, await planSearch(db, session.clienteId, filters, MIDB_COUNT_MAX), { offset, limit: pageSize });
      const [counted, rows] = await Promise.all([
        countHabitantesUpTo(db, scope, filters, MIDB_COUNT_MAX, plan),
        pageHabitantes(db, scope, filters, pageSize, offset, plan),
      ]);
      const totalExact = counted <= MIDB_COUNT_MAX;
      if (rows.length > 0) await recordAdminChange(audit(session), consulta(session, 'lista', { ...filters, page }, rows.length));
      return { items: rows.map((r) => toItem(r, scope.today)), total: Math.min(counted, MIDB_COUNT_MAX), totalExact, page, pageSize };
    },

    /** The whole record, audited on every read. */
    async view(session: Session, id: string): Promise<MidbHabitante> {
      const body = await habitante(session, id);
      await recordAdminChange(audit(session), { action: HABITANTE_AUDIT.view, entity: 'habitante', entityId: id, before: null, after: null });
      return body;
    },

    async create(session: Session, body: NewHabitanteBody): Promise<MidbHabitante> {
      const curp = body.curp || null;
      const motivo = body.sinCurpMotivo?.trim() ?? '';
      if (!curp && !(holdsPermission(session.permissions, 'SigOperacionSinCurp') && motivo)) {
        throw midbError(400, 'midb.curp_required', holdsPermission(session.permissions, 'SigOperacionSinCurp') ? 'sinCurpMotivo' : 'curp');
      }
      const input = withCurpFacts({ ...body, curp, sinCurpMotivo: curp ? '' : motivo });
      let id: string;
      try {
        id = (await db.transaction().execute((trx) => createPersona({ ...audit(session), db: trx }, input))).id;
      } catch (err) {
        if (isUniqueViolation(err)) throw peopleError(409, 'persona.curp_taken', 'curp');
        throw err;
      }
      return habitante(session, id);
    },

    async update(session: Session, id: string, body: UpdateHabitanteBody): Promise<MidbHabitante> {
      try {
        await db.transaction().execute((trx) => updatePersona({ ...audit(session), db: trx }, id, withCurpFacts(body)));
      } catch (err) {
        if (isUniqueViolation(err)) throw peopleError(409, 'persona.curp_taken', 'curp');
        throw err;
      }
      return habitante(session, id);
    },

    /**
     * The filtered registry as CSV rows (at most MIDB_EXPORT_MAX), after recording the export in the audit;
     * the last line says so when the filter finds more.
     */
    async *exportRows(session: Session, filters: MidbFilterQuery, header: string[], more: (n: number) => string): AsyncGenerator<(string | number)[]> {
      const scope = scopeOf(session, clock);
      const plan = await withOrder(db, scope, filters, await planSearch(db, session.clienteId, filters));
      const total = await countHabitantes(db, scope, filters, plan);
      const filas = Math.min(total, MIDB_EXPORT_MAX);
      await recordAdminChange(audit(session), { action: MIDB_AUDIT.export, entity: 'cliente', entityId: session.clienteId, before: null, after: { filtros: givenFilters(filters), filas } });
      yield header;
      for (let offset = 0; offset < filas; offset += EXPORT_CHUNK) {
        const rows = await pageHabitantes(db, scope, filters, Math.min(EXPORT_CHUNK, filas - offset), offset, plan);
        for (const r of rows) {
          yield [
            r.curp ?? '',
            r.nombre,
            r.apellidos,
            r.fecha_nacimiento ?? '',
            edadOn(r.fecha_nacimiento, scope.today) ?? '',
            r.sexo ?? '',
            r.telefono,
            r.email,
            r.direccion,
            r.colonia_nombre ?? '',
            r.zona_nombre ?? '',
            r.lat ?? '',
            r.lng ?? '',
            r.consentimiento ? 'si' : 'no',
            r.id,
          ];
        }
        if (rows.length === 0) break;
      }
      if (total > filas) yield [more(total)];
    },

    /** Habitantes per colonia for the filter, with each colonia's shape; counted by the database. */
    async mapa(session: Session, filters: MidbFilterQuery): Promise<MapaResponse> {
      // the whole registry (the map as it opens) from the counts kept with every write; a filter is counted
      const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
      // (the text index read no further than tells a broad word, which is walked, from fewer matches, read whole)
      // an age range alone (adultos mayores) from the counts kept per birth year, its boundary years counted
      const counts = !filtered
        ? await keptCountsPerColonia(db, session.clienteId)
        : ageRangeOnly(filters)
          ? await keptAgeCountsPerColonia(db, scopeOf(session, clock), filters)
          : await countsPerColonia(db, scopeOf(session, clock), filters, await planSearch(db, session.clienteId, filters, MIDB_COUNT_MAX));
      const shapes = new Map((await coloniaShapes(db, session.clienteId, counts.flatMap((c) => (c.colonia_id ? [c.colonia_id] : [])))).map((s) => [s.id, s]));
      let sinColonia = 0;
      let total = 0;
      const colonias: MapaResponse['colonias'] = [];
      for (const c of counts) {
        total += c.n;
        const shape = c.colonia_id ? shapes.get(c.colonia_id) : undefined;
        if (!shape) {
          sinColonia += c.n;
          continue;
        }
        const poligono = shape.poligono ? parseJson<unknown>(shape.poligono, null) : null;
        const centro = shape.centro_lat !== null && shape.centro_lng !== null ? { lat: shape.centro_lat, lng: shape.centro_lng } : ringCenter(poligono);
        colonias.push({ colonia: { id: shape.id, nombre: shape.nombre }, habitantes: c.n, poligono, centro });
      }
      colonias.sort((a, b) => b.habitantes - a.habitantes);
      return { colonias, sinColonia, total };
    },

    async puntos(session: Session, q: PuntosQuery): Promise<PuntosResponse> {
      const { bbox, ...filters } = q;
      const rows = await pointsIn(db, scopeOf(session, clock), filters, bbox, MIDB_POINTS_MAX, await planSearch(db, session.clienteId, filters));
      const items = rows.slice(0, MIDB_POINTS_MAX);
      if (items.length > 0) await recordAdminChange(audit(session), consulta(session, 'mapa', { ...filters, bbox: [bbox.west, bbox.south, bbox.east, bbox.north].join(',') }, items.length));
      return {
        items: items.map((r) => ({ id: r.id, nombreCompleto: nombreCompleto(r), lat: r.lat, lng: r.lng })),
        truncated: rows.length > MIDB_POINTS_MAX,
      };
    },
  };
}
