import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import * as contract from '@sig/shared/contract';

import { repoRoot } from './sourceScan';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contractFiles }: { contractFiles: () => Record<string, string> } = require('@sig/webpack-config/contract-module');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stubExports }: { stubExports: (source: string) => string } = require('@sig/webpack-config/no-json-schema-loader');

/*
 * In the browser, @sig/shared/contract loads the file that holds a schema by the schema's name, from a list the
 * build reads from the contract's sources (packages/webpack-config/contract-module.js). A schema left out of the
 * list, or listed under the wrong file, would fail the check of every answer it describes.
 */

const files = contractFiles();
const fileOf = (name: string) => Object.keys(files).find((f) => files[f]!.split(' ').includes(name));
const schemaNames = Object.entries(contract)
  .filter(([, v]) => contract.isZodSchema(v))
  .map(([k]) => k);

describe('the browser contract module', () => {
  it('lists every schema of the contract under the file that exports it', () => {
    expect(schemaNames.length).toBeGreaterThan(200);
    const wrong = schemaNames.filter((name) => {
      const file = fileOf(name);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return !file || (require(`../../shared/src/contract/${file}`) as Record<string, unknown>)[name] !== (contract as Record<string, unknown>)[name];
    });
    expect(wrong).toEqual([]);
  });

  it('lists no name that is not a schema of the contract', () => {
    const listed = Object.values(files).flatMap((names) => names.split(' '));
    expect(listed.filter((name) => !schemaNames.includes(name))).toEqual([]);
  });

  it('keeps every export of the zod JSON Schema files it leaves out, as a function that throws', () => {
    for (const file of ['to-json-schema', 'json-schema-processors']) {
      const source = readFileSync(join(repoRoot, 'node_modules/zod/v4/core', `${file}.js`), 'utf8');
      const real = [...source.matchAll(/^export (?:const|function|\{ \w+ as) (\w+)/gm)].map((m) => m[1]);
      const stub = stubExports(source);
      expect(real.length).toBeGreaterThan(5);
      expect(real.filter((name) => !stub.includes(`export const ${name} = unavailable;`))).toEqual([]);
      // no other form of export that the stub would miss
      expect(source.match(/^export /gm)!.length).toBe(real.length);
    }
  });
});
