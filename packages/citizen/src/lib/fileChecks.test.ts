import { CASE_FILE_MAX_BYTES } from '@sig/shared';

import { acceptOf, checkFiles, formatBytes } from './fileChecks';

const file = (name: string, type: string, size = 10) => ({ name, type, size }) as File;

test('photos of a reporte: images only, within the size, up to the maximum', () => {
  const checked = checkFiles('reporte', [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png', CASE_FILE_MAX_BYTES + 1), file('d.webp', 'image/webp'), file('e.heic', 'image/heic'), file('f.jpg', 'image/jpeg')], 2);
  expect(checked.map((c) => c.problem)).toEqual([null, 'type', 'size', null, 'type', 'count']);
});

test('documents of a solicitud may be PDFs; the reporte picker offers any image so a phone shows its camera', () => {
  expect(checkFiles('solicitud', [file('b.pdf', 'application/pdf')], 3).map((c) => c.problem)).toEqual([null]);
  expect(acceptOf('reporte')).toBe('image/*');
  expect(acceptOf('solicitud')).toBe('application/pdf,image/jpeg,image/png,image/webp');
});

test('sizes read like a phone’s gallery', () => {
  expect(formatBytes(CASE_FILE_MAX_BYTES, 'es')).toBe('5 MB');
  expect(formatBytes(1536 * 1024, 'es')).toBe('1,5 MB');
  expect(formatBytes(2048, 'en')).toBe('2 kB');
  expect(formatBytes(12, 'en')).toBe('12 B');
});
