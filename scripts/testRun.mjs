// Where `npm test` leaves its phases and each jest phase's JSON, for bench/test-pipeline.mjs to read.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const lastRunDir = join(tmpdir(), 'sig-test-last');
