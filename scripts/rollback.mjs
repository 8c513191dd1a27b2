// `npm run rollback -- <parcel>`: serves the parcel's previous entry again (the release folders stay).
import { resolve } from 'node:path';

import { portalDir as defaultPortal } from './portalModules.mjs';
import { parcelName, readHistory, readImportMap, writeHistory, writeImportMap } from './releaseLib.mjs';

const args = process.argv.slice(2);
const target = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const portalDir = args.includes('--portal') ? resolve(args[args.indexOf('--portal') + 1]) : defaultPortal;
if (!target) {
  console.error('usage: npm run rollback -- <parcel> [--portal <dir>]');
  process.exit(2);
}
const name = parcelName(target);
const history = readHistory(portalDir);
const stack = history[name] ?? [];
if (stack.length < 2) {
  console.error(`rollback refused: ${name} has no earlier release to return to`);
  process.exit(1);
}
const undone = stack.pop();
const back = stack.at(-1);
const map = readImportMap(portalDir);
// History first: if we stop between the two writes, the next rollback still sees a consistent stack.
writeHistory(portalDir, history);
map.imports[name] = back.url;
writeImportMap(portalDir, map);
console.log(`rolled back ${name} from ${undone.version} to ${back.version} (${back.url})`);
