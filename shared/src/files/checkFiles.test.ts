import { CASE_FILE_MAX_BYTES } from '../contract/casePaths';
import { checkFiles, isImage } from './checkFiles';

const file = (name: string, type: string, size = 10) => ({ name, type, size }) as File;

// moved from packages/cases and packages/citizen (lib/fileChecks.test.ts): one set of rules for both
test('photos of a reporte: images only, within the size, up to the room left', () => {
  const checked = checkFiles('reporte', [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png', CASE_FILE_MAX_BYTES + 1), file('d.webp', 'image/webp'), file('e.heic', 'image/heic'), file('f.jpg', 'image/jpeg')], 2);
  expect(checked.map((c) => c.problem)).toEqual([null, 'type', 'size', null, 'type', 'count']);
});

test('a case with one place left (staff): the second image no longer fits', () => {
  expect(checkFiles('reporte', [file('a.jpg', 'image/jpeg'), file('d.webp', 'image/webp')], 1).map((c) => c.problem)).toEqual([null, 'count']);
});

test('documents of a solicitud may be PDFs; the room defaults to a whole case', () => {
  expect(checkFiles('solicitud', [file('b.pdf', 'application/pdf'), file('x.exe', 'application/octet-stream')]).map((c) => c.problem)).toEqual([null, 'type']);
  expect(checkFiles('solicitud', [file('b.pdf', 'application/pdf')], 3).map((c) => c.problem)).toEqual([null]);
});

test('isImage reads the mime type', () => {
  expect(isImage('image/webp')).toBe(true);
  expect(isImage('application/pdf')).toBe(false);
});
