// The portal's app icons (PNG, made at build time: no binary in the repository): the brand colour full-bleed
// (so the same picture serves as a maskable icon) with "SIG" in white inside the central safe zone.
import { deflateSync } from 'node:zlib';

const GLYPHS = {
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A size × size RGB PNG; `color` is '#rrggbb'. */
export function appIcon(size, color) {
  const bg = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const text = 'SIG';
  // 3 glyphs of 5 columns and 2 gaps: 17 cells across half the icon (inside the maskable 80 % circle)
  const cell = Math.floor((size * 0.5) / 17);
  const left = Math.floor((size - cell * 17) / 2);
  const top = Math.floor((size - cell * 7) / 2);
  const white = (x, y) => {
    const cx = Math.floor((x - left) / cell);
    const cy = Math.floor((y - top) / cell);
    if (x < left || y < top || cy >= 7 || cx >= 17 || cx % 6 === 5) return false;
    return GLYPHS[text[Math.floor(cx / 6)]][cy][cx % 6] === '1';
  };
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const px = white(x, y) ? [255, 255, 255] : bg;
      row.set(px, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
