// One server node of a bench's cluster: a child process on the shared database, Redis and JWT secret (so a token
// minted by the bench works on every node), kept so its memory can be read and stopped cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { freePort, repoRoot } = require('../../e2e/support/server.js');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** VmRSS / VmHWM of a process in MB (Linux). */
export function procMb(pid, field) {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Starts a node and resolves once it answers (it listens only after migrating and seeding). `port`: a fixed one
 * (a bench given a port range), otherwise a free one; `env`: more variables for the node.
 */
export async function startClusterNode({ name, dbUrl, redisUrl, jwtSecret, upWithinMs = 60_000, port: fixedPort, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sig-bench-${name}-`));
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIG_DATA_DIR: dataDir,
      SIG_PORTAL_DIR: path.join(repoRoot, 'dist/portal'),
      PUBLIC_URL: baseUrl,
      SIG_ADMIN_EMAIL: 'admin@demo.sig',
      SIG_ADMIN_PASSWORD: 'Admin-bench-2026!',
      SMTP_URL: '',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const node = {
    name,
    baseUrl,
    dataDir,
    logFile,
    pid: child.pid,
    rssMb: () => procMb(child.pid, 'VmRSS'),
    peakMb: () => procMb(child.pid, 'VmHWM'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      if ((await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  const end = Date.now() + upWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited with ${child.exitCode}; see ${logFile}`);
    try {
      const r = await fetch(`${baseUrl}/api/1.0/bench-up`);
      if (r.status < 500) return node;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) {
      await node.stop();
      throw new Error(`node ${name} did not answer within ${upWithinMs / 1000} s; see ${logFile}`);
    }
    await sleep(250);
  }
}
