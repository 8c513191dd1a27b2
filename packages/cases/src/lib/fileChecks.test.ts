import { CASE_FILE_MAX_BYTES, CASE_FILES_MAX } from '@sig/shared';

import { checkFiles } from './fileChecks';

const file = (name: string, type: string, size = 10) => ({ name, type, size }) as File;

test('photos of a reporte: images only, within the size, up to the case’s room', () => {
  const checked = checkFiles('reporte', [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png', CASE_FILE_MAX_BYTES + 1), file('d.webp', 'image/webp')], CASE_FILES_MAX - 1);
  expect(checked.map((c) => c.problem)).toEqual([null, 'type', 'size', 'count']);
});

test('documents of a solicitud may be PDFs', () => {
  expect(checkFiles('solicitud', [file('b.pdf', 'application/pdf'), file('x.exe', 'application/octet-stream')]).map((c) => c.problem)).toEqual([null, 'type']);
});
