// Duplicate reports at scale (issue 24): 1,000,000 reportes, and the question every new report asks first:
// "which open reportes of this tipo are within the cliente's radius (50 m) and days (30)?" Asked through the
// real server (HTTP, zod, the proximity grid of migration 0022) one request at a time, at the places of
// existing reportes (dense spots, cards found) and at random points of the municipality (mostly none).
// Goal: p95 <= 20 ms. Figures never fail the run; a broken setup does. This machine is noisy: the same run
// times a light public read (the cliente's page data) as a baseline and prints the ratio.
// Needs packages/server/dist (npm run build); PostgreSQL at BENCH_DATABASE_URL (a throwaway database beside it).
// Usage: node bench/nearby.mjs [reportes=1000000] [rounds=200] [sqlite|pg|both=both]
// (BENCH_SQLITE_DIR=<a data dir seeded with `sig seed --reportes N`>, BENCH_PG_URL=<a database seeded so>: measure
// again without seeding.)
import { seededServer } from './lib/seededServer.mjs';
import { json, timeRequests } from './lib/timing.mjs';
import { onEachDatabase } from './lib/throwawayDatabase.mjs';

const REPORTES = Math.max(1000, Number(process.argv[2] ?? 1_000_000));
const ROUNDS = Math.max(20, Number(process.argv[3] ?? 200));
const WHICH = process.argv[4] ?? 'both';
const ADMIN = { email: 'admin@demo.sig', password: 'Admin-bench-2026!' };
const GOAL_P95 = 20;




const timePaths = (baseUrl, paths) => timeRequests(baseUrl, paths, { rounds: ROUNDS, count: (body) => body.items?.length ?? 0 });

async function run(label, databaseUrl) {
  const { baseUrl, headers, seedS, stop } = await seededServer({ name: 'nearby', label, databaseUrl, seedArgs: ['--reportes', String(REPORTES)], admin: ADMIN });
  try {
    const cliente = await json(`${baseUrl}/api/1.0/public/demo`);
    const publicTipos = new Set(cliente.tiposReporte.map((t) => t.id));
    // the places of open reportes of the last weeks: where a new report of the same problem lands
    const open = (await json(`${baseUrl}/api/1.0/sig/getreportes?estado=abiertos&pageSize=100&sort=createdAt&dir=desc`, { headers })).items.filter((r) => r.ubicacion && publicTipos.has(r.tipo.id));
    if (open.length === 0) throw new Error('no open located reportes of a public tipo to ask near');
    const at = open.map((r) => `/api/1.0/public/demo/reportes/cercanos?tipoId=${r.tipo.id}&lat=${r.ubicacion.lat}&lng=${r.ubicacion.lng}`);
    const tipos = [...publicTipos];
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const random = Array.from({ length: 200 }, (_, i) => `/api/1.0/public/demo/reportes/cercanos?tipoId=${tipos[i % tipos.length]}&lat=${(cliente.mapa.lat + (rand() - 0.5) * 0.08).toFixed(5)}&lng=${(cliente.mapa.lng + (rand() - 0.5) * 0.08).toFixed(5)}`);
    return {
      label,
      seedS,
      rows: {
        'baseline (the cliente, public)': await timePaths(baseUrl, ['/api/1.0/public/demo']),
        'at open reportes (cards found)': await timePaths(baseUrl, at),
        'at random points': await timePaths(baseUrl, random),
      },
    };
  } finally {
    await stop();
  }
}

function print(r) {
  console.log(`\n${r.label}: ${REPORTES.toLocaleString('en')} reportes (seeded in ${r.seedS.toFixed(0)} s); ${ROUNDS} requests per row`);
  console.log('nearby                              p50 ms   p95 ms  cards/request');
  const base = r.rows['baseline (the cliente, public)'];
  let worst = 0;
  for (const [name, t] of Object.entries(r.rows)) {
    if (!name.startsWith('baseline')) worst = Math.max(worst, t.p95);
    console.log(`${name.padEnd(34)} ${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(8)} ${t.perAnswer.toFixed(2).padStart(8)}`);
  }
  console.log(`worst p95 ${worst.toFixed(1)} ms = ${(worst / base.p95).toFixed(2)}× the baseline's (goal <= ${GOAL_P95} ms): ${worst <= GOAL_P95 ? 'met' : 'NOT MET'}`);
}

await onEachDatabase(WHICH, run, print);
