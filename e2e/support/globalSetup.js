// One real server per e2e worker, each on its own database: spec files run two at a time (a browser spends
// most of its time waiting, so one file at a time left half the machine idle) without seeing each other's data.
// Specs read their worker's address from the environment (support/environment.js picks it).
const { startServer } = require('./server');
const { E2E_WORKERS } = require('./workers');

module.exports = async function globalSetup() {
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer()));
  globalThis.__SIG_SERVERS__ = servers;
  process.env.SIG_E2E_SERVERS = JSON.stringify(servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })));
  Object.assign(process.env, {
    // outside a worker (the benches) the first server is the one
    SIG_E2E_BASE_URL: servers[0].baseUrl,
    SIG_E2E_DATA_DIR: servers[0].dataDir,
    SIG_E2E_ADMIN_EMAIL: servers[0].env.SIG_ADMIN_EMAIL,
    SIG_E2E_ADMIN_PASSWORD: servers[0].env.SIG_ADMIN_PASSWORD,
  });
};
