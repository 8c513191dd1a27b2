// `npm test`: type checks, unit and component tests, server tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), the build, then the end-to-end tests in Chromium. Ends with a table of the
// phases (wall seconds, test counts), the browser tests that passed only on their retry, and one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { repoRoot } from './portalModules.mjs';

/** One row of the closing table: a phase, its wall time and, for test runners, its counts. */
const phases = [];
const retried = [];
const outDir = mkdtempSync(join(tmpdir(), 'sig-test-'));

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  const phase = { label, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  phases.push(phase);
  if (r.status !== 0) {
    console.error(`\n${label} failed (exit ${r.status ?? r.signal})`);
    summary();
    process.exit(1);
  }
  return phase;
}

function jest(label, config, extraEnv = {}) {
  const out = join(outDir, `${label}.json`);
  const phase = run(label, process.execPath, [join(repoRoot, 'node_modules/jest/bin/jest.js'), '-c', config, '--ci', '--json', `--outputFile=${out}`], extraEnv);
  const j = JSON.parse(readFileSync(out, 'utf8'));
  Object.assign(phase, { passed: j.numPassedTests, failed: j.numFailedTests });
  // a test run more than once that passed: it hid a failure behind the retry (e2e/support/retry.js)
  for (const file of j.testResults) {
    for (const t of file.assertionResults) if (t.status === 'passed' && (t.invocations ?? 1) > 1) retried.push(`${label}: ${t.fullName}`);
  }
}

function summary() {
  const width = Math.max(...phases.map((p) => p.label.length), 5);
  const line = (a, b, c, d) => `  ${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(7)}  ${d.padStart(6)}`;
  console.log(`\n${line('phase', 'seconds', 'passed', 'failed')}`);
  for (const p of phases) console.log(line(p.label, p.seconds.toFixed(1), p.passed === undefined ? '' : String(p.passed), p.failed === undefined ? '' : String(p.failed)));
  const total = phases.reduce((a, p) => a + p.seconds, 0);
  console.log(line('total', total.toFixed(1), '', ''));
  console.log(`\n${retried.length} passed only on retry${retried.length ? ':' : ''}`);
  for (const r of retried) console.log(`  ${r}`);
  const passed = phases.reduce((a, p) => a + (p.passed ?? 0), 0);
  const failed = phases.reduce((a, p) => a + (p.failed ?? 0), 0);
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
