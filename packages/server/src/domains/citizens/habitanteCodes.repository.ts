import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HabitanteCodesTable } from '../../db/schema.citizens';

/* The one-time codes of habitantes (habitanteCodes.ts holds their rules): only hashes are stored. */

type Db = Kysely<Database>;

/** When the habitante's codes since `since` were made, newest first. */
export async function codeTimesSince(db: Db, habitanteId: string, since: string): Promise<string[]> {
  const rows = await db.selectFrom('habitante_codes').select('created_at').where('habitante_id', '=', habitanteId).where('created_at', '>', since).orderBy('created_at', 'desc').execute();
  return rows.map((r) => r.created_at);
}

export async function insertCode(db: Db, row: HabitanteCodesTable): Promise<void> {
  await db.insertInto('habitante_codes').values(row).execute();
}

/** The habitante's newest code (only that one counts). */
export function newestCode(db: Db, clienteId: string, habitanteId: string): Promise<HabitanteCodesTable | undefined> {
  return db
    .selectFrom('habitante_codes')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .where('habitante_id', '=', habitanteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Counts a wrong try, conditionally in the database: simultaneous guesses cannot get past `maxTries`. */
export async function countWrongTry(db: Db, id: string, maxTries: number): Promise<void> {
  await db
    .updateTable('habitante_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .execute();
}

/** Spends the code if it is still unused, untried out and unexpired at `now`; false when another request spent it first. */
export async function spendCode(db: Db, id: string, now: string, maxTries: number): Promise<boolean> {
  const spent = await db
    .updateTable('habitante_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('tries', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) > 0;
}
