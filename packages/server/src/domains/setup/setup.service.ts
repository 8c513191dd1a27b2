import type { Kysely } from 'kysely';
import { SETUP_DATA_STEPS, SETUP_LANDING_STEPS, SETUP_STEPS, type ColoniasImportBody, type SetupStatus, type SetupStep, type SetupStepBody, type SetupStepState, type StarterCatalogsResponse } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { iso, type Clock } from '../../lib/clock';
import type { Session } from '../../core';
import { addStarterCatalogs, importColonias, parseColonias } from '../catalogs';
import { readFacts, readSteps, writeStep, type SetupFacts } from './setup.repository';

/*
 * The setup guide of a new cliente (issue 24). A data step is done when the data says so (a map centre;
 * a tipo de reporte with an initial estatus; a colonia; a member besides the owner) and never by a flag;
 * the others are done when the administrator confirms them. Any step may be skipped and resumed.
 */

type DataStep = 'mapa' | 'catalogos' | 'colonias' | 'equipo';

const doneByData: Record<DataStep, (f: SetupFacts) => boolean> = {
  mapa: (f) => f.hasMap,
  catalogos: (f) => f.tiposReporte > 0 && f.estatusInicial > 0,
  colonias: (f) => f.colonias > 0,
  equipo: (f) => f.miembros > 1,
};

const isDataStep = (s: SetupStep): s is DataStep => SETUP_DATA_STEPS.includes(s);

export async function setupStatus(db: Kysely<Database>, clienteId: string): Promise<SetupStatus> {
  const facts = await readFacts(db, clienteId);
  if (!facts) throw new HttpError(404, 'not_found', 'El cliente no existe.');
  const marks = await readSteps(db, clienteId);
  const steps = SETUP_STEPS.map((step) => {
    const mark = marks.get(step);
    const done = isDataStep(step) ? doneByData[step](facts) : mark === 'hecho' || (step === 'identidad' && facts.hasLogo);
    const state: SetupStepState = done ? 'hecho' : mark === 'omitido' ? 'omitido' : 'pendiente';
    return { step, state };
  });
  const pending = (s: SetupStep) => steps.find((x) => x.step === s)!.state === 'pendiente';
  return {
    slug: facts.slug,
    steps,
    counts: {
      dependencias: facts.dependencias,
      tiposReporte: facts.tiposReporte,
      estatusReporte: facts.estatusReporte,
      origenes: facts.origenes,
      colonias: facts.colonias,
      miembros: facts.miembros,
    },
    complete: steps.every((s) => s.state !== 'pendiente'),
    needsGuide: SETUP_LANDING_STEPS.some(pending),
  };
}

export function setupService(db: Kysely<Database>, clock: Clock) {
  return {
    status: (session: Session) => setupStatus(db, session.clienteId),

    /** Confirm, skip or resume one step; a data step is confirmed only by its data (400 on `hecho`). */
    async markStep(session: Session, body: SetupStepBody): Promise<SetupStatus> {
      if (body.state === 'hecho' && isDataStep(body.step)) {
        throw new HttpError(400, 'validation', 'Este paso se completa con los datos del cliente, no se marca a mano.', { field: 'state' });
      }
      await writeStep(db, session.clienteId, body.step, body.state === 'pendiente' ? null : body.state, session.user.id, iso(clock()));
      return setupStatus(db, session.clienteId);
    },

    async starterCatalogs(session: Session): Promise<StarterCatalogsResponse> {
      const added = await addStarterCatalogs(db, session.clienteId, session.user.id, iso(clock()));
      return { added, status: await setupStatus(db, session.clienteId) };
    },

    async colonias(session: Session, body: ColoniasImportBody) {
      const rows = parseColonias(body.format, body.text);
      const result = await importColonias(db, session.clienteId, session.user.id, iso(clock()), rows);
      return { ...result, status: await setupStatus(db, session.clienteId) };
    },
  };
}
