// The reportes list under load: 100k reportes, autocannon with 50 connections against filtered
// sig/getreportes pages (estatus, tipo, colonia, overdue, date range, search by folio; pages 1–20), on SQLite
// and on PostgreSQL. The requests carry the Accept-Encoding a browser sends (the portal's clients are
// browsers); a second row measures the same pages without it. This machine is noisy, so the same run measures a trivial Fastify route (one JSON object,
// no database) served by a child process the same way, and prints the list's rate as a share of it.
// Goals: p95 <= 25 ms and >= 25 % of the trivial route's requests per second. Figures never fail the run;
// only a broken setup does. Needs packages/server/dist (npm run build); PostgreSQL at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test: a fresh database is created beside it and dropped at the end).
// Usage: node bench/reportes.mjs [reportes=100000] [seconds=15] [connections=50] [sqlite|pg|both=both]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { throwawayDatabase } from './lib/throwawayDatabase.mjs';

const require = createRequire(import.meta.url);
const { freePort, waitFor, repoRoot } = require('../e2e/support/server.js');

const REPORTES = Math.max(1000, Number(process.argv[2] ?? 100_000));
const SECONDS = Math.max(3, Number(process.argv[3] ?? 15));
const CONNECTIONS = Math.max(1, Number(process.argv[4] ?? 50));
const WHICH = process.argv[5] ?? 'both';
const GOAL_P95_MS = 25;
const GOAL_SHARE = 0.25;
// Both servers log alike: request logging off by default (BENCH_LOG_LEVEL=info measures it on).
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'warn';
const ADMIN = { email: 'admin@demo.sig', password: 'Admin-bench-2026!' };
// what Chromium sends
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const serverJs = path.join(repoRoot, 'packages/server/dist/server.js');
const cliJs = path.join(repoRoot, 'packages/server/dist/cli.js');
for (const f of [serverJs, cliJs]) if (!fs.existsSync(f)) throw new Error(`${f} is missing: run npm run build first`);

function envFor(dataDir, databaseUrl, port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port ?? 0),
    HOST: '127.0.0.1',
    SIG_DATA_DIR: dataDir,
    SIG_PORTAL_DIR: path.join(repoRoot, 'dist/portal'),
    PUBLIC_URL: `http://127.0.0.1:${port ?? 0}`,
    SIG_ADMIN_EMAIL: ADMIN.email,
    SIG_ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: LOG_LEVEL,
  };
}

function spawnChild(args, env, logFile) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', log, log] });
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A server with REPORTES reportes on the given database (empty databaseUrl: SQLite in a fresh data dir). */
async function seededServer(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sig-bench-reportes-${label}-`));
  const started = Date.now();
  execFileSync(process.execPath, [cliJs, 'seed', '--reportes', String(REPORTES)], { env: envFor(dataDir, databaseUrl), stdio: ['ignore', 'pipe', 'pipe'] });
  const seedMs = Date.now() - started;
  const port = await freePort();
  const node = spawnChild([serverJs], envFor(dataDir, databaseUrl, port), path.join(dataDir, 'server.log'));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/importmap.json`, 60_000);
  return { ...node, baseUrl, dataDir, seedMs };
}

