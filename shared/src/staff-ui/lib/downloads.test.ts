import { fileNameOf } from './downloads';

test('the file name of a Content-Disposition, plain or RFC 5987', () => {
  expect(fileNameOf('attachment; filename="reportes-2026-03-05.csv"')).toBe('reportes-2026-03-05.csv');
  expect(fileNameOf("attachment; filename*=UTF-8''solicitudes%20marzo.csv")).toBe('solicitudes marzo.csv');
  expect(fileNameOf(null)).toBeNull();
});
