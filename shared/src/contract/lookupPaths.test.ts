import { ROUTES } from '../routes';
import { LOOKUP_PAGES, caseLookupHref, looksLikeLookup, personaLookupHref } from './lookupPaths';

test('every page a lookup result opens is a route of the portal', () => {
  const paths = new Set(ROUTES.map((r) => r.path));
  for (const page of Object.values(LOOKUP_PAGES)) expect(paths).toContain(page);
  expect(caseLookupHref('solicitud', 'a/b')).toBe('/sig/solicitud/a%2Fb');
  expect(personaLookupHref('p1')).toBe('/sig/persona/p1');
});

test.each([
  ['R-2026-000279', true],
  ['r-2026-279', true],
  [' r 2026 279 ', true],
  ['S2026279', true],
  ['QUSR900101MDFNLS09', true],
  ['qusr 900101 mdfnls09', true],
  ['reportes', false],
  ['2026-279', false],
  ['X-2026-279', false],
  ['R-2026-1234567', false],
  ['QUSR900101MDFNLS0', false],
  ['', false],
])('%p looks like a folio or a CURP: %p', (text, expected) => {
  expect(looksLikeLookup(text)).toBe(expected);
});
