import type { FastifyInstance } from 'fastify';
import { callerRoutes } from './callers.routes';
import { peopleRoutes } from './people.routes';

/** People (issue 9): the staff's view of habitantes (ciudadano, persona, personaedit), every view audited. */
export async function peopleDomain(app: FastifyInstance): Promise<void> {
  await peopleRoutes(app);
  await callerRoutes(app);
}

/** For the toolbar's lookup: a habitante by CURP, and how a name is written. */
export { findHabitanteByCurp, findHabitanteByPhone, findHabitante, insertHabitanteRows, type HabitanteRow } from './people.repository';
/** For the registry (midb): the one writer of a person's record, and how it reads. */
export { createPersona, curpSexo, type NewPersona } from './personaCreate';
export { updatePersona, type PersonaCtx } from './personaUpdate';
export { peopleError, isUniqueViolation } from './peopleError';
export { nombreCompleto, toPersona } from './personaView';
