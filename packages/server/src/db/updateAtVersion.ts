import type { Kysely, Updateable } from 'kysely';

import type { Database } from './schema';

/** The tables a cliente's record is edited in under an optimistic version (`cliente_id`, `id`, `version`). */
type VersionedTable = { [T in keyof Database]: Database[T] extends { cliente_id: string; id: string; version: number } ? T : never }[keyof Database];

/**
 * Writes `set` to the cliente's record if it is still at `version`, bumping the version in the same statement;
 * false when another write came first (the caller answers 409), or the record is not the cliente's.
 */
export async function updateAtVersion<T extends VersionedTable>(db: Kysely<Database>, table: T, clienteId: string, id: string, version: number, set: Omit<Updateable<Database[T]>, 'version'>): Promise<boolean> {
  // Kysely cannot follow a generic table name through its builder; the signature above keeps callers typed
  const loose = db as unknown as Kysely<Record<string, { cliente_id: string; id: string; version: number }>>;
  const res = await loose
    .updateTable(table as string)
    .set({ ...(set as object), version: version + 1 })
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
