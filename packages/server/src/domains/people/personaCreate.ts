import { randomBytes } from 'node:crypto';
import { HABITANTE_AUDIT, curpBirthDate, type AuditNewHabitante, type Ref, type Sexo } from '@sig/shared/contract';
import type { HabitantesTable } from '../../db/schema.citizens';
import { int } from '../../lib/json';
import { habitanteSearchText } from '../../lib/searchText';
import { insertHabitanteRow } from './people.repository';
import { peopleError } from './peopleError';
import type { PersonaCtx } from './personaUpdate';
import { recordAdminChange } from '../../core';
import { findActive } from '../cases';

/** A new person's record; a CURP states the birth date and sex, which then win over what was given. */
export interface NewPersona {
  curp: string | null;
  /** Required without a CURP; the caller decides who may register without one. */
  sinCurpMotivo: string;
  nombre: string;
  apellidos: string;
  fechaNacimiento?: string | null;
  sexo?: Sexo | null;
  telefono?: string;
  email?: string;
  direccion?: string;
  coloniaId?: string | null;
  ubicacion?: { lat: number; lng: number } | null;
  consentimiento?: boolean;
}

/** The sex a valid CURP states (its eleventh character). */
export const curpSexo = (curp: string): Sexo => curp[10] as Sexo;

/**
 * Registers a person: CURP unique in the cliente (409 persona.curp_taken), a colonia that is active (400
 * persona.colonia_invalid), recorded in the audit with every field given. Nothing is written when refused.
 */
export async function createPersona(ctx: PersonaCtx, input: NewPersona): Promise<HabitantesTable> {
  const { curp } = input;
  let colonia: Ref | null = null;
  if (input.coloniaId) {
    const found = await findActive(ctx.db, 'colonias', ctx.clienteId, input.coloniaId);
    if (!found) throw peopleError(400, 'persona.colonia_invalid', 'coloniaId');
    colonia = { id: found.id, nombre: found.nombre };
  }
  const row: HabitantesTable = {
    id: randomBytes(16).toString('base64url'),
    cliente_id: ctx.clienteId,
    curp,
    sin_curp_motivo: curp ? '' : input.sinCurpMotivo,
    nombre: input.nombre,
    apellidos: input.apellidos,
    fecha_nacimiento: curp ? curpBirthDate(curp) : (input.fechaNacimiento ?? null),
    sexo: curp ? curpSexo(curp) : (input.sexo ?? null),
    telefono: input.telefono ?? '',
    email: input.email ?? '',
    direccion: input.direccion ?? '',
    colonia_id: colonia?.id ?? null,
    lat: input.ubicacion?.lat ?? null,
    lng: input.ubicacion?.lng ?? null,
    consentimiento: int(input.consentimiento ?? false),
    search_text: habitanteSearchText({ nombre: input.nombre, apellidos: input.apellidos, curp, telefono: input.telefono ?? '' }),
    version: 1,
    created_at: ctx.now,
    updated_at: ctx.now,
  };
  if (!(await insertHabitanteRow(ctx.db, row))) throw peopleError(409, 'persona.curp_taken', 'curp');
  const after: AuditNewHabitante = { curp, sinCurpMotivo: row.sin_curp_motivo, nombre: row.nombre, apellidos: row.apellidos, telefono: row.telefono };
  // the intake gives only the five above; the registry's form may give the rest
  if (row.fecha_nacimiento) after.fechaNacimiento = row.fecha_nacimiento;
  if (row.sexo) after.sexo = row.sexo;
  if (row.email) after.email = row.email;
  if (row.direccion) after.direccion = row.direccion;
  if (colonia) after.colonia = colonia;
  if (input.ubicacion) after.ubicacion = input.ubicacion;
  if (input.consentimiento !== undefined) after.consentimiento = input.consentimiento;
  await recordAdminChange(ctx, { action: HABITANTE_AUDIT.create, entity: 'habitante', entityId: row.id, before: null, after });
  return row;
}
