import type { CaseActionBody, CaseEventChange, LatLng, Ref } from '@sig/shared/contract';
import type { CasesTable } from '../../db/schema.cases';
import type { ColoniasTable } from '../../db/schema.catalogs';
import { bool } from '../../lib/json';
import { caseError } from './caseError';
import { placeOf } from './casePlace';
import * as repo from './cases.repository';
import { caseSearchText, colorRef, insertEvent, touch, type CaseCtx } from './caseWrite';

/*
 * Correcting what was filed (accion 'corregir', issue 21): tipo, descripción, dirección, colonia and
 * location. Each corrected field is its own history event, so the timeline says what changed and keeps what
 * was there (the citizen's own words in the 'descripcion' event's `antes`).
 */

type CorrectBody = Extract<CaseActionBody, { accion: 'corregir' }>;

const DAY_MS = 24 * 3600 * 1000;

const pointOf = (row: CasesTable): LatLng | null => (row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null);
const samePoint = (a: LatLng | null, b: LatLng | null): boolean => (a === null || b === null ? a === b : a.lat === b.lat && a.lng === b.lng);

/** Any colonia or zona of the cliente, active or not: history names what was there. */
async function nameOf(db: repo.Db, table: 'colonias' | 'zonas', clienteId: string, id: string | null): Promise<Ref | null> {
  if (id === null) return null;
  const row = await repo.findAny(db, table, clienteId, id);
  return row ? { id: row.id, nombre: row.nombre } : { id, nombre: '' };
}

async function anyColonia(db: repo.Db, clienteId: string, id: string): Promise<ColoniasTable | null> {
  return (await repo.findAny(db, 'colonias', clienteId, id)) ?? null;
}

/** Applies a correction to the locked, open `row`; returns whether anything changed. */
export async function correctCase(ctx: CaseCtx, row: CasesTable, body: CorrectBody): Promise<boolean> {
  const { db, clienteId, kind } = ctx;
  const changes: Partial<CasesTable> = {};
  const events: CaseEventChange[] = [];

  if (body.tipoId !== undefined && body.tipoId !== row.tipo_id) {
    const tipo = await repo.findTipo(db, clienteId, kind, body.tipoId);
    if (!tipo || !bool(tipo.activo)) throw caseError(400, 'case.invalid_reference', 'tipoId');
    const before = await repo.findTipo(db, clienteId, kind, row.tipo_id);
    const dueAt = new Date(Date.parse(row.created_at) + tipo.sla_dias * DAY_MS).toISOString();
    changes.tipo_id = tipo.id;
    changes.due_at = dueAt;
    events.push({ tipo: 'tipo', antes: { tipo: before ? colorRef(before) : { id: row.tipo_id, nombre: '', color: '' }, dueAt: row.due_at }, despues: { tipo: colorRef(tipo), dueAt } });
  }

  if (body.descripcion !== undefined && body.descripcion !== row.descripcion) {
    changes.descripcion = body.descripcion;
    changes.search_text = caseSearchText(row.folio, body.descripcion, row.contacto_nombre);
    events.push({ tipo: 'descripcion', antes: { descripcion: row.descripcion }, despues: { descripcion: body.descripcion } });
  }

  if (body.direccion !== undefined && body.direccion !== row.direccion) {
    changes.direccion = body.direccion;
    events.push({ tipo: 'direccion', antes: { direccion: row.direccion }, despues: { direccion: body.direccion } });
  }

  const before = pointOf(row);
  if (body.ubicacion === null && kind === 'reporte') throw caseError(400, 'case.location_required', 'ubicacion');
  const point = body.ubicacion === undefined ? before : body.ubicacion;
  const moved = !samePoint(before, point);
  if (moved) {
    changes.lat = point?.lat ?? null;
    changes.lng = point?.lng ?? null;
    events.push({ tipo: 'ubicacion', antes: { ubicacion: before }, despues: { ubicacion: point } });
  }

  // the colonia: chosen now, chosen before (kept through a move), or derived from the point
  let chosen: ColoniasTable | null = null;
  if (body.coloniaId) {
    // a colonia deactivated since staff chose it may stay, never be newly chosen
    chosen = (await repo.findActive(db, 'colonias', clienteId, body.coloniaId)) ?? (body.coloniaId === row.colonia_id ? await anyColonia(db, clienteId, body.coloniaId) : null);
    if (!chosen) throw caseError(400, 'case.invalid_reference', 'coloniaId');
  } else if (body.coloniaId === undefined && bool(row.colonia_manual) && row.colonia_id !== null) {
    chosen = await anyColonia(db, clienteId, row.colonia_id);
  }
  // asked for another colonia, or to hand a chosen one back to the point, or to keep a derived one for good
  const placeAsked = body.coloniaId !== undefined && (body.coloniaId !== row.colonia_id || (body.coloniaId === null) === bool(row.colonia_manual));
  if (moved || placeAsked) {
    const place = await placeOf(db, clienteId, point, chosen);
    if (place.colonia_id !== row.colonia_id || place.zona_id !== row.zona_id || place.colonia_manual !== row.colonia_manual) {
      Object.assign(changes, place);
      events.push({
        tipo: 'colonia',
        antes: { colonia: await nameOf(db, 'colonias', clienteId, row.colonia_id), zona: await nameOf(db, 'zonas', clienteId, row.zona_id), derivada: !bool(row.colonia_manual) },
        despues: { colonia: await nameOf(db, 'colonias', clienteId, place.colonia_id), zona: await nameOf(db, 'zonas', clienteId, place.zona_id), derivada: place.colonia_manual === 0 },
      });
    }
  }

  if (events.length === 0) return false;
  await touch(ctx, row, changes);
  for (const [i, e] of events.entries()) await insertEvent(ctx, row.id, e, i === 0 ? body.comentario : null);
  return true;
}
