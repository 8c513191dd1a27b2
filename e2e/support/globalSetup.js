// One real server for the whole e2e run; specs read its address from the environment.
const { startServer } = require('./server');

module.exports = async function globalSetup() {
  const server = await startServer();
  globalThis.__SIG_SERVER__ = server;
  Object.assign(process.env, {
    SIG_E2E_BASE_URL: server.baseUrl,
    SIG_E2E_DATA_DIR: server.dataDir,
    SIG_E2E_ADMIN_EMAIL: server.env.SIG_ADMIN_EMAIL,
    SIG_E2E_ADMIN_PASSWORD: server.env.SIG_ADMIN_PASSWORD,
  });
};
