// Shared by release.mjs and rollback.mjs: the served import map and the release history, each written
// atomically (a new file, then rename), so a request never sees half a file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HISTORY_FILE = 'release-history.json';

export function writeAtomic(file, text) {
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** `{ "@sig/navbar": [{ url, version, releasedAt }...] }`: the last entry is what the map serves now. */
export const readHistory = (portalDir) => readJson(join(portalDir, HISTORY_FILE), {});
export const writeHistory = (portalDir, history) => writeAtomic(join(portalDir, HISTORY_FILE), JSON.stringify(history, null, 2) + '\n');

export const readImportMap = (portalDir) => readJson(join(portalDir, 'importmap.json'), null);
export const writeImportMap = (portalDir, map) => writeAtomic(join(portalDir, 'importmap.json'), JSON.stringify(map, null, 2) + '\n');

export function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** A hash of every file's name and bytes: the same sources give the same release folder. */
export function hashTree(dir) {
  const h = createHash('sha256');
  for (const file of walk(dir).sort()) {
    h.update(file.slice(dir.length));
    h.update(readFileSync(file));
  }
  return h.digest('hex').slice(0, 10);
}

/** `navbar`, `@sig/navbar` or `packages/navbar` -> `@sig/navbar`. */
export const parcelName = (arg) => `@sig/${arg.replace(/^.*\//, '').replace(/^@sig\//, '')}`;
export const parcelArea = (name) => name.replace(/^@sig\//, '');
