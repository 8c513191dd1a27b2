import { CASE_FILE_MAX_BYTES } from '@sig/shared';

import { acceptOf, formatBytes } from './fileChecks';

// the checks themselves are tested in @sig/shared (shared/src/files/checkFiles.test.ts)
test('the reporte picker offers any image so a phone shows its camera; a solicitud also takes PDFs', () => {
  expect(acceptOf('reporte')).toBe('image/*');
  expect(acceptOf('solicitud')).toBe('application/pdf,image/jpeg,image/png,image/webp');
});

test('sizes read like a phone’s gallery', () => {
  expect(formatBytes(CASE_FILE_MAX_BYTES, 'es')).toBe('5 MB');
  expect(formatBytes(1536 * 1024, 'es')).toBe('1,5 MB');
  expect(formatBytes(2048, 'en')).toBe('2 kB');
  expect(formatBytes(12, 'en')).toBe('12 B');
});
