import { pagesOf } from './pageIndex';
import { DEFAULT_SHORTCUT_COUNT, MAX_SHORTCUTS, resolveShortcuts, toggleShortcut } from './shortcuts';
import { ROLES, testMenu } from './testMenu';

const ids = (saved: string[] | undefined, role: readonly string[] = ROLES.admin) => resolveShortcuts(saved, pagesOf(testMenu, role)).map((p) => p.id);

describe('resolveShortcuts', () => {
  it("defaults to the first 4 pages of the user's menu when none are saved", () => {
    expect(DEFAULT_SHORTCUT_COUNT).toBe(4);
    expect(ids(undefined)).toEqual(['inicio', 'reportes', 'mapa-reportes', 'solicitudes']);
    expect(ids([])).toEqual(['inicio', 'reportes', 'mapa-reportes', 'solicitudes']);
    expect(ids(undefined, ROLES.catalogos)).toEqual(['inicio', 'reportes', 'mapa-reportes', 'colonias']);
  });

  it('keeps the saved order, not the menu order', () => {
    expect(ids(['origenes', 'inicio', 'colonias'])).toEqual(['origenes', 'inicio', 'colonias']);
  });

  it('drops ids the role can no longer open and ids no longer in the menu', () => {
    expect(ids(['usuarios', 'colonias', 'borrada', 'solicitudes'], ROLES.catalogos)).toEqual(['colonias']);
  });

  it('gives an empty bar, not the defaults, when every saved id is forbidden', () => {
    expect(ids(['usuarios', 'roles'], ROLES.operador)).toEqual([]);
  });

  it('never shows a page twice and stops at the maximum', () => {
    expect(ids(['zonas', 'inicio', 'zonas'])).toEqual(['zonas', 'inicio']);
    const menu = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, url: `/p${i}`, title: `Página ${i}`, auth: null, trail: [], labels: { es: `Página ${i}`, en: `Page ${i}`, tr: `Sayfa ${i}`, ar: `صفحة ${i}` } }));
    const resolved = resolveShortcuts(menu.map((p) => p.id).reverse(), menu);
    expect(resolved).toHaveLength(MAX_SHORTCUTS);
    expect(resolved[0].id).toBe('p19');
  });
});

describe('toggleShortcut', () => {
  it('adds at the end and removes wherever it is', () => {
    expect(toggleShortcut(['inicio', 'reportes'], 'zonas')).toEqual(['inicio', 'reportes', 'zonas']);
    expect(toggleShortcut(['inicio', 'reportes', 'zonas'], 'reportes')).toEqual(['inicio', 'zonas']);
    expect(toggleShortcut(['inicio'], 'inicio')).toEqual([]);
  });

  it('never duplicates and does not change its input', () => {
    const saved = ['inicio', 'zonas', 'inicio'];
    expect(toggleShortcut(saved, 'reportes')).toEqual(['inicio', 'zonas', 'reportes']);
    expect(toggleShortcut(saved, 'inicio')).toEqual(['zonas']);
    expect(saved).toEqual(['inicio', 'zonas', 'inicio']);
  });

  it(`adds nothing to a full bar of ${MAX_SHORTCUTS} but still removes`, () => {
    expect(MAX_SHORTCUTS).toBe(12);
    const full = Array.from({ length: MAX_SHORTCUTS }, (_, i) => `p${i}`);
    expect(toggleShortcut(full, 'extra')).toEqual(full);
    expect(toggleShortcut(full, 'p3')).toHaveLength(MAX_SHORTCUTS - 1);
  });
});