/** The trivial route: a bare Fastify from the server's own dependencies, one JSON object per request. */
async function trivialServer() {
  const port = await freePort();
  const fastifyPath = require.resolve('fastify', { paths: [path.join(repoRoot, 'packages/server')] });
  const code = `const f=require(${JSON.stringify(fastifyPath)})({logger:{level:${JSON.stringify(LOG_LEVEL)}}});f.get('/ping',async()=>({ok:true,at:Date.now()}));f.listen({port:${port},host:'127.0.0.1'});`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sig-bench-trivial-'));
  const node = spawnChild(['-e', code], { ...process.env, NODE_ENV: 'production' }, path.join(dir, 'trivial.log'));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/ping`, 10_000);
  return { ...node, baseUrl };
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Filtered list pages drawn from the cliente's own catalogues, so every query matches real rows. */
async function listPaths(baseUrl, token) {
  const headers = { authorization: `Bearer ${token}` };
  const f = await json(`${baseUrl}/api/1.0/sig/getfiltros`, { headers });
  const first = await json(`${baseUrl}/api/1.0/sig/getreportes?pageSize=5`, { headers });
  const folios = first.items.map((r) => r.folio);
  const pick = (xs, i) => xs[i % xs.length];
  const year = new Date().getFullYear();
  const paths = [];
  for (let i = 0; i < 40; i++) {
    const page = 1 + (i % 20);
    const q = new URLSearchParams({ page: String(page), pageSize: '25' });
    switch (i % 8) {
      case 0: q.set('estatusId', pick(f.estatus, i).id); break;
      case 1: q.set('tipoId', pick(f.tipos, i).id); break;
      case 2: q.set('coloniaId', pick(f.colonias, i).id); q.set('sort', 'dueAt'); break;
      case 3: q.set('vencidos', 'true'); q.set('estado', 'abiertos'); break;
      case 4: q.set('desde', `${year}-01-01`); q.set('hasta', `${year}-06-30`); q.set('dependenciaId', pick(f.dependencias, i).id); break;
      case 5: q.set('q', pick(folios, i)); q.set('page', '1'); break;
      case 6: q.set('estado', 'abiertos'); q.set('prioridad', pick(f.prioridades, i)); break;
      default: q.set('zonaId', pick(f.zonas, i).id); q.set('sort', 'folio'); q.set('dir', 'asc');
    }
    paths.push(`/api/1.0/sig/getreportes?${q}`);
  }
  for (const p of paths) await json(`${baseUrl}${p}`, { headers }); // every query answers 200 before timing
  return paths;
}

/** Runs autocannon; latencies are kept per response so p95 is exact (autocannon itself reports p90 and p97.5). */
function run(label, url, { paths, headers, duration = SECONDS } = {}) {
  let i = 0;
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers,
        requests: paths ? [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] : undefined,
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
        resolve({ label, rps: r.requests.total / duration, p50: at(0.5), p95: at(0.95), p99: at(0.99), bad: r.non2xx + r.errors + r.timeouts });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    instance.on('error', reject);
  });
}

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

async function benchOne(label, databaseUrl, trivial) {
  const node = await seededServer(label, databaseUrl);
  try {
    const login = await json(`${node.baseUrl}/api/1.0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const headers = { authorization: `Bearer ${login.access_token}` };
    const paths = await listPaths(node.baseUrl, login.access_token);
    const total = (await json(`${node.baseUrl}/api/1.0/sig/getreportes?pageSize=1`, { headers })).total;
    await run('warm-up', node.baseUrl, { paths, headers, duration: 3 }); // discarded: fills caches and JIT
    const base = await run('trivial Fastify route', `${trivial.baseUrl}/ping`);
    const list = await run('filtered sig/getreportes', node.baseUrl, { paths, headers: { ...headers, 'accept-encoding': BROWSER_ENCODINGS } });
    const identity = await run('  same, no Accept-Encoding', node.baseUrl, { paths, headers });
    return { label, total, seedMs: node.seedMs, base, list, identity };
  } finally {
    await node.stop();
    fs.rmSync(node.dataDir, { recursive: true, force: true });
  }
}

function print(res) {
  console.log(`\n${res.label}: ${res.total.toLocaleString('en')} reportes (seeded in ${fmt(res.seedMs / 1000)} s), ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('  route                        req/s     p50 ms   p95 ms   p99 ms   non-2xx/errors');
  for (const r of [res.base, res.list, res.identity]) {
    console.log(`  ${r.label.padEnd(27)} ${fmt(r.rps, 0).padStart(7)}  ${fmt(r.p50).padStart(7)}  ${fmt(r.p95).padStart(7)}  ${fmt(r.p99).padStart(7)}   ${r.bad}`);
  }
  const share = res.list.rps / res.base.rps;
  console.log(`  list/trivial rate: ${fmt(share * 100)} % (goal >= ${GOAL_SHARE * 100} %) ${share >= GOAL_SHARE ? 'met' : 'NOT met'}`);
  console.log(`  list p95: ${fmt(res.list.p95)} ms (goal <= ${GOAL_P95_MS} ms) ${res.list.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
}

const trivial = await trivialServer();
const database = throwawayDatabase();
let created = false;
try {
  if (WHICH === 'sqlite' || WHICH === 'both') print(await benchOne('SQLite', '', trivial));
  if (WHICH === 'pg' || WHICH === 'both') {
    await database.create();
    created = true;
    print(await benchOne('PostgreSQL', database.url, trivial));
  }
} finally {
  await trivial.stop();
  if (created) await database.drop();
}
