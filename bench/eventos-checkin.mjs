// Check-in at the door of an event (issue 29): 1,000 scans across two doors (two concurrent clients) against the
// real server, on SQLite and on PostgreSQL.
// - Online: each door POSTs its scans one after the other (the next once the previous answered), both doors at
//   once; per scan, ms of the HTTP round trip. The doors' lists overlap by OVERLAP tickets, so some scans meet a
//   ticket the other door let in: the run checks that every ticket is `valido` exactly once and the rest
//   `ya_registrado` (a double check-in fails it).
// - Offline: each door downloads the kit (keys and list), then per scan runs what its phone runs: the shared
//   verifyFirma (WebCrypto Ed25519, compiled from shared/src/contract/firmas.ts) and the lookup in the kit's list;
//   per scan, ms of that. Then both doors sync their batches at once: ms per sync, and the first-scan-wins
//   check (every ticket accepted once, the other door's scan of it reported duplicado).
// Goal: p95 per scan < 300 ms online. Figures never fail the run; a broken setup or a wrong outcome does.
// Registrations come from their own 10.x addresses (the server trusts X-Forwarded-For from loopback, as behind
// the production proxy), so the public per-address limits stay what they are.
// Needs packages/server/dist (`node scripts/build.mjs --server-only`); PostgreSQL at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test: a fresh database is created beside it and dropped at the end).
// Usage: node bench/eventos-checkin.mjs [scans=1000] [sqlite|pg|both=both]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import ts from 'typescript';

import { serverEnv } from './lib/serverEnv.mjs';
import { throwawayDatabase } from './lib/throwawayDatabase.mjs';
import { json, pct } from './lib/timing.mjs';

const require = createRequire(import.meta.url);
const { freePort, waitFor, repoRoot } = require('../e2e/support/server.js');

const SCANS = Math.max(20, Number(process.argv[2] ?? 1000));
const WHICH = process.argv[3] ?? 'both';
const PER_DOOR = Math.floor(SCANS / 2);
const OVERLAP = Math.floor(PER_DOOR / 5); // tickets both doors scan
const TICKETS = 2 * PER_DOOR - OVERLAP;
const GOAL_P95_MS = 300;
const ADMIN = { email: 'admin@demo.sig', password: 'Admin-bench-2026!' };
const serverJs = path.join(repoRoot, 'packages/server/dist/server.js');
if (!fs.existsSync(serverJs)) throw new Error(`${serverJs} is missing: run node scripts/build.mjs --server-only first`);

/** The door's own check, compiled from the shared source (the browser runs this same code). */
async function loadVerifyFirma() {
  const source = fs.readFileSync(path.join(repoRoot, 'shared/src/contract/firmas.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sig-bench-firmas-')), 'firmas.mjs');
  fs.writeFileSync(file, outputText);
  return (await import(pathToFileURL(file).href)).verifyFirma;
}

