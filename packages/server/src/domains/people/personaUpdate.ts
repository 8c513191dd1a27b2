import type { Kysely, Updateable } from 'kysely';
import { HABITANTE_AUDIT, type AuditPersona, type UpdatePersonaBody } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { HabitantesTable } from '../../db/schema.citizens';
import { int } from '../../lib/json';
import { habitanteSearchText } from '../../lib/searchText';
import { curpHolder, findHabitante, lockHabitante, updateHabitante } from './people.repository';
import { peopleError } from './peopleError';
import { recordAdminChange } from '../../core';
import { findActive } from '../cases';

export interface PersonaCtx {
  /** The transaction the change and its audit entry share. */
  db: Kysely<Database>;
  clienteId: string;
  actorId: string;
  now: string;
}

/** Body fields stored as they come, by column. */
const PLAIN = [
  ['nombre', 'nombre'],
  ['apellidos', 'apellidos'],
  ['fechaNacimiento', 'fecha_nacimiento'],
  ['sexo', 'sexo'],
  ['telefono', 'telefono'],
  ['email', 'email'],
  ['direccion', 'direccion'],
] as const satisfies readonly (readonly [keyof UpdatePersonaBody, keyof HabitantesTable])[];

/**
 * Applies the fields that really differ from the stored record, bumps its version and records them
 * (before and after, nothing else) in the audit. A body that changes nothing changes and records nothing.
 * Refused, with nothing written: a stale version (409), a CURP another habitante holds (409), a colonia
 * that is not an active one of the cliente (400).
 */
export async function updatePersona(ctx: PersonaCtx, id: string, body: UpdatePersonaBody): Promise<void> {
  const { db, clienteId } = ctx;
  const locked = await lockHabitante(db, clienteId, id);
  if (!locked) throw peopleError(404, 'persona.not_found');
  if (locked.version !== body.version) throw peopleError(409, 'persona.stale', 'version');
  const row = (await findHabitante(db, clienteId, id))!;

  const set: Updateable<HabitantesTable> = {};
  const before: AuditPersona = {};
  const after: AuditPersona = {};

  for (const [field, column] of PLAIN) {
    const next = body[field];
    if (next === undefined || next === row[column]) continue;
    Object.assign(set, { [column]: next });
    Object.assign(before, { [field]: row[column] });
    Object.assign(after, { [field]: next });
  }
  if (body.consentimiento !== undefined && int(body.consentimiento) !== row.consentimiento) {
    set.consentimiento = int(body.consentimiento);
    before.consentimiento = !body.consentimiento;
    after.consentimiento = body.consentimiento;
  }
  if (body.coloniaId !== undefined && body.coloniaId !== row.colonia_id) {
    const colonia = body.coloniaId === null ? null : await findActive(db, 'colonias', clienteId, body.coloniaId);
    if (colonia === undefined) throw peopleError(400, 'persona.colonia_invalid', 'coloniaId');
    set.colonia_id = colonia?.id ?? null;
    before.colonia = row.colonia_id === null ? null : { id: row.colonia_id, nombre: row.colonia_nombre ?? '' };
    after.colonia = colonia === null ? null : { id: colonia.id, nombre: colonia.nombre };
  }
  if (body.ubicacion !== undefined) {
    const was = row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
    const next = body.ubicacion;
    if (next?.lat !== was?.lat || next?.lng !== was?.lng) {
      set.lat = next?.lat ?? null;
      set.lng = next?.lng ?? null;
      before.ubicacion = was;
      after.ubicacion = next;
    }
  }
  if (body.curp !== undefined && body.curp !== row.curp) {
    if (await curpHolder(db, clienteId, body.curp, id)) throw peopleError(409, 'persona.curp_taken', 'curp');
    set.curp = body.curp;
    before.curp = row.curp;
    after.curp = body.curp;
    if (row.sin_curp_motivo) {
      // a person with a CURP is no longer registered "sin CURP"
      set.sin_curp_motivo = '';
      before.sinCurpMotivo = row.sin_curp_motivo;
      after.sinCurpMotivo = '';
    }
  }
  if (Object.keys(set).length === 0) return;

  if (set.nombre !== undefined || set.apellidos !== undefined || set.curp !== undefined || set.telefono !== undefined) {
    set.search_text = habitanteSearchText({
      nombre: set.nombre ?? row.nombre,
      apellidos: set.apellidos ?? row.apellidos,
      curp: set.curp !== undefined ? set.curp : row.curp,
      telefono: set.telefono ?? row.telefono,
    });
  }
  if (!(await updateHabitante(db, clienteId, id, row.version, { ...set, updated_at: ctx.now }))) throw peopleError(409, 'persona.stale', 'version');
  await recordAdminChange(ctx, { action: HABITANTE_AUDIT.update, entity: 'habitante', entityId: id, before, after });
}
