// Where `npm test`'s time goes, from the JSON its jest phases left (run `npm test` first, or point at a folder:
// `node bench/test-pipeline.mjs [dir]`). For each phase: wall seconds, files, tests, the cost per test and per
// file (time spent loading a file's modules and setting it up, before and between its tests), then the slowest
// files. The per-file and per-test costs are what a new product area multiplies, so the last lines estimate
// what one more area adds with the files and tests of an average area today.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { lastRunDir } from '../scripts/testRun.mjs';

const dir = process.argv[2] ?? lastRunDir;
if (!existsSync(join(dir, 'phases.json'))) {
  console.error(`No test run in ${dir}: run npm test first.`);
  process.exit(1);
}
const phases = JSON.parse(readFileSync(join(dir, 'phases.json'), 'utf8'));
const fmt = (n, d = 1) => n.toFixed(d).padStart(7);

// Product areas today: the parcels (browser) and the server domains; e2e specs are counted per spec.
const areas = readdirSync(new URL('../packages/server/src/domains', import.meta.url)).length;
console.log(`${areas} server domains today; "per area" below = the phase's total / ${areas}.\n`);
console.log(`${'phase'.padEnd(22)} ${'wall s'.padStart(7)} ${'files'.padStart(7)} ${'tests'.padStart(7)} ${'s/test'.padStart(7)} ${'s/file'.padStart(7)} ${'per area'.padStart(8)}`);
let perArea = 0;
const details = [];
for (const p of phases) {
  const file = join(dir, `${p.label.replace(/\W+/g, '-')}.json`);
  if (!existsSync(file)) {
    const share = p.label.startsWith('typecheck') || p.label === 'build' ? p.seconds / areas : 0;
    perArea += share;
    console.log(`${p.label.padEnd(22)} ${fmt(p.seconds)} ${''.padStart(7)} ${''.padStart(7)} ${''.padStart(7)} ${''.padStart(7)} ${fmt(share).padStart(8)}`);
    continue;
  }
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const files = j.testResults.map((f) => {
    const wall = (f.endTime - f.startTime) / 1000;
    const inTests = f.assertionResults.reduce((a, t) => a + (t.duration ?? 0), 0) / 1000;
    return { name: f.name.replace(/^.*?\/(packages|shared|root-config|e2e)\//, '$1/'), wall, inTests, tests: f.assertionResults.length };
  });
  const sumWall = files.reduce((a, f) => a + f.wall, 0);
  const sumTests = files.reduce((a, f) => a + f.inTests, 0);
  const tests = j.numTotalTests;
  // wall time shares the file time out: workers overlap, so scale each file's cost to the phase's wall
  const scale = sumWall > 0 ? p.seconds / sumWall : 0;
  const perTest = (sumTests * scale) / Math.max(tests, 1);
  const perFile = ((sumWall - sumTests) * scale) / Math.max(files.length, 1);
  const share = p.seconds / areas;
  perArea += share;
  console.log(`${p.label.padEnd(22)} ${fmt(p.seconds)} ${String(files.length).padStart(7)} ${String(tests).padStart(7)} ${fmt(perTest, 3)} ${fmt(perFile, 2)} ${fmt(share).padStart(8)}`);
  details.push({ label: p.label, files });
}
const total = phases.reduce((a, p) => a + p.seconds, 0);
console.log(`${'sum of phases'.padEnd(22)} ${fmt(total)}  (the two type checks run side by side)`);
console.log(`\nOne more product area of today's average size adds about ${perArea.toFixed(0)} s (twice today's product: about ${(total * 2 / 60).toFixed(0)} min of phases, plus npm ci).`);

for (const { label, files } of details) {
  console.log(`\n${label}: slowest files (wall s, of which in tests, tests)`);
  for (const f of [...files].sort((a, b) => b.wall - a.wall).slice(0, 8)) console.log(`  ${fmt(f.wall)} ${fmt(f.inTests)} ${String(f.tests).padStart(5)}  ${f.name}`);
}
