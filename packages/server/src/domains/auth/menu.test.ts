import { matchRoute } from '@sig/shared/routes';
import { MenuItem } from '@sig/shared/contract';
import { MENU_SEED, type MenuSeed } from './menu.data';
import { filterMenu, type StoredMenuItem } from './menu';

const flat = (items: MenuSeed[]): MenuSeed[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

describe('menu seed', () => {
  test('every url is a route of the table and carries exactly that route’s auth list', () => {
    const withUrl = flat(MENU_SEED).filter((i) => i.url);
    expect(withUrl.length).toBeGreaterThan(20);
    for (const item of withUrl) {
      const match = matchRoute(item.url!);
      expect([item.url, match?.route.auth]).toEqual([item.url, item.auth]);
    }
  });

  test('ids are unique, labels are in es/en/tr/ar, and the tree is a valid contract MenuItem', () => {
    const all = flat(MENU_SEED);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    for (const i of all.filter((x) => x.type !== 'divider')) {
      expect(Object.values(i.labels).every((l) => l.length > 0)).toBe(true);
    }
    for (const root of MENU_SEED) expect(MenuItem.safeParse(root).success).toBe(true);
    expect(all.map((i) => i.type)).toEqual(expect.arrayContaining(['group', 'collapse', 'item', 'divider']));
    expect(all.find((i) => i.id === 'admin.users')!.url).toBe('/config/users/all');
  });
});

describe('filterMenu', () => {
  const seed = MENU_SEED as StoredMenuItem[];
  const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

  test('empty groups and collapses go, and so do dangling dividers', () => {
    const menu = filterMenu(seed, ['Home', 'SigColonias'], ['sig']);
    expect(ids(menu)).toEqual(['sig', 'sig.catalogos', 'sig.catalogos.colonias']);
  });

  test('a product the cliente lacks is hidden even from admin', () => {
    const menu = filterMenu(seed, ['admin', 'Home'], ['sig']);
    expect(menu.map((m) => m.id)).toEqual(['sig', 'divider.admin', 'admin']);
  });
});

describe('filterMenu with the served parcels', () => {
  const seed = MENU_SEED as StoredMenuItem[];
  const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

  test('an item whose route belongs to a parcel not served is dropped; null (no built portal) keeps all', () => {
    const role = ['admin'];
    const all = filterMenu(seed, role, ['sig', 'midb']);
    expect(ids(all)).toContain('midb.padron');
    expect(ids(filterMenu(seed, role, ['sig', 'midb'], null))).toEqual(ids(all));
    const served = ids(filterMenu(seed, role, ['sig', 'midb'], new Set(['@sig/cases', '@sig/admin'])));
    expect(served).toEqual(['sig', 'sig.reportes', 'sig.solicitudes', 'sig.mapa', 'divider.admin', 'admin', 'admin.users', 'admin.roles', 'admin.cliente', 'admin.setup']);
  });
});
