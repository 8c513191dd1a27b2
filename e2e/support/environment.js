// Node environment that, when a test fails, saves a screenshot of every page the test opened and prints
// its URL and the console errors seen, so a failure in CI can be understood from the log alone.
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');
const NodeEnvironment = require('jest-environment-node').TestEnvironment;

class E2eEnvironment extends NodeEnvironment {
  async setup() {
    await super.setup();
    this.global.__SIG_PAGES__ = [];
    // this worker's own server (globalSetup started one per worker; ids run from 1)
    const servers = JSON.parse(process.env.SIG_E2E_SERVERS ?? '[]');
    const mine = servers[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % servers.length];
    if (mine) Object.assign(this.global.process.env, { SIG_E2E_BASE_URL: mine.baseUrl, SIG_E2E_DATA_DIR: mine.dataDir });
  }

  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__SIG_PAGES__.length = 0;
    if (event.name !== 'test_fn_failure') return;
    const dir = join(tmpdir(), 'sig-e2e-failures');
    mkdirSync(dir, { recursive: true });
    const name = event.test.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [i, w] of this.global.__SIG_PAGES__.entries()) {
      const file = join(dir, `${name}-${i}.png`);
      try {
        await w.page.screenshot({ path: file, timeout: 5000 });
        console.log(`[e2e] failed at ${w.page.url()} — screenshot ${file}\n[e2e] errors: ${JSON.stringify(w.errors)}`);
      } catch (e) {
        console.log(`[e2e] no screenshot of page ${i}: ${e.message}`);
      }
    }
  }
}

module.exports = E2eEnvironment;
