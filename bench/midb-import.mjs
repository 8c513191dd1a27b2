// The registry's import at scale (issue 23, "Performance"): a file of N rows (default 100,000) imported into a
// registry of N habitantes through the real API of the built server, on SQLite and on PostgreSQL: upload
// (streamed, read and stored), validation and matching (CURP, fuzzy by birth date), the decisions for every
// possible duplicate, and the one-transaction commit. Prints each phase's seconds, rows/s over the whole import,
// and the server's resident memory (before, peak while importing) so its flatness can be read.
// File mix: 30 % the same CURP as a registry person (half of them fill an empty phone: merges, half identical),
// 5 % without CURP, a typo of a registry person's surname (possible duplicates, merged by decision), 5 %
// a bad check digit (rejected), 60 % new people. Goal: >= 5,000 rows/s on each database. Figures never fail the run.
// PostgreSQL runs on this machine: its backends' CPU seconds for the import are printed too, beside the server's
// (on a busy machine CPU seconds are steadier than wall time; rows per CPU second tell what an idle machine would do).
// Needs packages/server/dist (npm run build, or `npx webpack -c packages/server/webpack.config.js`); PostgreSQL at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a throwaway database is created beside it).
// Usage: node bench/midb-import.mjs [rows=100000] [sqlite|pg|both=both]
// BENCH_KEEP=1 keeps the data folder and the PostgreSQL database (their names are printed).
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' passes node options to the server (a profile of the import).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { serverEnv } from './lib/serverEnv.mjs';
import { throwawayDatabase } from './lib/throwawayDatabase.mjs';

const require = createRequire(import.meta.url);
const { freePort, waitFor, repoRoot } = require('../e2e/support/server.js');
const Database = require(require.resolve('better-sqlite3', { paths: [path.join(repoRoot, 'packages/server')] }));

const N = Math.max(1000, Number(process.argv[2] ?? 100_000));
const WHICH = process.argv[3] ?? 'both';
const GOAL = 5000;
const ADMIN = { email: 'admin@demo.sig', password: 'Admin-bench-2026!' };
const serverJs = path.join(repoRoot, 'packages/server/dist/server.js');
if (!fs.existsSync(serverJs)) throw new Error(`${serverJs} is missing: build the server first`);

// ---- CURPs and people -------------------------------------------------------------------------------------------

const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
const checkDigit = (s) => {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(s[i]) * (18 - i);
  return (10 - (sum % 10)) % 10;
};
const pad = (n, w = 2) => String(n).padStart(w, '0');
const DAYS = 21_900; // 1940-01-01 .. 1999-12-17: a digit as the homonym character
const dayOf = (i) => new Date(Date.UTC(1940, 0, 1) + (i % DAYS) * 86_400_000);
/** A valid CURP for index i (distinct for distinct i), its birth date and sex. */
function person(i) {
  const d = dayOf(i);
  const k = Math.floor(i / DAYS);
  const triple = CONSONANTS[k % 21] + CONSONANTS[Math.floor(k / 21) % 21] + CONSONANTS[Math.floor(k / 441) % 21];
  const sexo = i % 2 ? 'H' : 'M';
  const first17 = `GA${'ABCDEFGHIJ'[i % 10]}${'KLMNOPQRST'[Math.floor(i / 10) % 10]}${pad(d.getUTCFullYear() % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${sexo}DF${triple}${i % 10}`;
  return { curp: first17 + checkDigit(first17), fecha: d.toISOString().slice(0, 10), sexo };
}
const NOMBRES = ['María', 'José', 'Juan', 'Guadalupe', 'Francisco', 'Ana', 'Luis', 'Rosa', 'Pedro', 'Carmen', 'Jorge', 'Elena'];
const APELLIDOS = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez'];
const nombreOf = (i) => NOMBRES[i % NOMBRES.length];
const apellidosOf = (i) => `${APELLIDOS[i % APELLIDOS.length]} ${APELLIDOS[Math.floor(i / 7) % APELLIDOS.length]}`;
const fold = (t) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
/** Registry people i % 20 === 0 have no CURP; the others have one. Half have a phone. */
const registryRow = (i, clienteId, colonias, now) => {
  const p = person(i);
  const curp = i % 20 === 0 ? null : p.curp;
  const telefono = i % 2 ? '' : `771${pad(i, 7)}`;
  const nombre = nombreOf(i);
  const apellidos = apellidosOf(i);
  return {
    id: `bench-${i}`,
    cliente_id: clienteId,
    curp,
    sin_curp_motivo: curp ? '' : 'bench',
    nombre,
    apellidos,
    fecha_nacimiento: p.fecha,
    sexo: p.sexo,
    telefono,
    email: '',
    direccion: '',
    colonia_id: colonias[i % colonias.length].id,
    consentimiento: 0,
    search_text: [fold(`${nombre} ${apellidos} ${curp ?? ''}`), telefono].filter(Boolean).join(' '),
    version: 1,
    created_at: now,
    updated_at: now,
  };
};
const COLUMNS = ['id', 'cliente_id', 'curp', 'sin_curp_motivo', 'nombre', 'apellidos', 'fecha_nacimiento', 'sexo', 'telefono', 'email', 'direccion', 'colonia_id', 'consentimiento', 'search_text', 'version', 'created_at', 'updated_at'];

