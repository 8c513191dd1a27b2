// After a run: the SQLite base folders its workers built (testing/baseDatabase.ts). The PostgreSQL ones live in the
// workers' databases, which the next run's globalSetup drops.
const { readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function removeRunTemplates() {
  const id = process.env.SIG_TEST_RUN_ID;
  if (!id) return;
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(`sig-base-${id}-`)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
};
