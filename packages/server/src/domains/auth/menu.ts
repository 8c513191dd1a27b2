import type { Kysely } from 'kysely';
import type { MenuItem } from '@sig/shared/contract';
import { hasPermission } from '@sig/shared/permissions';
import { matchRoute } from '@sig/shared/routes';
import type { Database, MenuItemRow } from '../../db/schema';
import { parseJson, toJson } from '../../lib/json';
import { ALWAYS_ON_PRODUCTS, MENU_SEED, type MenuSeed, routeGate } from './menu.data';
import * as repo from './menu.repository';

type Db = Kysely<Database>;

export interface StoredMenuItem extends MenuItem {
  product: string;
  children?: StoredMenuItem[];
}

/** Writes the seed tree into menu_items (first start only: later edits in the table are kept). */
export async function seedMenu(db: Db, seed: MenuSeed[] = MENU_SEED): Promise<void> {
  const rows: MenuItemRow[] = [];
  const walk = (nodes: MenuSeed[], parent: string | null) =>
    nodes.forEach((n, position) => {
      rows.push({
        id: n.id,
        product: n.product,
        parent_id: parent,
        position,
        type: n.type,
        title: n.title,
        translate: n.translate,
        url: n.url ?? null,
        icon: n.icon ?? null,
        auth: toJson(n.auth),
        labels: toJson(n.labels),
      });
      if (n.children) walk(n.children, n.id);
    });
  walk(seed, null);
  await repo.insertMenuItems(db, rows);
}

/** The seed tree on the first start, when menu_items is empty. */
export async function seedMenuIfEmpty(db: Db): Promise<void> {
  if ((await repo.countMenuItems(db)) === 0) await seedMenu(db);
}

/**
 * At every start: each stored entry with a url takes its route's auth list from the table again, so a gate
 * changed in routes.ts reaches a database seeded before (the seed copies it only once). Only the gate is
 * synced: the rest of an entry, and entries whose url the table does not know, are left as stored. Writes
 * only the rows that differ; returns how many.
 */
export async function syncMenuGates(db: Db): Promise<number> {
  const rows = await repo.listPageItems(db);
  let changed = 0;
  for (const row of rows) {
    const gate = routeGate(row.url!);
    if (gate === undefined || toJson(gate) === toJson(parseJson<string[] | null>(row.auth, null))) continue;
    await repo.setItemGate(db, row.id, toJson(gate));
    changed++;
  }
  return changed;
}

export { countMenuItems } from './menu.repository';

/** The whole stored menu as a tree, in position order. */
export async function loadMenu(db: Db): Promise<StoredMenuItem[]> {
  const rows = await repo.listMenuItems(db);
  const byParent = new Map<string | null, MenuItemRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parent_id) ?? [];
    list.push(r);
    byParent.set(r.parent_id, list);
  }
  const build = (parent: string | null): StoredMenuItem[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = r.type === 'group' || r.type === 'collapse' ? build(r.id) : undefined;
      return {
        id: r.id,
        product: r.product,
        title: r.title,
        translate: r.translate,
        type: r.type,
        ...(r.url != null && { url: r.url }),
        ...(r.icon != null && { icon: r.icon }),
        auth: parseJson<string[] | null>(r.auth, null),
        labels: parseJson(r.labels, { es: r.title, en: r.title, tr: r.title, ar: r.title }),
        ...(children && { children }),
      };
    });
  return build(null);
}

/** An entry whose page belongs to a parcel this portal does not serve would only lead to a dead end. */
function isInstalled(url: string | undefined, served: ReadonlySet<string> | null): boolean {
  if (!url || !served) return true;
  const parcel = matchRoute(url)?.route.parcel;
  return parcel === undefined || served.has(parcel);
}

/**
 * What one user sees: only the cliente's products, only entries whose auth list the user's role
 * satisfies and whose parcel the portal serves (`served`: the import map's @sig/* names, null when no
 * portal is built); groups and collapses left empty are dropped, and so are dividers with nothing to divide.
 */
export function filterMenu(items: StoredMenuItem[], role: readonly string[], products: readonly string[], served: ReadonlySet<string> | null = null): MenuItem[] {
  const enabled = new Set([...products, ...ALWAYS_ON_PRODUCTS]);
  const visit = (nodes: StoredMenuItem[]): MenuItem[] => {
    const out: MenuItem[] = [];
    for (const { product, children, ...node } of nodes) {
      if (!enabled.has(product) || !hasPermission(node.auth, role) || !isInstalled(node.url, served)) continue;
      if (node.type === 'group' || node.type === 'collapse') {
        const kept = visit(children ?? []);
        if (kept.some((c) => c.type !== 'divider')) out.push({ ...node, children: kept });
      } else {
        out.push(node);
      }
    }
    return trimDividers(out);
  };
  return visit(items);
}

function trimDividers(items: MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const it of items) {
    if (it.type === 'divider' && (out.length === 0 || out[out.length - 1].type === 'divider')) continue;
    out.push(it);
  }
  while (out.length && out[out.length - 1].type === 'divider') out.pop();
  return out;
}
