import type { Kysely } from 'kysely';
import type { SetupStep } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { SetupStepsTable } from '../../db/schema.setup';

/* The setup guide's SQL (issue 24): what the cliente's data shows, and the steps confirmed or skipped. Every query takes the clienteId first. */

type Db = Kysely<Database>;

export interface SetupFacts {
  slug: string;
  hasMap: boolean;
  hasLogo: boolean;
  dependencias: number;
  tiposReporte: number;
  estatusReporte: number;
  estatusInicial: number;
  origenes: number;
  colonias: number;
  miembros: number;
}

type CountedTable = 'dependencias' | 'tipos_reporte' | 'estatus_reporte' | 'origenes' | 'colonias';

const countOf = async (db: Db, table: CountedTable, clienteId: string): Promise<number> =>
  Number(
    (await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('cliente_id', '=', clienteId).where('activo', '=', 1).executeTakeFirst())?.n ?? 0,
  );

/** Active estatus de reporte marked initial: a tipo without one could not open a case. */
const initialEstatus = async (db: Db, clienteId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('estatus_reporte')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('cliente_id', '=', clienteId)
        .where('activo', '=', 1)
        .where('inicial', '=', 1)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** Undefined when the cliente does not exist. */
export async function readFacts(db: Db, clienteId: string): Promise<SetupFacts | undefined> {
  const cliente = await db.selectFrom('clientes').select(['slug', 'map_lat', 'map_lng', 'logo']).where('id', '=', clienteId).executeTakeFirst();
  if (!cliente) return undefined;
  const members = await db
    .selectFrom('user_clientes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('cliente_id', '=', clienteId)
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return {
    slug: cliente.slug,
    hasMap: cliente.map_lat !== null && cliente.map_lng !== null,
    hasLogo: cliente.logo !== null,
    dependencias: await countOf(db, 'dependencias', clienteId),
    tiposReporte: await countOf(db, 'tipos_reporte', clienteId),
    estatusReporte: await countOf(db, 'estatus_reporte', clienteId),
    estatusInicial: await initialEstatus(db, clienteId),
    origenes: await countOf(db, 'origenes', clienteId),
    colonias: await countOf(db, 'colonias', clienteId),
    miembros: Number(members?.n ?? 0),
  };
}

export async function readSteps(db: Db, clienteId: string): Promise<Map<SetupStep, SetupStepsTable['state']>> {
  const rows = await db.selectFrom('setup_steps').select(['step', 'state']).where('cliente_id', '=', clienteId).execute();
  return new Map(rows.map((r) => [r.step as SetupStep, r.state]));
}

export async function writeStep(db: Db, clienteId: string, step: SetupStep, state: SetupStepsTable['state'] | null, userId: string, now: string): Promise<void> {
  await db.deleteFrom('setup_steps').where('cliente_id', '=', clienteId).where('step', '=', step).execute();
  if (state) await db.insertInto('setup_steps').values({ cliente_id: clienteId, step, state, updated_by: userId, updated_at: now }).execute();
}
