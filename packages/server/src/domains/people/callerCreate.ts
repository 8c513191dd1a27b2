import { randomBytes } from 'node:crypto';
import { HABITANTE_AUDIT, curpBirthDate, type NewCallerBody } from '@sig/shared/contract';
import type { HabitantesTable } from '../../db/schema.citizens';
import { habitanteSearchText } from '../../lib/searchText';
import { insertHabitanteRow } from './people.repository';
import { peopleError } from './peopleError';
import type { PersonaCtx } from './personaUpdate';
import { recordAdminChange } from '../../core';

/**
 * Registers the person on the line from the staff intake form: a CURP (unique in the cliente) or, where the
 * cliente allows "operación sin CURP", a reason; names; a phone if given. Recorded in the audit with the
 * fields given. Refused with nothing written: a CURP another person holds (409), none without leave (400).
 */
export async function createCaller(ctx: PersonaCtx & { sinCurpAllowed: boolean }, body: NewCallerBody): Promise<HabitantesTable> {
  const curp = body.curp || null;
  const motivo = body.sinCurpMotivo?.trim() ?? '';
  if (!curp && !(ctx.sinCurpAllowed && motivo)) throw peopleError(400, 'persona.curp_required', ctx.sinCurpAllowed ? 'sinCurpMotivo' : 'curp');
  const row: HabitantesTable = {
    id: randomBytes(16).toString('base64url'),
    cliente_id: ctx.clienteId,
    curp,
    sin_curp_motivo: curp ? '' : motivo,
    nombre: body.nombre,
    apellidos: body.apellidos,
    fecha_nacimiento: curp ? curpBirthDate(curp) : null,
    sexo: null,
    telefono: body.telefono ?? '',
    email: '',
    direccion: '',
    colonia_id: null,
    lat: null,
    lng: null,
    // nobody asked the caller yet: the consent is theirs to give on the registry's own pages
    consentimiento: 0,
    search_text: habitanteSearchText({ nombre: body.nombre, apellidos: body.apellidos, curp, telefono: body.telefono ?? '' }),
    version: 1,
    created_at: ctx.now,
    updated_at: ctx.now,
  };
  if (!(await insertHabitanteRow(ctx.db, row))) throw peopleError(409, 'persona.curp_taken', 'curp');
  const after = { curp, sinCurpMotivo: row.sin_curp_motivo, nombre: row.nombre, apellidos: row.apellidos, telefono: row.telefono };
  await recordAdminChange(ctx, { action: HABITANTE_AUDIT.create, entity: 'habitante', entityId: row.id, before: null, after });
  return row;
}
