import type { CaseEvent, CaseFile, CaseNote, CaseSummary, ColorRef, EstatusRef, Ref, UserRef } from '@sig/shared/contract';
import type { EstatusTable } from '../../db/schema.catalogs';
import { readCaseEvent } from '../../lib/caseEvents';
import { bool, parseJson } from '../../lib/json';
import { prioridadOf, type CaseRow, type EventRow, type FileRow, type NoteRow } from './cases.repository';

/* Rows as the contract shows them. */

const ref = (id: string | null, nombre: string | null): Ref | null => (id === null ? null : { id, nombre: nombre ?? '' });

export const estatusRef = (e: Pick<EstatusTable, 'id' | 'nombre' | 'color' | 'final'>): EstatusRef => ({ id: e.id, nombre: e.nombre, color: e.color, final: bool(e.final) });

export const userRef = (id: string | null, displayName: string | null): UserRef | null => (id === null ? null : { id, displayName: displayName ?? '' });

/** Open and past its due date at `now`. */
export const isOverdue = (r: { closed_at: string | null; due_at: string }, now: string): boolean => r.closed_at === null && r.due_at < now;

/** A case's tipo and estatus, as every list of cases shows them. */
export const tipoAndEstatus = (r: CaseRow): Pick<CaseSummary, 'tipo' | 'estatus'> => ({
  tipo: { id: r.tipo_id, nombre: r.tipo_nombre, color: r.tipo_color },
  estatus: estatusRef({ id: r.estatus_id, nombre: r.estatus_nombre, color: r.estatus_color, final: r.estatus_final }),
});

export function toSummary(r: CaseRow, now: string): CaseSummary {
  return {
    id: r.id,
    folio: r.folio,
    ...tipoAndEstatus(r),
    descripcion: r.descripcion,
    direccion: r.direccion,
    ubicacion: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
    colonia: ref(r.colonia_id, r.colonia_nombre),
    zona: ref(r.zona_id, r.zona_nombre),
    origen: ref(r.origen_id, r.origen_nombre),
    dependencia: r.dependencia_id === null ? null : ({ id: r.dependencia_id, nombre: r.dependencia_nombre ?? '', color: r.dependencia_color ?? '' } satisfies ColorRef),
    modulo: ref(r.modulo_id, r.modulo_nombre),
    asignado: userRef(r.asignado_a, r.asignado_nombre),
    prioridad: prioridadOf(r.prioridad),
    contactoNombre: r.contacto_nombre,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    dueAt: r.due_at,
    closedAt: r.closed_at,
    vencido: isOverdue(r, now),
  };
}

export const toFile = (f: FileRow): CaseFile => ({
  id: f.id,
  nombre: f.nombre,
  tipo: f.tipo,
  bytes: f.bytes,
  createdAt: f.created_at,
  autor: userRef(f.autor_id, f.autor_nombre),
});

export function toNote(n: NoteRow, files: Map<string, CaseFile>): CaseNote {
  return {
    id: n.id,
    at: n.at,
    autor: userRef(n.autor_id, n.autor_nombre),
    texto: n.texto,
    publica: bool(n.publica),
    archivos: parseJson<string[]>(n.archivo_ids, []).flatMap((id) => files.get(id) ?? []),
  };
}

/** The history rows through the contract, typed by kind (caseEvents.ts). */
export const toEvents = (rows: EventRow[]): CaseEvent[] => rows.flatMap((e) => readCaseEvent(e, userRef(e.actor_id, e.actor_nombre)) ?? []);
