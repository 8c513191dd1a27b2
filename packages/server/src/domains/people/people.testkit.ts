import type { LightMyRequestResponse } from 'fastify';
import { PEOPLE_PATHS, peoplePath } from '@sig/shared/contract';
import type { TestEnv } from '../../testing/testApp';

/* Helpers of the people tests (not a test file itself). */

export { insertHabitante, newCurp } from '../../testing/habitantes';

/** How many audit rows of this action the habitante has. */
export async function auditCount(env: TestEnv, habitanteId: string, action: string): Promise<number> {
  const { n } = await env.app.db
    .selectFrom('admin_audit')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('entity', '=', 'habitante')
    .where('entity_id', '=', habitanteId)
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The people API as one token sees it. */
export function peopleApi(env: TestEnv, token: string) {
  return {
    search: (query = ''): Promise<LightMyRequestResponse> => env.inject({ method: 'GET', url: `${PEOPLE_PATHS.search}${query}`, token }),
    get: (id: string) => env.inject({ method: 'GET', url: peoplePath(PEOPLE_PATHS.persona, id), token }),
    patch: (id: string, payload: object) => env.inject({ method: 'PATCH', url: peoplePath(PEOPLE_PATHS.persona, id), token, payload }),
    colonias: () => env.inject({ method: 'GET', url: PEOPLE_PATHS.colonias, token }),
    ciudadano: (id: string) => env.inject({ method: 'GET', url: peoplePath(PEOPLE_PATHS.ciudadano, id), token }),
  };
}

/** The stored row, to check that a refused change left it as it was. */
export const storedRow = (env: TestEnv, id: string) => env.app.db.selectFrom('habitantes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
