import { deflateSync } from 'node:zlib';

/*
 * Real PNG files made in the test (no image library): photos whose bytes the tests choose, so what the server
 * stores can be hashed and compared. Truecolour, 8 bits, non-interlaced.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

type Rgb = [number, number, number];

/** A w×h PNG whose pixel (x, y) is `colour(x, y)`. */
export function pngOf(w: number, h: number, colour: (x: number, y: number) => Rgb): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) row.set(colour(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A 2×2 PNG of one colour: a small "photo" whose bytes differ by colour. */
export const solidPng = (r: number, g: number, b: number): Buffer => pngOf(2, 2, () => [r, g, b]);

/** Diagonal bands of two colours: a photo that shows clearly when rendered (on an acta, say). */
export const stripedPng = (w: number, h: number, a: Rgb, b: Rgb): Buffer => pngOf(w, h, (x, y) => (Math.floor((x + y) / 12) % 2 ? a : b));
