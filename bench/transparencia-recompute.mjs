// Transparencia's holiday recompute at scale (issue 26): adding or removing a holiday gives every open request
// of the cliente a new due date, with a history event where it moved, in one transaction. With N open requests
// seeded (`sig seed --transparencia N`), the administrator adds a holiday inside their counting span and
// removes it again, one call at a time, through the real server; the inbox's "due soon" page is timed too.
// This machine is noisy: the same run times the settings read (GET ajustes) as a baseline and prints ratios.
// Figures never fail the run; a broken setup does. Needs packages/server/dist (npm run build, or the server's
// webpack alone: this bench needs no portal). PostgreSQL at BENCH_PG_URL, else a throwaway database.
// Usage: node bench/transparencia-recompute.mjs [requests=2000] [rounds=10] [sqlite|pg|both=both]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { cliJs, serverJs } from './lib/seededServer.mjs';
import { serverEnv } from './lib/serverEnv.mjs';
import { json, pct } from './lib/timing.mjs';
import { onEachDatabase } from './lib/throwawayDatabase.mjs';

const require = createRequire(import.meta.url);
const { freePort, waitFor } = require('../e2e/support/server.js');

const REQUESTS = Math.max(100, Number(process.argv[2] ?? 2000));
const ROUNDS = Math.max(3, Number(process.argv[3] ?? 10));
const WHICH = process.argv[4] ?? 'both';
const ADMIN = { email: 'admin@demo.sig', password: 'Admin-bench-2026!' };

async function timed(fn) {
  const t = performance.now();
  const body = await fn();
  return { ms: performance.now() - t, body };
}

const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95) };
};

async function run(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sig-bench-transparencia-${label}-`));
  const envFor = (port = 0) => serverEnv({ dataDir, databaseUrl, port, admin: ADMIN });
  const started = Date.now();
  execFileSync(process.execPath, [cliJs, 'seed', '--transparencia', String(REQUESTS)], { env: envFor(), stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  const seedS = (Date.now() - started) / 1000;
  const port = await freePort();
  const child = spawn(process.execPath, [serverJs], { env: envFor(port), stdio: ['ignore', fs.openSync(path.join(dataDir, 'server.log'), 'a'), 'inherit'] });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/api/1.0/public/demo`, 120_000);
    const { access_token } = await json(`${baseUrl}/api/1.0/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const get = (p) => json(`${baseUrl}${p}`, { headers: { authorization: headers.authorization } });
    // a business day inside every seeded request's span: the next weekday from tomorrow that is no holiday yet
    const inbox = await get('/api/1.0/transparencia/solicitudes?pageSize=1');
    const holidays = new Set((await get('/api/1.0/transparencia/inhabiles')).items.map((h) => h.fecha));
    const day = new Date(Date.now() + 86_400_000);
    while ([0, 6].includes(day.getUTCDay()) || holidays.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
    const fecha = day.toISOString().slice(0, 10);

    const baseline = [];
    const inboxSoon = [];
    const add = [];
    const remove = [];
    let moved = 0;
    for (let i = 0; i < ROUNDS + 1; i++) {
      const b = await timed(() => get('/api/1.0/transparencia/ajustes'));
      const s = await timed(() => get('/api/1.0/transparencia/solicitudes?vence=pronto&pageSize=25'));
      const a = await timed(() => json(`${baseUrl}/api/1.0/transparencia/inhabiles`, { method: 'POST', headers, body: JSON.stringify({ fecha, nombre: 'Día de prueba' }) }));
      const r = await timed(() => json(`${baseUrl}/api/1.0/transparencia/inhabiles/${fecha}`, { method: 'DELETE', headers: { authorization: headers.authorization } }));
      if (i === 0) continue; // warm-up
      baseline.push(b.ms);
      inboxSoon.push(s.ms);
      add.push(a.ms);
      remove.push(r.ms);
      moved = Math.max(moved, a.body.recomputed, r.body.recomputed);
    }
    return { label, seedS, total: inbox.total, moved, rows: { 'baseline (GET ajustes)': summary(baseline), 'inbox, due soon, page 1': summary(inboxSoon), 'add a holiday (recompute)': summary(add), 'remove it (recompute)': summary(remove) } };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(r) {
  console.log(`\n${r.label}: ${r.total.toLocaleString('en')} open requests (seeded in ${r.seedS.toFixed(0)} s), ${r.moved.toLocaleString('en')} due dates moved per change; ${ROUNDS} rounds`);
  console.log('transparencia                      p50 ms   p95 ms   p50 / baseline');
  const base = r.rows['baseline (GET ajustes)'].p50;
  for (const [name, t] of Object.entries(r.rows)) console.log(`${name.padEnd(32)} ${t.p50.toFixed(1).padStart(8)} ${t.p95.toFixed(1).padStart(8)} ${(t.p50 / base).toFixed(1).padStart(10)}x`);
  const add = r.rows['add a holiday (recompute)'].p50;
  console.log(`per moved request: ${r.moved ? ((add / r.moved) * 1000).toFixed(0) : '-'} µs (p50 of a change / due dates it moved)`);
}

await onEachDatabase(WHICH, run, print);
