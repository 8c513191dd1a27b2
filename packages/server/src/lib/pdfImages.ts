import { inflateSync } from 'node:zlib';

/* What a PDF made with pdfkit needs of text and images, whatever it prints (a logística acta, a BettaID card). */

/**
 * The standard fonts write WinAnsi only and pdfkit turns any other character into a broken code, so anything
 * else (an emoji, a rare letter, a control character) becomes '?'. The typographic quotes and dashes WinAnsi
 * has are kept.
 */
export const winAnsi = (text: string): string => text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20ac]/gu, '?');

/** Pixels a photo may have once decoded: more would be a decompression bomb, not a phone photo. */
const MAX_PIXELS = 40_000_000;

/**
 * pdfkit decodes a PNG with an alpha channel in a zlib callback that throws on bad data, which would take the
 * process down, and a stored file can be anything with a PNG signature (upload sniffs the magic only) or may
 * have changed on disk. So the whole image is inflated here first, bounded, and only a PNG that decodes is drawn.
 */
function pngDecodes(bytes: Buffer): boolean {
  if (bytes.length < 33 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colorType, interlace] = [bytes[24]!, bytes[25]!, bytes[28]!];
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (!channels || width === 0 || height === 0 || width * height > MAX_PIXELS) return false;
  const rowBytes = Math.ceil((width * channels * bitDepth) / 8);
  const idat: Buffer[] = [];
  for (let pos = 8; pos + 8 <= bytes.length; ) {
    const len = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (pos + 12 + len > bytes.length) return false;
    if (type === 'IDAT') idat.push(bytes.subarray(pos + 8, pos + 8 + len));
    if (type === 'IEND') break;
    pos += 12 + len;
  }
  // an Adam7 (interlaced) image has a filter byte per row of each of its 7 passes: twice the plain size bounds it
  const bound = height * (rowBytes + 1) * (interlace ? 2 : 1) + 1024;
  try {
    return idat.length > 0 && inflateSync(Buffer.concat(idat), { maxOutputLength: bound }).length > 0;
  } catch {
    return false;
  }
}

export type Drawable = { bytes: Buffer; mime: 'image/png' | 'image/jpeg' };

export function drawable(bytes: Buffer | null, mime: string | undefined): Drawable | null {
  if (!bytes) return null;
  if (mime === 'image/png') return pngDecodes(bytes) ? { bytes, mime } : null;
  if (mime === 'image/jpeg') return bytes.readUInt16BE(0) === 0xffd8 ? { bytes, mime } : null;
  return null;
}

/** The document's bytes once pdfkit has written them all (it streams, and waits for images being encoded). */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

