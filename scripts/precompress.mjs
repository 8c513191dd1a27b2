// Writes .gz and .br beside every text asset, for the server's pre-compressed serving.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { walk } from './releaseLib.mjs';

const gz = promisify(gzip);
const br = promisify(brotliCompress);

// importmap.json is left alone: releases rewrite it, and a stale .br twin would be served instead.
const SKIP = /(^|\/)(importmap|release-history)\.json$/;

/**
 * Brotli's best quality for what browsers load; source maps are fetched only by developer tools, and at 11
 * their megabytes took most of the build's compression time, so they get quality 5 (still smaller than gzip).
 * Files are compressed in parallel on libuv's thread pool (the build was waiting on one core for ~45 s).
 */
export async function precompressTree(dir) {
  const files = [];
  for (const file of walk(dir)) {
    if (/\.(js|css|html|json|svg|map)$/.test(file) && !SKIP.test(file) && (await stat(file)).size >= 512) files.push(file);
  }
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const buf = await readFile(file);
      const quality = file.endsWith('.map') ? 5 : 11;
      const [g, b] = await Promise.all([gz(buf, { level: 9 }), br(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } })]);
      await Promise.all([writeFile(`${file}.gz`, g), writeFile(`${file}.br`, b)]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
}