async function startServer(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sig-bench-eventos-${label}-`));
  const port = await freePort();
  const env = { ...serverEnv({ dataDir, databaseUrl, port, admin: ADMIN }), SIG_TRUST_PROXY: '127.0.0.1', SIG_SCRYPT_COST: '10' };
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [serverJs], { env, stdio: ['ignore', log, log] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/api/1.0/public/demo/eventos/arranque`, 120_000);
    const { access_token } = await json(`${baseUrl}/api/1.0/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    return { baseUrl, token: access_token, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Runs `task(i)` for i in 0..count-1, `width` at a time. */
async function pool(count, width, task) {
  const out = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

/** A published event with TICKETS confirmed registrations; answers its id and each ticket's id, code and token. */
async function eventWithTickets(server, titulo, offset) {
  const staff = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const evento = await json(`${server.baseUrl}/api/1.0/eventos`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ titulo, lugar: 'Auditorio municipal', inicio: new Date(Date.now() + 3600_000).toISOString(), fin: new Date(Date.now() + 4 * 3600_000).toISOString(), capacidad: TICKETS, estado: 'publicado' }),
  });
  const tickets = await pool(TICKETS, 16, async (i) => {
    const from = { 'content-type': 'application/json', 'x-forwarded-for': address(offset + i) };
    const reg = await json(`${server.baseUrl}/api/1.0/public/demo/eventos/${evento.id}/registros`, {
      method: 'POST',
      headers: from,
      body: JSON.stringify({ nombre: `Asistente ${i}`, email: `asistente${offset + i}@bench.sig` }),
    });
    if (reg.estado !== 'confirmado') throw new Error(`registration ${i} is ${reg.estado}`);
    const boleto = await json(`${server.baseUrl}/api/1.0/boletos/${evento.id}/${reg.registroId}`, { headers: from });
    return { id: reg.registroId, codigo: boleto.codigo, token: boleto.token };
  });
  return { id: evento.id, tickets };
}

/** Door A takes tickets [0, PER_DOOR), door B [PER_DOOR - OVERLAP, TICKETS): OVERLAP tickets meet both doors. */
const doorLists = (tickets) => [tickets.slice(0, PER_DOOR), tickets.slice(PER_DOOR - OVERLAP)];

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s[s.length - 1] };
};
const fmt = (x) => `${x.toFixed(x < 1 ? 3 : 1)} ms`;

async function online(server, evento) {
  const staff = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const outcomes = new Map();
  const ms = [[], []];
  const started = performance.now();
  await Promise.all(
    doorLists(evento.tickets).map(async (list, door) => {
      for (const [k, t] of list.entries()) {
        // one in ten typed, as a door does when a phone's screen is cracked
        const lectura = k % 10 === 9 ? { codigo: t.codigo } : { token: t.token };
        const body = JSON.stringify({ ...lectura, puerta: `Puerta ${door + 1}`, clientId: randomUUID(), escaneadoEn: new Date().toISOString() });
        const t0 = performance.now();
        const res = await json(`${server.baseUrl}/api/1.0/eventos/${evento.id}/checkin`, { method: 'POST', headers: staff, body });
        ms[door].push(performance.now() - t0);
        outcomes.set(t.id, [...(outcomes.get(t.id) ?? []), res.resultado]);
      }
    }),
  );
  const wallS = (performance.now() - started) / 1000;
  for (const [id, results] of outcomes) {
    const valid = results.filter((r) => r === 'valido').length;
    if (valid !== 1 || results.some((r) => r !== 'valido' && r !== 'ya_registrado')) throw new Error(`online: ticket ${id} answered ${results.join(', ')}`);
  }
  if (outcomes.size !== TICKETS) throw new Error(`online: ${outcomes.size} tickets scanned, expected ${TICKETS}`);
  return { perDoor: ms.map(stats), all: stats(ms.flat()), wallS, scans: ms[0].length + ms[1].length };
}

async function offline(server, evento, verifyFirma) {
  const staff = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const kitMs = [];
  const scanMs = [[], []];
  const batches = [[], []];
  const started = Date.now();
  await Promise.all(
    doorLists(evento.tickets).map(async (list, door) => {
      const k0 = performance.now();
      const kit = await json(`${server.baseUrl}/api/1.0/eventos/${evento.id}/kit`, { headers: staff });
      kitMs.push(performance.now() - k0);
      const byId = new Map(kit.registros.map((r) => [r.id, r]));
      const byCodigo = new Map(kit.registros.map((r) => [r.codigo, r]));
      const seenHere = new Set();
      for (const [k, t] of list.entries()) {
        const typed = k % 10 === 9;
        const t0 = performance.now();
        let reg;
        if (typed) reg = byCodigo.get(t.codigo);
        else {
          const check = await verifyFirma(t.token, kit.claves);
          reg = check.ok && check.claims.scope === evento.id ? byId.get(check.claims.id) : undefined;
        }
        const local = !reg ? 'invalido' : reg.estado !== 'confirmado' ? reg.estado : reg.checkin || seenHere.has(reg.id) ? 'ya_registrado' : 'valido';
        if (reg) seenHere.add(reg.id);
        scanMs[door].push(performance.now() - t0);
        if (local !== 'valido') throw new Error(`offline: door ${door + 1} read ticket ${t.id} as ${local}`);
        batches[door].push({ ...(typed ? { codigo: t.codigo } : { token: t.token }), puerta: `Puerta ${door + 1}`, clientId: randomUUID(), escaneadoEn: new Date(started - 3_600_000 + k * 1000 + door * 500).toISOString() });
      }
    }),
  );
  const syncMs = [];
  const answers = await Promise.all(
    batches.map(async (scans) => {
      const t0 = performance.now();
      const res = await json(`${server.baseUrl}/api/1.0/eventos/${evento.id}/checkin/lote`, { method: 'POST', headers: staff, body: JSON.stringify({ scans }) });
      syncMs.push(performance.now() - t0);
      return res;
    }),
  );
  // every ticket accepted once; a ticket both doors scanned: the earlier scan accepted, the other duplicado
  const byTicket = new Map();
  answers.forEach((a, door) =>
    a.resultados.forEach((r, k) => {
      const when = batches[door][k].escaneadoEn;
      byTicket.set(r.registro?.id, [...(byTicket.get(r.registro?.id) ?? []), { estado: r.estado, when }]);
    }),
  );
  if (byTicket.size !== TICKETS) throw new Error(`offline: ${byTicket.size} tickets synced, expected ${TICKETS}`);
  for (const [id, scans] of byTicket) {
    const accepted = scans.filter((s) => s.estado === 'aceptado');
    const earliest = [...scans].sort((a, b) => a.when.localeCompare(b.when))[0];
    if (accepted.length !== 1 || accepted[0] !== earliest || scans.some((s) => s.estado === 'rechazado')) throw new Error(`offline: ticket ${id} synced as ${JSON.stringify(scans)}`);
  }
  const duplicados = [...byTicket.values()].flat().filter((s) => s.estado === 'duplicado').length;
  if (duplicados !== OVERLAP) throw new Error(`offline: ${duplicados} duplicados, expected ${OVERLAP}`);
  return { perDoor: scanMs.map(stats), all: stats(scanMs.flat()), kitMs, syncMs, duplicados, asistieron: answers[1].asistieron };
}

async function run(label, databaseUrl, verifyFirma) {
  const server = await startServer(label, databaseUrl);
  try {
    const t0 = Date.now();
    const a = await eventWithTickets(server, 'Concierto (en línea)', 0);
    const b = await eventWithTickets(server, 'Concierto (sin conexión)', TICKETS);
    const setupS = (Date.now() - t0) / 1000;
    const on = await online(server, a);
    const off = await offline(server, b, verifyFirma);
    return { label, setupS, on, off };
  } finally {
    await server.stop();
  }
}

function report(r) {
  const { on, off } = r;
  console.log(`\n== ${r.label}: ${on.scans} scans online, ${off.all.n} offline, two doors, ${TICKETS} tickets (${OVERLAP} scanned at both doors); setup ${r.setupS.toFixed(1)} s`);
  console.log(`online  (HTTP round trip per scan): p50 ${fmt(on.all.p50)}  p95 ${fmt(on.all.p95)}  max ${fmt(on.all.max)}  (goal p95 < ${GOAL_P95_MS} ms: ${on.all.p95 < GOAL_P95_MS ? 'met' : 'NOT met'})`);
  on.perDoor.forEach((d, i) => console.log(`  door ${i + 1}: ${d.n} scans, p50 ${fmt(d.p50)}, p95 ${fmt(d.p95)}`));
  console.log(`  throughput: ${(on.scans / on.wallS).toFixed(0)} scans/s with two doors; every ticket valido exactly once`);
  console.log(`offline (verifyFirma + kit lookup per scan): p50 ${fmt(off.all.p50)}  p95 ${fmt(off.all.p95)}  max ${fmt(off.all.max)}`);
  off.perDoor.forEach((d, i) => console.log(`  door ${i + 1}: ${d.n} scans, p50 ${fmt(d.p50)}, p95 ${fmt(d.p95)}`));
  console.log(`  kit download: ${off.kitMs.map((m) => fmt(m)).join(', ')}`);
  console.log(`  sync of both doors' batches at once (${PER_DOOR} scans each): ${off.syncMs.map((m) => fmt(m)).join(', ')}; ${off.duplicados} reported duplicado, first scan won every time; ${off.asistieron} checked in`);
}

const verifyFirma = await loadVerifyFirma();
const results = [];
if (WHICH === 'sqlite' || WHICH === 'both') results.push(await run('SQLite', '', verifyFirma));
if (WHICH === 'pg' || WHICH === 'both') {
  const database = throwawayDatabase();
  await database.create();
  try {
    results.push(await run('PostgreSQL', database.url, verifyFirma));
  } finally {
    await database.drop();
  }
}
for (const r of results) report(r);
