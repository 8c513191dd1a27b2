// The citizen registry at scale (issue 23): a registry of 1,000,000 habitantes, searched the ways a clerk
// searches (a surname, two words, a CURP's start, phone digits, a colonia's name, filters with and without
// text) and counted per colonia for the choropleth, on SQLite and on PostgreSQL. Requests go one at a time
// through the real server (HTTP, auth, zod, audit-free reads); each kind runs ROUNDS times after a warm-up.
// Goals: search p95 <= 50 ms; the colonia counts <= 300 ms. Figures never fail the run; a broken setup does.
// This machine is noisy: the same run times a light signed-in read (the origenes catalogue) as a baseline, and
// prints the server's CPU ms a request (SQLite: all of the query's work; PostgreSQL: the node process's part only).
// Needs packages/server/dist (npm run build); PostgreSQL at BENCH_DATABASE_URL (a throwaway database beside it).
// Usage: node bench/midb-search.mjs [habitantes=1000000] [rounds=40] [sqlite|pg|both=both]
// (BENCH_SQLITE_DIR=<a data dir seeded with `sig seed --habitantes N`>, BENCH_PG_URL=<a database seeded so>: measure
// again without seeding.)
import fs from 'node:fs';

import { seededServer } from './lib/seededServer.mjs';
import { json, timeRequests } from './lib/timing.mjs';
import { onEachDatabase } from './lib/throwawayDatabase.mjs';

const HABITANTES = Math.max(1000, Number(process.argv[2] ?? 1_000_000));
const ROUNDS = Math.max(5, Number(process.argv[3] ?? 40));
const WHICH = process.argv[4] ?? 'both';
const ADMIN = { email: 'admin@demo.sig', password: 'Admin-bench-2026!' };
const GOAL_SEARCH_P95 = 50;
const GOAL_MAP_P95 = 300;




/** The server's CPU seconds so far (user + system, /proc): steadier than wall time on a shared, busy machine. */
function cpuOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ, 100 on Linux)
}

/** p50 and p95 of the paths' requests, and the server's CPU ms a request (warm-up included: each path once). */
async function timeKindOf(baseUrl, headers, paths, pid) {
  const before = cpuOf(pid);
  const t = await timeRequests(baseUrl, paths, { rounds: ROUNDS, headers });
  return { ...t, cpuMs: ((cpuOf(pid) - before) * 1000) / (ROUNDS + Math.min(paths.length, 20)) };
}

async function run(label, databaseUrl) {
  const { baseUrl, headers, seedS, stop, pid } = await seededServer({ name: 'midb', label, databaseUrl, seedArgs: ['--habitantes', String(HABITANTES)], admin: ADMIN });
  const timeKind = (base, h, paths) => timeKindOf(base, h, paths, pid);
  try {
    const { catalogs } = await coloniasOf(baseUrl, headers);
    const sample = (await json(`${baseUrl}/api/1.0/midb/habitantes?q=hernandez&pageSize=5`, { headers })).items;
    const curp = sample.find((h) => h.curp)?.curp ?? 'HEGA';
    const phone = sample.find((h) => h.telefono)?.telefono?.replace(/\D/g, '').slice(3, 9) ?? '771123';
    const col = catalogs[0];
    const H = '/api/1.0/midb/habitantes';
    const kinds = {
      'the first page, no filter': [`${H}`],
      'a surname': [`${H}?q=hernandez`, `${H}?q=gomez`, `${H}?q=ruiz`],
      'two words': [`${H}?q=maria%20lopez`, `${H}?q=jose%20garcia`],
      "a CURP's start": [`${H}?q=${curp.slice(0, 10)}`, `${H}?q=${curp}`],
      'phone digits': [`${H}?q=${phone}`],
      "a colonia's name": [`${H}?q=${encodeURIComponent(col.nombre)}`],
      'colonia + age range': [`${H}?coloniaId=${col.id}&edadMin=65`, `${H}?coloniaId=${col.id}&edadMin=6&edadMax=17`],
      'sex + consent, page 20': [`${H}?sexo=M&consentimiento=si&page=20`],
      'a surname + age': [`${H}?q=martinez&edadMin=30&edadMax=40`],
    };
    const rows = {};
    rows['baseline (origenes catalogue)'] = await timeKind(baseUrl, headers, ['/api/1.0/sig/catalogos/origenes']);
    for (const [name, paths] of Object.entries(kinds)) rows[name] = await timeKind(baseUrl, headers, paths);
    const map = {
      'colonia counts, whole registry': await timeKind(baseUrl, headers, ['/api/1.0/midb/mapa']),
      'colonia counts, 65 and older': await timeKind(baseUrl, headers, ['/api/1.0/midb/mapa?edadMin=65']),
      'colonia counts, a surname': await timeKind(baseUrl, headers, ['/api/1.0/midb/mapa?q=hernandez']),
    };
    return { label, seedS, rows, map };
  } finally {
    await stop();
  }
}

async function coloniasOf(baseUrl, headers) {
  const mapa = await json(`${baseUrl}/api/1.0/midb/mapa`, { headers });
  return { catalogs: mapa.colonias.map((c) => c.colonia) };
}

function print(r) {
  console.log(`\n${r.label}: ${HABITANTES.toLocaleString('en')} habitantes seeded in ${r.seedS.toFixed(0)} s; ${ROUNDS} requests per row`);
  console.log('search                            p50 ms   p95 ms   server CPU ms/request');
  let worst = 0;
  for (const [name, t] of Object.entries(r.rows)) {
    if (!name.startsWith('baseline')) worst = Math.max(worst, t.p95);
    console.log(`${name.padEnd(32)} ${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(8)} ${t.cpuMs.toFixed(1).padStart(8)}`);
  }
  console.log(`worst search p95 ${worst.toFixed(1)} ms (goal <= ${GOAL_SEARCH_P95}): ${worst <= GOAL_SEARCH_P95 ? 'met' : 'NOT MET'}`);
  let worstMap = 0;
  for (const [name, t] of Object.entries(r.map)) {
    worstMap = Math.max(worstMap, t.p95);
    console.log(`${name.padEnd(32)} ${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(8)} ${t.cpuMs.toFixed(1).padStart(8)}`);
  }
  console.log(`worst map p95 ${worstMap.toFixed(1)} ms (goal <= ${GOAL_MAP_P95}): ${worstMap <= GOAL_MAP_P95 ? 'met' : 'NOT MET'}`);
}

await onEachDatabase(WHICH, run, print);
