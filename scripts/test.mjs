// `npm test`: type checks, unit and component tests, server tests on SQLite and (when TEST_DATABASE_URL is
// set) on PostgreSQL, the build, then the end-to-end tests in Chromium. Ends with a table of the phases
// (wall seconds, test counts), the browser tests that passed only on their retry, and one summary line.
// `node bench/test-pipeline.mjs` prints where the time goes inside each phase (the slowest files).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

import { repoRoot } from './portalModules.mjs';
import { lastRunDir as outDir } from './testRun.mjs';

/** One row of the closing table: a phase, its wall time and, for test runners, its counts. */
const phases = [];
const retried = [];
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const started = process.hrtime.bigint();
const seconds = (from) => Number(process.hrtime.bigint() - from) / 1e9;
// jest's default leaves a core idle (cores - 1 workers); its parent process does almost nothing meanwhile.
const workers = String(availableParallelism());

function run(label, cmd, args, env = {}) {
  const shown = args.map((a) => relative(repoRoot, a) || a);
  // a phase given a list of test files names how many, not each one
  const byPath = shown.indexOf('--runTestsByPath');
  if (byPath >= 0) shown.splice(byPath + 1, Infinity, `(${shown.length - byPath - 1} files)`);
  console.log(`\n=== ${label}: ${relative(repoRoot, cmd) || cmd} ${shown.join(' ')}`);
  const from = process.hrtime.bigint();
  const phase = { label };
  phases.push(phase);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      phase.seconds = seconds(from);
      if (code !== 0) {
        console.error(`\n${label} failed (exit ${code ?? signal})`);
        summary();
        process.exit(1);
      }
      resolve(phase);
    });
  });
}

async function jest(label, config, { env = {}, args = [] } = {}) {
  const out = join(outDir, `${label.replace(/\W+/g, '-')}.json`);
  const phase = await run(label, process.execPath, [join(repoRoot, 'node_modules/jest/bin/jest.js'), '-c', config, '--ci', '--json', `--outputFile=${out}`, ...args], env);
  const j = JSON.parse(readFileSync(out, 'utf8'));
  Object.assign(phase, { passed: j.numPassedTests, failed: j.numFailedTests });
  // a test run more than once that passed: it hid a failure behind the retry (e2e/support/retry.js)
  for (const file of j.testResults) {
    for (const t of file.assertionResults) if (t.status === 'passed' && (t.invocations ?? 1) > 1) retried.push(`${label}: ${t.fullName}`);
  }
}

function summary() {
  writeFileSync(join(outDir, 'phases.json'), JSON.stringify(phases.filter((p) => p.seconds !== undefined && !p.skipped)));
  const width = Math.max(...phases.map((p) => p.label.length), 12);
  const line = (a, b, c, d) => `  ${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(7)}  ${d.padStart(6)}`;
  console.log(`\n${line('phase', 'seconds', 'passed', 'failed')}`);
  for (const p of phases) {
    const secs = p.seconds === undefined ? 'running' : p.skipped ? p.skipped : p.seconds.toFixed(1);
    console.log(line(p.label, secs, p.passed === undefined ? '' : String(p.passed), p.failed === undefined ? '' : String(p.failed)));
  }
  console.log(line('total (wall)', seconds(started).toFixed(1), '', ''));
  console.log(`\n${retried.length} passed only on retry${retried.length ? ':' : ''}`);
  for (const r of retried) console.log(`  ${r}`);
  const passed = phases.reduce((a, p) => a + (p.passed ?? 0), 0);
  const failed = phases.reduce((a, p) => a + (p.failed ?? 0), 0);
  console.log(`${passed} passed, ${failed} failed`);
}

const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
// Two programs, checked side by side (one core each): every browser project in one, the Node server in the other.
await Promise.all([
  run('typecheck browser', process.execPath, [tsc, '-p', 'tsconfig.browser.json']),
  run('typecheck server', process.execPath, [tsc, '-p', 'packages/server', '--noEmit']),
]);

const allCores = [`--maxWorkers=${workers}`];
await jest('web', 'jest.web.config.js', { args: allCores });
const serverConfig = 'packages/server/jest.config.js';
// Each server test file that asks which databases to test (testDatabases(), directly or through a helper such as
// describeAccess) leaves its path here; the PostgreSQL phase runs those, and the others (config, pure functions)
// would only repeat. No list (an older file layout) means every file.
const dbFiles = join(outDir, 'db-files');
await jest('server on SQLite', serverConfig, { env: { SIG_TEST_DB: 'sqlite', SIG_DB_FILES_DIR: dbFiles }, args: allCores });
if (process.env.TEST_DATABASE_URL) {
  const files = existsSync(dbFiles) ? readdirSync(dbFiles).map((f) => readFileSync(join(dbFiles, f), 'utf8').trim()).sort() : [];
  const only = files.length ? ['--runTestsByPath', ...files] : [];
  await jest('server on PostgreSQL', serverConfig, { env: { SIG_TEST_DB: 'postgres' }, args: [...allCores, ...only] });
} else {
  phases.push({ label: 'server on PostgreSQL', seconds: 0, skipped: 'no DB' });
  console.log('\n=== server on PostgreSQL: not run (TEST_DATABASE_URL is not set)');
}
await run('build', process.execPath, [join(repoRoot, 'scripts/build.mjs')]);
if (existsSync(join(repoRoot, 'e2e/jest.config.js'))) await jest('e2e', 'e2e/jest.config.js');
summary();
