// Writes .gz and .br beside every text asset, for the server's pre-compressed serving.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { walk } from './releaseLib.mjs';

// importmap.json is left alone: releases rewrite it, and a stale .br twin would be served instead.
const SKIP = /(^|\/)(importmap|release-history)\.json$/;

export function precompressTree(dir) {
  for (const file of walk(dir)) {
    if (!/\.(js|css|html|json|svg|map)$/.test(file) || SKIP.test(file) || statSync(file).size < 512) continue;
    const buf = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
