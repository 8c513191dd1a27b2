import type { NewCallerBody } from '@sig/shared/contract';
import type { HabitantesTable } from '../../db/schema.citizens';
import { createPersona } from './personaCreate';
import { peopleError } from './peopleError';
import type { PersonaCtx } from './personaUpdate';

/**
 * Registers the person on the line from the staff intake form: a CURP (unique in the cliente) or, where the
 * cliente allows "operación sin CURP", a reason; names; a phone if given. Recorded in the audit with the
 * fields given. Refused with nothing written: a CURP another person holds (409), none without leave (400).
 * Nobody asked the caller for consent yet: that is theirs to give on the registry's own pages.
 */
export async function createCaller(ctx: PersonaCtx & { sinCurpAllowed: boolean }, body: NewCallerBody): Promise<HabitantesTable> {
  const curp = body.curp || null;
  const motivo = body.sinCurpMotivo?.trim() ?? '';
  if (!curp && !(ctx.sinCurpAllowed && motivo)) throw peopleError(400, 'persona.curp_required', ctx.sinCurpAllowed ? 'sinCurpMotivo' : 'curp');
  return createPersona(ctx, { curp, sinCurpMotivo: motivo, nombre: body.nombre, apellidos: body.apellidos, telefono: body.telefono });
}
