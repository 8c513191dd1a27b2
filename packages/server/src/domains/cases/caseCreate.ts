import { randomUUID } from 'node:crypto';
import type { CreateCaseBody } from '@sig/shared/contract';
import { bool } from '../../lib/json';
import { caseError } from './caseError';
import * as repo from './cases.repository';
import { estatusRef } from './caseView';
import { placeOf } from './casePlace';
import { anyRow, caseSearchText, colorRef, insertEvent, type CaseCtx } from './caseWrite';
import { reserveFolios, shareCatalogs } from './caseWrites.repository';
import { formatFolio } from './folio';
import { followAsHabitante } from './followers';
import { hashFollowCode, newFollowCode } from './followCode';
import { yearIn } from '../../core';

const DAY_MS = 24 * 3600 * 1000;

/** What a filing carries beyond the staff form: the registry's habitante who filed it (the citizens' pages). */
export interface CreateCaseExtra {
  habitanteId?: string | null;
  /**
   * The follow code the caller hands out (newFollowCode). Every case gets one: without it a random code
   * nobody was told is stored, so a folio alone never opens the case's history.
   */
  followCode?: string;
}

/**
 * Staff intake: references checked against the cliente's active catalogues, the initial estatus, the
 * tipo's dependencia and SLA, the colonia and zona of the point (casePlace.ts), the next folio of the year,
 * and the 'creado' event. Returns the new id.
 * The caller vouches for `extra.habitanteId` (a habitante of ctx.clienteId).
 */
export async function createCase(ctx: CaseCtx, body: CreateCaseBody, extra: CreateCaseExtra = {}): Promise<string> {
  const { db, clienteId, kind } = ctx;
  if (kind === 'reporte' && !body.ubicacion) throw caseError(400, 'case.location_required', 'ubicacion');
  await shareCatalogs(db, clienteId);
  const tipo = await repo.findTipo(db, clienteId, kind, body.tipoId);
  if (!tipo || !bool(tipo.activo)) throw caseError(400, 'case.invalid_reference', 'tipoId');
  const colonia = body.coloniaId ? await repo.findActive(db, 'colonias', clienteId, body.coloniaId) : undefined;
  if (body.coloniaId && !colonia) throw caseError(400, 'case.invalid_reference', 'coloniaId');
  const origen = body.origenId ? await repo.findActive(db, 'origenes', clienteId, body.origenId) : undefined;
  if (body.origenId && !origen) throw caseError(400, 'case.invalid_reference', 'origenId');
  const initial = (await repo.listEstatus(db, clienteId, kind, true)).find((e) => bool(e.inicial));
  if (!initial) throw caseError(400, 'case.no_initial_estatus');
  const dependencia = await anyRow(db, 'dependencias', clienteId, tipo.dependencia_id);
  const place = await placeOf(db, clienteId, body.ubicacion ?? null, colonia ?? null);
  // staff link the caller found or registered on the form (PEOPLE_PATHS.callers); a filing vouches for its own
  const habitante = body.habitanteId ? await repo.findHabitanteOf(db, clienteId, body.habitanteId) : undefined;
  if (body.habitanteId && !habitante) throw caseError(400, 'case.invalid_reference', 'habitanteId');

  const created = new Date(ctx.now);
  const year = yearIn(created, ctx.timeZone);
  const seq = await reserveFolios(db, clienteId, kind, year);
  const folio = formatFolio(kind, year, seq);
  const prioridad = body.prioridad ?? 'normal';
  const contacto = {
    nombre: body.contacto?.nombre || (habitante ? `${habitante.nombre} ${habitante.apellidos}`.trim() : ''),
    telefono: body.contacto?.telefono || habitante?.telefono || '',
    email: body.contacto?.email || habitante?.email || '',
  };
  const id = randomUUID();
  await repo.insertCase(db, {
    id,
    cliente_id: clienteId,
    kind,
    folio,
    year,
    seq,
    tipo_id: tipo.id,
    estatus_id: initial.id,
    descripcion: body.descripcion,
    lat: body.ubicacion?.lat ?? null,
    lng: body.ubicacion?.lng ?? null,
    direccion: body.direccion ?? '',
    ...place,
    origen_id: origen?.id ?? null,
    habitante_id: habitante?.id ?? extra.habitanteId ?? null,
    contacto_nombre: contacto.nombre,
    contacto_telefono: contacto.telefono,
    contacto_email: contacto.email,
    dependencia_id: dependencia?.id ?? null,
    modulo_id: null,
    asignado_a: null,
    prioridad: repo.prioridadRank(prioridad),
    version: 1,
    search_text: caseSearchText(folio, body.descripcion, contacto.nombre),
    created_at: ctx.now,
    updated_at: ctx.now,
    due_at: new Date(created.getTime() + tipo.sla_dias * DAY_MS).toISOString(),
    closed_at: null,
    follow_code_hash: hashFollowCode(id, extra.followCode ?? newFollowCode()),
    apoyos: 0,
    duplicado_de: null,
  });
  await insertEvent(ctx, id, {
    tipo: 'creado',
    antes: null,
    despues: { folio, tipo: colorRef(tipo), estatus: estatusRef(initial), prioridad, dependencia: colorRef(dependencia) },
  });
  const habitanteId = habitante?.id ?? extra.habitanteId ?? null;
  if (habitanteId) await followAsHabitante(ctx, id, habitanteId);
  return id;
}
