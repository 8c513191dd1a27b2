import { hrefs, intentOf, normalizeFolio, normalizeSlug } from './hrefs';

test('fills the shared route table’s citizen patterns', () => {
  expect(hrefs.filing('reporte', 'demo', 'anonimo', 't 1')).toBe('/act/rep/sig/demo/anonimo/t%201');
  expect(hrefs.filing('solicitud', 'demo', 'h1', 's1')).toBe('/act/sol/sig/demo/h1/s1');
  expect(hrefs.finish({ cliente: 'demo', folio: 'R-2026-000001', habitante: 'h1', caseId: 'c1', kind: 'reporte', missing: ['a b.jpg'] })).toBe('/act/finish/demo/R-2026-000001/h1/c1/reporte?sinEnviar=a+b.jpg');
  expect(hrefs.registro('buscar', 'demo', null)).toBe('/act/registro/buscar/demo');
});

test('reads the intent and normalizes what people type', () => {
  expect(intentOf('?intent=solicitud')).toBe('solicitud');
  expect(intentOf('?intent=otra')).toBeNull();
  expect(normalizeFolio(' r-2026-000123 ')).toBe('R-2026-000123');
  expect(normalizeFolio('r-2026-279')).toBe('R-2026-000279');
  expect(normalizeFolio('S 2026 45')).toBe('S-2026-000045');
  expect(normalizeFolio('r-2026-1234567')).toBe('R-2026-1234567');
  expect(normalizeFolio('x-2026-279')).toBe('X-2026-279');
  expect(normalizeSlug(' Demo ')).toBe('demo');
});
