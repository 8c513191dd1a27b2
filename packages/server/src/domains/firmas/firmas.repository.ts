import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { FirmaClavesTable } from '../../db/schema.firmas';

export type Db = Kysely<Database>;
export type ClaveRow = Selectable<FirmaClavesTable>;

export function currentClave(db: Db, clienteId: string): Promise<ClaveRow | undefined> {
  return db.selectFrom('firma_claves').selectAll().where('cliente_id', '=', clienteId).where('retired_at', 'is', null).executeTakeFirst();
}

export function allClaves(db: Db, clienteId: string): Promise<ClaveRow[]> {
  return db.selectFrom('firma_claves').selectAll().where('cliente_id', '=', clienteId).orderBy('created_at').execute();
}

/** Inserts a new current key unless another request made one first (the partial unique index): false then. */
export async function insertClaveIfNone(db: Db, row: ClaveRow): Promise<boolean> {
  const r = await db.insertInto('firma_claves').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function retireClave(db: Db, clienteId: string, kid: string, at: string): Promise<void> {
  await db.updateTable('firma_claves').set({ retired_at: at }).where('cliente_id', '=', clienteId).where('kid', '=', kid).where('retired_at', 'is', null).execute();
}
