import fs from 'node:fs';

/**
 * A bench run over server nodes that share a throwaway database, and what it must undo however it ends (also on
 * Ctrl-C): the sockets `openSockets()` names, the nodes, the database, and the nodes' folders (kept when the run
 * failed, for their logs). `run.failed = true` marks the run failed; `process.exitCode` follows it at `finish()`.
 */
export function clusterRun(database, openSockets = () => []) {
  let dbCreated = false;
  let closing = false;
  const run = {
    nodes: [],
    failed: false,
    async createDatabase() {
      await database.create();
      dbCreated = true;
    },
    async cleanUp() {
      if (!closing) for (const s of openSockets()) s.close();
      closing = true;
      await Promise.all(run.nodes.map((n) => n.stop()));
      if (dbCreated) {
        await database.drop().catch((err) => console.error(`could not drop ${database.name}: ${err.message}`));
        dbCreated = false;
      }
      for (const n of run.nodes.splice(0)) {
        if (run.failed) console.error(`node ${n.name} log kept: ${n.logFile}`);
        else fs.rmSync(n.dataDir, { recursive: true, force: true });
      }
    },
    async finish() {
      await run.cleanUp();
      process.exitCode = run.failed ? 1 : 0;
    },
  };
  process.once('SIGINT', () => {
    run.failed = true;
    void run.cleanUp().finally(() => process.exit(130));
  });
  return run;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const nearestRank = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN);
/** p50, p95, max and count of a list of latencies (NaN for none). */
export const stats = (xs) => ({ p50: nearestRank(xs, 0.5), p95: nearestRank(xs, 0.95), max: xs.length ? Math.max(...xs) : NaN, n: xs.length });

/** The figures' cells: a time, a ratio of two, and a table row of a label and right-aligned cells. */
export const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '-');
export const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : '-');
export const tableRow =
  (labelWidth) =>
  (label, ...cells) =>
    console.log(label.padEnd(labelWidth) + cells.map((c) => String(c).padStart(12)).join(''));
