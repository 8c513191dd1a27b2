/**
 * The translation checks every parcel's strings pass, in one place: called once per parcel from its
 * `i18n/strings.test.ts` with its four languages (Spanish is the source).
 */
type Strings = Record<string, string>;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

export function testStringParity(langs: { es: object; en: object; tr: object; ar: object }): void {
  const es = langs.es as Strings;
  const others = { en: langs.en as Strings, tr: langs.tr as Strings, ar: langs.ar as Strings };

  test('every language has every string, none empty, and no string the source lacks', () => {
    const source = Object.keys(es).sort();
    expect(['es', source.filter((k) => !es[k]!.trim())]).toEqual(['es', []]);
    for (const lng of ['en', 'tr'] as const) expect([lng, Object.keys(others[lng]).sort()]).toEqual([lng, source]);
    // Arabic has more plural forms (zero, two, few, many): only of a key the source already pluralises
    const pluralBases = new Set(source.filter((k) => PLURAL.test(k)).map(base));
    expect(['ar', Object.keys(others.ar).filter((k) => !(k in es) && !(PLURAL.test(k) && pluralBases.has(base(k))))]).toEqual(['ar', []]);
    for (const [lng, strings] of Object.entries(others)) expect([lng, source.filter((k) => !strings[k]?.trim())]).toEqual([lng, []]);
  });

  test('placeholders survive translation', () => {
    for (const [k, v] of Object.entries(es)) {
      if (/_(one|zero|two)$/.test(k)) continue; // singular forms may spell the number out
      for (const [lng, strings] of Object.entries(others)) expect([lng, k, vars(strings[k]!)]).toEqual([lng, k, vars(v)]);
    }
  });
}
