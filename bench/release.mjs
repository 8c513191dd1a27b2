// Prints how long releasing one parcel takes next to a full portal build, measured in the same run
// (this machine is noisy: compare the ratio). Rebuilds dist/portal; releases into a temporary copy.
// Usage: node bench/release.mjs [parcel]   (default navbar)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('..', import.meta.url).pathname;
const parcel = process.argv[2] ?? 'navbar';

function timed(label, args) {
  const t0 = process.hrtime.bigint();
  execFileSync(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${label.padEnd(28)} ${s.toFixed(1).padStart(6)} s`);
  return s;
}

const full = timed('full portal build', [join(repoRoot, 'scripts/build.mjs'), '--portal-only']);
const work = mkdtempSync(join(tmpdir(), 'sig-bench-release-'));
try {
  cpSync(join(repoRoot, 'dist/portal'), join(work, 'portal'), { recursive: true });
  const runs = [1, 2, 3].map((i) =>
    timed(`release ${parcel} (run ${i})`, [join(repoRoot, 'scripts/release.mjs'), parcel, '--portal', join(work, 'portal'), '--parcels', join(work, 'parcels')]),
  );
  const best = Math.min(...runs);
  console.log(`release ${parcel}: best ${best.toFixed(1)} s = ${((best / full) * 100).toFixed(1)} % of a full build (goal: <= 30 s and a small fraction)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
