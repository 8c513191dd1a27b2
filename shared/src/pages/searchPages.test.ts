import { type Page, pagesOf } from './pageIndex';
import { SEARCH_LIMIT, labelOf, normalizeText, searchPages } from './searchPages';
import { ROLES, testMenu } from './testMenu';

const pages = pagesOf(testMenu, ROLES.admin);
const find = (query: string, lang = 'es', from: readonly Page[] = pages) => searchPages(from, query, lang).map((p) => p.id);

const page = (id: string, es: string, en = es, tr = es, ar = es): Page => ({ id, url: `/${id}`, title: es, auth: null, trail: [], labels: { es, en, tr, ar } });

describe('normalizeText', () => {
  it('drops accents and capitals and collapses spaces', () => {
    expect(normalizeText('  Catálogo   de\tColonias ')).toBe('catalogo de colonias');
    expect(normalizeText('ORÍGENES')).toBe('origenes');
    expect(normalizeText('Camión')).toBe(normalizeText('camion'));
  });

  it("folds Turkish İ and ı to i", () => {
    expect(normalizeText('İZİNLER')).toBe('izinler');
    expect(normalizeText('Kullanıcılar')).toBe('kullanicilar');
    expect(normalizeText('Iğdır')).toBe('igdir');
  });

  it('drops Arabic vowel signs, hamza seats and tatweel', () => {
    expect(normalizeText('الطَّلَبات')).toBe('الطلبات');
    expect(normalizeText('أنواع')).toBe('انواع');
    expect(normalizeText('الـتقارير')).toBe('التقارير');
  });
});

describe('searchPages', () => {
  it('ignores accents on either side', () => {
    const camion = [page('rutas', 'Rutas del camión recolector'), ...pages];
    expect(find('Camion', 'es', camion)).toEqual(['rutas']);
    expect(find('camión', 'es', camion)).toEqual(['rutas']);
    expect(find('catalogo')).toEqual(['colonias']);
    expect(find('origenes')).toEqual(['origenes']);
  });

  it('ignores case', () => {
    expect(find('SOLICITUDES')).toEqual(['solicitudes']);
    expect(find('zOnAs')).toEqual(['zonas']);
  });

  it('needs every word of a multi-word query, in any order', () => {
    expect(find('cat col')).toEqual(['colonias']);
    expect(find('colonias catálogo')).toEqual(['colonias']);
    expect(find('cat zon')).toEqual([]);
    expect(find('tipos de rep')).toEqual(['tipos-reporte']);
  });

  it('matches word prefixes, not text inside a word', () => {
    expect(find('lonias')).toEqual([]);
    expect(find('porte')).toEqual([]);
    expect(find('sol')).toEqual(['solicitudes']);
  });

  it('searches the label of the current language', () => {
    expect(find('requests', 'en')).toEqual(['solicitudes']);
    expect(find('requests', 'es')).toEqual([]);
    expect(find('neigh', 'en')).toEqual(['colonias']);
  });

  it('always accepts the Spanish label, as staff type Spanish whatever the language', () => {
    expect(find('solicitudes', 'en')).toEqual(['solicitudes']);
    expect(find('colonias', 'ar')).toEqual(['colonias']);
  });

  it('finds Arabic labels with or without hamza and vowel signs', () => {
    expect(find('التقارير', 'ar')).toEqual(['reportes', 'mapa-reportes', 'tipos-reporte']);
    expect(find('انواع', 'ar')).toEqual(['tipos-reporte']);
    expect(find('الطَّلبات', 'ar')).toEqual(['solicitudes']);
  });

  it('finds Turkish labels typed with a plain i or in capitals', () => {
    expect(find('kullanici', 'tr')).toEqual(['usuarios']);
    expect(find('İZİN', 'tr')).toEqual(['roles']);
    expect(find('bolge', 'tr')).toEqual(['zonas']);
  });

  it('puts labels that start with the query first, then phrase matches, then scattered words, each in menu order', () => {
    expect(find('reporte')).toEqual(['reportes', 'mapa-reportes', 'tipos-reporte']);
    const ranked = [page('a', 'Colonias con reporte'), page('b', 'Tipos de reporte colectivo'), page('c', 'Reporte colectivo'), page('d', 'Reportes colectivos')];
    expect(find('reporte col', 'es', ranked)).toEqual(['c', 'b', 'a', 'd']);
    expect(find('rep', 'es', ranked)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('returns at most 10 suggestions (spec 9), the first in menu order', () => {
    const many = Array.from({ length: 15 }, (_, i) => page(`r${i + 1}`, `Reportes de la colonia ${i + 1}`));
    expect(SEARCH_LIMIT).toBe(10);
    expect(find('reportes', 'es', many)).toEqual(many.slice(0, 10).map((p) => p.id));
    expect(searchPages(many, 'reportes', 'es', 3).map((p) => p.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('returns nothing for an empty, blank or punctuation-only query', () => {
    expect(find('')).toEqual([]);
    expect(find('   ')).toEqual([]);
    expect(find(' — ')).toEqual([]);
  });
});

describe('labelOf', () => {
  it('uses the language, then Spanish, then the title', () => {
    const solicitudes = pages.find((p) => p.id === 'solicitudes')!;
    expect(labelOf(solicitudes, 'en')).toBe('Requests');
    expect(labelOf(solicitudes, 'ar')).toBe('الطلبات');
    expect(labelOf(solicitudes, 'fr')).toBe('Solicitudes');
    expect(labelOf({ ...solicitudes, labels: { ...solicitudes.labels, tr: '' } }, 'tr')).toBe('Solicitudes');
    expect(labelOf({ title: 'Solicitudes (título)', labels: { es: '', en: '', tr: '', ar: '' } }, 'en')).toBe('Solicitudes (título)');
  });
});
