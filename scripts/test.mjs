// `npm test`: type checks, unit and component tests, server tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), the build, then the end-to-end tests in Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { repoRoot } from './portalModules.mjs';

const results = [];
const outDir = mkdtempSync(join(tmpdir(), 'sig-test-'));

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${label} failed (exit ${r.status ?? r.signal})`);
    summary();
    process.exit(1);
  }
}

function jest(label, config, extraEnv = {}) {
  const out = join(outDir, `${label}.json`);
  run(label, process.execPath, [join(repoRoot, 'node_modules/jest/bin/jest.js'), '-c', config, '--ci', '--json', `--outputFile=${out}`], extraEnv);
  const j = JSON.parse(readFileSync(out, 'utf8'));
  results.push({ label, passed: j.numPassedTests, failed: j.numFailedTests });
}

function summary() {
  const passed = results.reduce((a, r) => a + r.passed, 0);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  for (const r of results) console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed`);
  console.log(`${passed} passed, ${failed} failed`);
}

const tsProjects = ['shared', 'root-config', 'e2e', ...readdirSync(join(repoRoot, 'packages')).map((p) => `packages/${p}`)].filter((p) =>
  existsSync(join(repoRoot, p, 'tsconfig.json')),
);
for (const p of tsProjects) run(`typecheck ${p}`, process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', p, '--noEmit']);

jest('web', 'jest.web.config.js');
if (existsSync(join(repoRoot, 'packages/server/jest.config.js'))) jest('server', 'packages/server/jest.config.js');
run('build', process.execPath, [join(repoRoot, 'scripts/build.mjs')]);
jest('e2e', 'e2e/jest.config.js');
summary();