// ---- the file ---------------------------------------------------------------------------------------------------

/** Writes the N-row CSV; returns its path, size and the mix. */
function writeFile(dir, colonias) {
  const file = path.join(dir, 'padron.csv');
  const out = fs.openSync(file, 'w');
  const cell = (c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  let buf = 'CURP,Nombre,Apellidos,Fecha de nacimiento,Sexo,Teléfono,Colonia\r\n';
  const mix = { mismaCurp: 0, posibles: 0, malas: 0, nuevas: 0 };
  let same = 0;
  let possible = 0;
  for (let j = 0; j < N; j++) {
    const slot = j % 100;
    let row;
    if (slot < 30) {
      // the m-th registry person with a CURP (never i % 20 === 0)
      const m = same++;
      const i = 20 * Math.floor(m / 19) + (m % 19) + 1;
      const r = registryRow(i, '', colonias, '');
      row = [r.curp, r.nombre, r.apellidos, '', '', r.telefono || `771${pad(i, 7)}`, colonias[i % colonias.length].nombre];
      mix.mismaCurp++;
    } else if (slot < 35) {
      // a registry person without CURP, surname misspelt: a possible duplicate
      const i = 20 * possible++;
      const r = registryRow(i, '', colonias, '');
      row = ['', r.nombre, `${r.apellidos.slice(0, -1)}s`, r.fecha_nacimiento.split('-').reverse().join('/'), r.sexo, `55${pad(i, 8)}`, colonias[i % colonias.length].nombre];
      mix.posibles++;
    } else {
      const p = person(1_000_000 + j);
      const curp = slot < 40 ? `${p.curp.slice(0, 17)}${(Number(p.curp[17]) + 1) % 10}` : p.curp;
      row = [curp, nombreOf(j + 3), apellidosOf(j + 5), '', '', `33${pad(j, 8)}`, colonias[j % colonias.length].nombre];
      if (slot < 40) mix.malas++;
      else mix.nuevas++;
    }
    buf += `${row.map(cell).join(',')}\r\n`;
    if (buf.length > 1 << 20) {
      fs.writeSync(out, buf);
      buf = '';
    }
  }
  fs.writeSync(out, buf);
  fs.closeSync(out);
  return { file, bytes: fs.statSync(file).size, mix };
}

// ---- the server --------------------------------------------------------------------------------------------------

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}
/** The server's CPU seconds so far (user + system): steadier than wall time on a shared, busy machine. */
function cpuOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ, 100 on Linux)
}

/**
 * The CPU seconds PostgreSQL's backends spend on one database (its server runs on this machine): the import's
 * other half, which the server's own CPU does not show. Backends come and go with the pool, so their pids are
 * listed every 200 ms and each one's CPU is read every 50 ms (a backend's last 50 ms before it exits are lost).
 */
