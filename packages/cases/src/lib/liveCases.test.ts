import { caseOfUrl } from './liveCases';

test('the case a notification links to (the server writes /sig/<kind>/<id>)', () => {
  expect(caseOfUrl('/sig/reporte/c1')).toEqual({ kind: 'reporte', id: 'c1' });
  expect(caseOfUrl('/sig/solicitud/a%20b?x=1#top')).toEqual({ kind: 'solicitud', id: 'a b' });
  expect(caseOfUrl('/sig/reportes')).toBeNull();
  expect(caseOfUrl('/sig/reporte/c1/archivos')).toBeNull();
  expect(caseOfUrl(null)).toBeNull();
  expect(caseOfUrl(42)).toBeNull();
});
