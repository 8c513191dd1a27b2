import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { serverEnv } from './serverEnv.mjs';
import { json } from './timing.mjs';

const require = createRequire(import.meta.url);
const { freePort, waitFor, repoRoot } = require('../../e2e/support/server.js');

export const serverJs = path.join(repoRoot, 'packages/server/dist/server.js');
export const cliJs = path.join(repoRoot, 'packages/server/dist/cli.js');
for (const f of [serverJs, cliJs]) if (!fs.existsSync(f)) throw new Error(`${f} is missing: run npm run build first`);

/**
 * The real server on a database seeded with `sig seed <seedArgs>`, signed in as `admin`. BENCH_SQLITE_DIR (a
 * data dir) or BENCH_PG_URL (a database) seeded before are used as they are: measuring again without
 * seeding for minutes. Answers the base URL, the staff headers, the seeding time, `stop()` and the server's pid.
 */
export async function seededServer({ name, label, databaseUrl, seedArgs, admin }) {
  const envFor = (dataDir, port = 0) => serverEnv({ dataDir, databaseUrl, port, admin, portalDir: path.join(repoRoot, 'dist/portal') });
  const kept = databaseUrl ? databaseUrl === process.env.BENCH_PG_URL : Boolean(process.env.BENCH_SQLITE_DIR);
  const dataDir = (!databaseUrl && process.env.BENCH_SQLITE_DIR) || fs.mkdtempSync(path.join(os.tmpdir(), `sig-bench-${name}-${label}-`));
  const started = Date.now();
  if (!kept) execFileSync(process.execPath, [cliJs, 'seed', ...seedArgs], { env: envFor(dataDir), stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  const seedS = (Date.now() - started) / 1000;
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [serverJs], { env: envFor(dataDir, port), stdio: ['ignore', log, log] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (dataDir !== process.env.BENCH_SQLITE_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/importmap.json`, 120_000);
    const { access_token } = await json(`${baseUrl}/api/1.0/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    return { baseUrl, headers: { authorization: `Bearer ${access_token}` }, seedS, stop, pid: child.pid };
  } catch (err) {
    await stop();
    throw err;
  }
}