async function pgCpuMeter(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const own = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
  const first = new Map();
  const last = new Map();
  const read = (pid) => {
    try {
      const v = cpuOf(pid);
      if (!first.has(pid)) first.set(pid, v);
      last.set(pid, v);
    } catch {
      /* gone */
    }
  };
  const list = async () => {
    const { rows } = await client.query(`select pid from pg_stat_activity where datname = current_database() and pid <> $1`, [own]);
    for (const r of rows) read(r.pid);
  };
  await list();
  let listing = false;
  const lister = setInterval(() => {
    if (listing) return;
    listing = true;
    list().catch(() => undefined).finally(() => (listing = false));
  }, 200);
  const reader = setInterval(() => [...last.keys()].forEach(read), 50);
  return {
    stop: async () => {
      clearInterval(lister);
      clearInterval(reader);
      [...last.keys()].forEach(read);
      await client.end();
      let s = 0;
      for (const [pid, v] of last) s += v - first.get(pid);
      return s;
    },
  };
}

async function startServer(dataDir, databaseUrl) {
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), serverJs], {
    env: serverEnv({ dataDir, databaseUrl, port, admin: ADMIN }),
    stdio: process.env.BENCH_LOG ? ['ignore', 'inherit', 'inherit'] : ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/1.0/auth/access-token`, 60_000);
  return {
    child,
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function api(baseUrl, token, method, p, body) {
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

function upload(baseUrl, token, file, bytes) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/1.0/midb/imports?nombre=padron.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'content-length': bytes },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => (res.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(`upload ${res.statusCode} ${text}`))));
    });
    req.on('error', reject);
    fs.createReadStream(file).pipe(req);
  });
}

// ---- seeding the registry straight into the database ---------------------------------------------------------

async function seedRegistry(kind, dataDir, databaseUrl) {
  const now = new Date().toISOString();
  if (kind === 'sqlite') {
    const db = new Database(path.join(dataDir, 'sig.db'));
    db.pragma('busy_timeout = 10000');
    const clienteId = db.prepare(`select id from clientes where slug = 'demo'`).get().id;
    const colonias = db.prepare(`select id, nombre from colonias where cliente_id = ? and activo = 1 order by nombre_key`).all(clienteId);
    const insert = db.prepare(`insert into habitantes (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
    db.transaction(() => {
      for (let i = 0; i < N; i++) insert.run(...COLUMNS.map((c) => registryRow(i, clienteId, colonias, now)[c]));
    })();
    db.close();
    return colonias;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const clienteId = (await client.query(`select id from clientes where slug = 'demo'`)).rows[0].id;
    const colonias = (await client.query(`select id, nombre from colonias where cliente_id = $1 and activo = 1 order by nombre_key`, [clienteId])).rows;
    for (let start = 0; start < N; start += 2000) {
      const rows = [];
      for (let i = start; i < Math.min(N, start + 2000); i++) rows.push(registryRow(i, clienteId, colonias, now));
      const params = [];
      const values = rows.map((r) => `(${COLUMNS.map((c) => (params.push(r[c]), `$${params.length}`)).join(', ')})`);
      await client.query(`insert into habitantes (${COLUMNS.join(', ')}) values ${values.join(', ')}`, params);
    }
    await client.query('analyze habitantes');
    return colonias;
  } finally {
    await client.end();
  }
}

// ---- one database ------------------------------------------------------------------------------------------------

