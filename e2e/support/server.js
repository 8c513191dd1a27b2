// Starts a real SIG server (SQLite in a temp folder) on a free port, as a child process.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error(`server did not answer ${url} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** @returns {Promise<{ baseUrl: string, dataDir: string, env: Record<string,string>, stop(): Promise<void> }>} */
async function startServer(overrides = {}) {
  for (const f of ['dist/portal/index.html', 'packages/server/dist/server.js']) {
    if (!fs.existsSync(path.join(repoRoot, f))) throw new Error(`${f} is missing: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sig-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SIG_DATA_DIR: dataDir,
    SIG_PORTAL_DIR: path.join(repoRoot, 'dist/portal'),
    PUBLIC_URL: baseUrl,
    SIG_ADMIN_EMAIL: 'admin@demo.sig',
    SIG_ADMIN_PASSWORD: 'Admin-e2e-2026!',
    SIG_OPEN_REGISTRATION: '1',
    SMTP_URL: '',
    DATABASE_URL: '',
    // Passwords hashed at 1 MiB instead of OWASP's 128 MiB: the run signs in ~100 times (the server test
    // config.test.ts proves the production default).
    SIG_SCRYPT_COST: '10',
    ...overrides,
  };
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/server.js')], { env, stdio: ['ignore', log, log] });
  await waitFor(`${baseUrl}/importmap.json`, 30000);
  return {
    baseUrl,
    dataDir,
    env,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

module.exports = { startServer, freePort, waitFor, repoRoot };
