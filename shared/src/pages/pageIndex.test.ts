import type { MenuItem } from '../contract/auth';
import { pagesOf } from './pageIndex';
import { ROLES, testMenu } from './testMenu';

const ids = (menu: MenuItem[], role: readonly string[]) => pagesOf(menu, role).map((p) => p.id);

describe('pagesOf', () => {
  it('lists the openable pages in menu order for the administrator, once per url', () => {
    expect(ids(testMenu, ROLES.admin)).toEqual([
      'inicio',
      'reportes',
      'mapa-reportes',
      'solicitudes',
      'colonias',
      'zonas',
      'tipos-reporte',
      'origenes',
      'usuarios',
      'roles',
      'manual',
    ]);
  });

  it('keeps labels, icon, auth and the trail of parent ids', () => {
    const [inicio] = pagesOf(testMenu, ROLES.operador);
    expect(inicio).toEqual({
      id: 'inicio',
      url: '/inicio',
      icon: 'home',
      title: 'Inicio',
      auth: null,
      labels: { es: 'Inicio', en: 'Home', tr: 'Ana sayfa', ar: 'الصفحة الرئيسية' },
      trail: ['principal'],
    });
    expect(pagesOf(testMenu, ROLES.admin).find((p) => p.id === 'colonias')?.trail).toEqual(['catalogos', 'territorio']);
  });

  it('drops pages whose own auth the role lacks', () => {
    expect(ids(testMenu, ROLES.catalogos)).toEqual(['inicio', 'reportes', 'mapa-reportes', 'colonias', 'tipos-reporte', 'origenes', 'manual']);
  });

  it('drops a page whose parent collapse requires a permission the role lacks, even if the page itself is open', () => {
    const menu: MenuItem[] = structuredClone(testMenu);
    const territorio = menu[2].children![0];
    territorio.auth = ['SigZonas'];
    territorio.children![0].auth = null; // colonias open to all, but its collapse is not
    expect(ids(menu, ROLES.catalogos)).not.toContain('colonias');
    expect(ids(menu, [...ROLES.catalogos, 'SigZonas'])).toEqual(expect.arrayContaining(['colonias', 'zonas']));
  });

  it('drops a whole group the role cannot open', () => {
    // Administración needs admin or EditarUsuarios: EditarRoles alone does not open 'roles'.
    expect(ids(testMenu, ['Home', 'EditarRoles'])).not.toContain('roles');
    expect(ids(testMenu, ['Home', 'admin', 'EditarRoles'])).toContain('roles');
  });

  it('follows hasPermission: auth [] is for guests only, auth null for everyone', () => {
    const menu: MenuItem[] = [
      { id: 'login', title: 'Entrar', translate: 'LOGIN', type: 'item', url: '/login', auth: [], labels: { es: 'Entrar', en: 'Login', tr: 'Giriş', ar: 'دخول' } },
      { id: 'acerca', title: 'Acerca', translate: 'ABOUT', type: 'item', url: '/acerca', auth: null, labels: { es: 'Acerca', en: 'About', tr: 'Hakkında', ar: 'حول' } },
    ];
    expect(ids(menu, [])).toEqual(['login', 'acerca']);
    expect(ids(menu, ['Home'])).toEqual(['acerca']);
  });

  it('skips groups, collapses, dividers and items without a url', () => {
    const all = ids(testMenu, ROLES.admin);
    for (const notAPage of ['principal', 'div-1', 'territorio', 'administracion', 'sin-url', 'inicio-ayuda']) expect(all).not.toContain(notAPage);
  });

  it('returns nothing for a menu that is not loaded', () => {
    expect(pagesOf(null, ROLES.admin)).toEqual([]);
    expect(pagesOf([], ROLES.admin)).toEqual([]);
  });
});
