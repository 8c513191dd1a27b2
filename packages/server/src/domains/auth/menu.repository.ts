import type { Kysely } from 'kysely';
import type { Database, MenuItemRow } from '../../db/schema';

/* The stored menu (menu.ts builds, syncs and filters it). */

type Db = Kysely<Database>;

/** Inserts in the order given: parents before their children, which the foreign key needs. */
export async function insertMenuItems(db: Db, rows: MenuItemRow[]): Promise<void> {
  for (const row of rows) await db.insertInto('menu_items').values(row).execute();
}

/** The entries that lead to a page, with their stored gate. */
export function listPageItems(db: Db): Promise<Pick<MenuItemRow, 'id' | 'url' | 'auth'>[]> {
  return db.selectFrom('menu_items').select(['id', 'url', 'auth']).where('url', 'is not', null).execute();
}

export async function setItemGate(db: Db, id: string, auth: string): Promise<void> {
  await db.updateTable('menu_items').set({ auth }).where('id', '=', id).execute();
}

export async function countMenuItems(db: Db): Promise<number> {
  const r = await db.selectFrom('menu_items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Every entry, in position order. */
export function listMenuItems(db: Db): Promise<MenuItemRow[]> {
  return db.selectFrom('menu_items').selectAll().orderBy('position').orderBy('id').execute();
}
