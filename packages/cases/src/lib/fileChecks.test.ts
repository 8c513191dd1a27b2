import { acceptOf } from './fileChecks';

// the checks themselves are tested in @sig/shared (shared/src/files/checkFiles.test.ts)
test('staff inputs accept the exact types of the kind', () => {
  expect(acceptOf('reporte')).toBe('image/jpeg,image/png,image/webp');
  expect(acceptOf('solicitud')).toBe('application/pdf,image/jpeg,image/png,image/webp');
});
