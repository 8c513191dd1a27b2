/*
 * The browser's contract module (@sig/shared/contract in the import map): it hands out the area file that holds
 * a schema, each file a chunk of its own and zod one chunk they share
 * (packages/webpack-config/contract-module.js). The server and the tests import the whole contract (./index.ts).
 */

/** The schemas each file of this folder exports, as names joined by spaces, read at build time (contract-module.js). */
declare const __CONTRACT_FILES__: Record<string, string>;
const FILES: Record<string, string> = __CONTRACT_FILES__;
const fileOf = (name: string) => Object.keys(FILES).find((file) => FILES[file]!.split(' ').includes(name));

// One chunk per area file; the index, this loader, tests and the zod-free files are never loaded through here.
const loadFile = (file: string): Promise<Record<string, unknown>> =>
  import(/* webpackChunkName: "contract-[request]" */ /* webpackExclude: /(\.test|index|areaLoader|checkedBeforeUse)\.ts$/ */ `./${file}.ts`);

/** The exports of the contract file that holds `name` (the schemas of one area). */
export async function loadFileOf(name: string): Promise<Record<string, unknown>> {
  const file = fileOf(name);
  if (!file) throw new Error(`The contract has no schema ${name}`);
  return loadFile(file);
}