async function measure(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sig-bench-import-${kind}-`));
  const throwaway = kind === 'pg' ? throwawayDatabase() : null;
  if (throwaway) await throwaway.create();
  let server;
  try {
    server = await startServer(dataDir, throwaway?.url ?? '');
    const seedStart = Date.now();
    const colonias = await seedRegistry(kind === 'pg' ? 'pg' : 'sqlite', dataDir, throwaway?.url);
    const seedMs = Date.now() - seedStart;
    const { file, bytes, mix } = writeFile(dataDir, colonias);
    const { access_token: token } = await api(server.baseUrl, null, 'POST', '/api/1.0/auth/login', ADMIN);
    const pid = server.child.pid;
    const before = rssOf(pid);
    const cpuBefore = cpuOf(pid);
    const pgMeter = kind === 'pg' ? await pgCpuMeter(throwaway.url) : null;
    let peak = before.rss;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(pid).rss);
      } catch {
        /* the server is gone */
      }
    }, 50);

    const t0 = Date.now();
    const { id } = await upload(server.baseUrl, token, file, bytes);
    const t1 = Date.now();
    const wait = async (estados) => {
      for (;;) {
        const imp = await api(server.baseUrl, token, 'GET', `/api/1.0/midb/imports/${id}?pageSize=1`);
        if (estados.includes(imp.estado)) return imp;
        if (imp.estado === 'fallida') throw new Error(`import failed: ${JSON.stringify(imp.error)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const ready = await wait(['lista']);
    const t2 = Date.now();
    const decided = await api(server.baseUrl, token, 'POST', `/api/1.0/midb/imports/${id}/decisions`, { decision: 'merge', tipo: 'posible' });
    await api(server.baseUrl, token, 'POST', `/api/1.0/midb/imports/${id}/commit`, {});
    const t3 = Date.now();
    const done = await wait(['terminada']);
    const t4 = Date.now();
    clearInterval(sampler);
    const after = rssOf(pid);
    const cpu = cpuOf(pid) - cpuBefore;
    const pgCpu = pgMeter ? await pgMeter.stop() : null;
    return { cpu, pgCpu, kind, seedMs, bytes, mix, ready: ready.resumen, decided: decided.aplicadas, done: done.resumen.resultados, ms: { upload: t1 - t0, validate: t2 - t1, decide: t3 - t2, commit: t4 - t3, total: t4 - t0 }, rss: { before: before.rss, peak: Math.max(peak, after.rss), hwm: after.hwm } };
  } finally {
    await server?.stop();
    if (throwaway && !process.env.BENCH_KEEP) await throwaway.drop().catch(() => undefined);
    if (process.env.BENCH_KEEP) console.log(`  kept ${dataDir}${throwaway ? ` and ${throwaway.url}` : ''}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = WHICH === 'both' ? ['sqlite', 'pg'] : [WHICH];
const s = (ms) => (ms / 1000).toFixed(2);
console.log(`midb import: a file of ${N.toLocaleString('en')} rows into a registry of ${N.toLocaleString('en')} habitantes (node ${process.version}, ${os.cpus().length} cores)`);
for (const kind of kinds) {
  const r = await measure(kind);
  const rate = Math.round(N / (r.ms.total / 1000));
  console.log(`\n${kind === 'pg' ? 'PostgreSQL' : 'SQLite'}  (registry seeded in ${s(r.seedMs)} s; file ${(r.bytes / 1048576).toFixed(1)} MB: ${JSON.stringify(r.mix)})`);
  console.log(`  upload (read + store) ${s(r.ms.upload)} s | validate + match ${s(r.ms.validate)} s | decisions ${s(r.ms.decide)} s | commit ${s(r.ms.commit)} s | total ${s(r.ms.total)} s`);
  console.log(`  counts: ${JSON.stringify({ validas: r.ready.validas, rechazadas: r.ready.rechazadas, curp: r.ready.curp, posibles: r.ready.posibles, nuevas: r.ready.nuevas, decididas: r.decided })}`);
  console.log(`  results: ${JSON.stringify(r.done)}`);
  console.log(`  ${rate.toLocaleString('en')} rows/s (goal >= ${GOAL.toLocaleString('en')}: ${rate >= GOAL ? 'met' : 'NOT met'})`);
  console.log(`  server CPU ${r.cpu.toFixed(1)} s (user + system, while importing)${r.pgCpu === null ? '' : `; PostgreSQL backends' CPU ${r.pgCpu.toFixed(1)} s; together ${(r.cpu + r.pgCpu).toFixed(1)} s = ${Math.round(N / (r.cpu + r.pgCpu)).toLocaleString('en')} rows per CPU second`}`);
  console.log(`  server RSS: ${r.rss.before.toFixed(0)} MB before, ${r.rss.peak.toFixed(0)} MB peak while importing (process high-water mark ${r.rss.hwm.toFixed(0)} MB)`);
}
