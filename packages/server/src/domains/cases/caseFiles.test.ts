import { cleanFileName, contentDisposition, sniffCaseFile } from './caseFiles';
import { csvCell, csvLine } from './caseCsv';
import { JPEG, PDF, PNG, SVG, WEBP } from './cases.testkit';

describe('case files', () => {
  test('the type is read from the bytes', () => {
    expect([PNG, JPEG, WEBP, PDF, SVG, Buffer.alloc(0), Buffer.from('%PD')].map((b) => sniffCaseFile(b)?.mime ?? null)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      null,
      null,
      null,
    ]);
  });

  test('names lose folders and control characters, and get the real extension when they have none', () => {
    expect(cleanFileName('C:\\fotos\\calle.jpg', 'jpg')).toBe('calle.jpg');
    expect(cleanFileName('../../x/acta\u0000\n.pdf', 'pdf')).toBe('acta.pdf');
    expect(cleanFileName('foto', 'png')).toBe('foto.png');
    expect(cleanFileName('..', 'pdf')).toBe('archivo.pdf');
    expect(cleanFileName('a'.repeat(300), 'png')).toHaveLength(204);
  });

  test('Content-Disposition carries an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'Señal (1).png')).toBe(`inline; filename="Senal (1).png"; filename*=UTF-8''Se%C3%B1al%20%281%29.png`);
    expect(contentDisposition('attachment', 'a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });
});

describe('CSV cells', () => {
  test.each([
    ['plain', 'plain'],
    ['con, coma', '"con, coma"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    ['=1+1', "'=1+1"],
    ['+52 55', "'+52 55"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['', ''],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('lines end in CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
