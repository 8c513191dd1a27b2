// Field auditors' positions at scale (issue 25): N auditors (default 200) each POST a position every 15 s,
// alternating between two server nodes that share PostgreSQL and Redis; one supervisor socket on node A
// hears every one ('auditoria-posicion'). Prints delivery p50/p95/max (the fix's send time → the supervisor's
// receipt, same machine clock) and checks that the server stored every position it accepted.
// Goal: p95 <= 1000 ms and every position stored. Figures never fail the run; only a broken setup does.
// Needs packages/server/dist (npm run build), PostgreSQL and Redis:
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a fresh database is created beside it
//   and dropped at the end), BENCH_REDIS_URL (default redis://127.0.0.1:6379).
// Usage: node bench/audit-positions.mjs [auditors=200] [seconds=60] [everySeconds=15]
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { SignJWT } from 'jose';
import pg from 'pg';
import { io } from 'socket.io-client';

import { startClusterNode } from './lib/clusterNode.mjs';
import { throwawayDatabase } from './lib/throwawayDatabase.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../e2e/support/server.js');

const AUDITORS = Math.max(2, Number(process.argv[2] ?? 200));
const SECONDS = Math.max(15, Number(process.argv[3] ?? 60));
const EVERY_S = Math.max(1, Number(process.argv[4] ?? 15));
const GOAL_P95_MS = 1000;
const POSITIONS_PATH = '/api/1.0/auditoria/posiciones';
const EVENT = 'auditoria-posicion';

const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const database = throwawayDatabase();
const dbUrl = database.url;
const jwtSecret = randomBytes(32).toString('hex');
const nodes = [];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN);

async function startNode(name) {
  const node = await startClusterNode({ name: `audit-${name}`, dbUrl, redisUrl, jwtSecret, upWithinMs: 90_000 });
  nodes.push(node);
  return node;
}

/** N field auditors (SigAuditoriaV2) and one supervisor of the demo cliente, inserted directly, with tokens minted as Tokens.sign does. */
async function createUsers(count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const cliente = (await db.query(`select id from clientes where slug = 'demo'`)).rows[0];
    if (!cliente) throw new Error('the demo cliente was not seeded');
    const roles = { field: randomUUID(), supervisor: randomUUID() };
    await db.query(`insert into roles (id, cliente_id, nombre, permissions) values ($1, $2, 'Bench campo', '["SigAuditoriaV2"]'), ($3, $2, 'Bench supervisor', '["SigAuditoriaV2Supervisor"]')`, [
      roles.field,
      cliente.id,
      roles.supervisor,
    ]);
    const now = new Date().toISOString();
    const users = Array.from({ length: count + 1 }, (_, i) => ({ id: randomUUID(), email: `audit-bench-${i}@bench.sig`, name: i === count ? 'Supervisor' : `Auditor ${String(i).padStart(3, '0')}`, role: i === count ? roles.supervisor : roles.field }));
    await db.query('begin');
    for (const u of users) {
      await db.query(`insert into users (id, email, password_hash, status, display_name, search_text, created_at, updated_at) values ($1, $2, null, 'active', $3, $4, $5, $5)`, [u.id, u.email, u.name, u.name.toLowerCase(), now]);
      await db.query(`insert into user_clientes (user_id, cliente_id, owner) values ($1, $2, 0)`, [u.id, cliente.id]);
      await db.query(`insert into user_roles (user_id, cliente_id, role_id) values ($1, $2, $3)`, [u.id, cliente.id, u.role]);
    }
    await db.query('commit');
    const key = new TextEncoder().encode(jwtSecret);
    for (const u of users) u.token = await new SignJWT({ cid: cliente.id, ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(u.id).setIssuedAt().setExpirationTime('2h').sign(key);
    return { clienteId: cliente.id, auditors: users.slice(0, count), supervisor: users[count] };
  } finally {
    await db.end();
  }
}

async function storedCount(clienteId, ids) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    return Number((await db.query(`select count(*) as n from audit_positions where cliente_id = $1 and user_id = any($2)`, [clienteId, ids])).rows[0].n);
  } finally {
    await db.end();
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'packages/server/dist/server.js'))) throw new Error('build the server first (npm run build)');
  await database.create();
  try {
    const a = await startNode('A');
    await startNode('B');
    const { clienteId, auditors, supervisor } = await createUsers(AUDITORS);

    const delays = new Map(); // "userId|at" → ms
    const socket = io(a.baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token: supervisor.token }, extraHeaders: { origin: a.baseUrl }, forceNew: true, reconnection: false });
    socket.on(EVENT, (e) => {
      const key = `${e.auditor.id}|${e.posicion.at}`;
      if (!delays.has(key)) delays.set(key, Date.now() - Date.parse(e.posicion.at));
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await sleep(1000);

    const sent = [];
    const failures = [];
    const rounds = Math.floor(SECONDS / EVERY_S);
    const gapMs = (EVERY_S * 1000) / AUDITORS;
    console.log(`${AUDITORS} auditors, a position each every ${EVERY_S} s for ${rounds * EVERY_S} s, alternating nodes A and B; supervisor socket on A`);
    const started = Date.now();
    const inFlight = [];
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < AUDITORS; i++) {
        const due = started + r * EVERY_S * 1000 + i * gapMs;
        const wait = due - Date.now();
        if (wait > 0) await sleep(wait);
        const u = auditors[i];
        const node = nodes[(i + r) % 2];
        const at = new Date().toISOString();
        const body = { posiciones: [{ lat: 19.43 + i / 10_000, lng: -99.13 - r / 10_000, accuracy: 10, at }] };
        inFlight.push(
          fetch(`${node.baseUrl}${POSITIONS_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
            .then(async (res) => {
              if (res.status === 200) sent.push(`${u.id}|${at}`);
              else failures.push(`${res.status} ${await res.text()}`);
            })
            .catch((err) => failures.push(err.message)),
        );
      }
    }
    await Promise.all(inFlight);
    await sleep(3000);
    socket.close();

    const got = sent.map((k) => delays.get(k)).filter((x) => x !== undefined);
    const stored = await storedCount(clienteId, auditors.map((u) => u.id));
    const p95 = pct(got, 0.95);
    console.log(`accepted ${sent.length}, refused ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ''}`);
    console.log(`delivered to the supervisor ${got.length}/${sent.length}; delivery ms p50 ${pct(got, 0.5)} p95 ${p95} max ${got.length ? Math.max(...got) : NaN} (goal p95 <= ${GOAL_P95_MS})`);
    console.log(`stored ${stored}/${sent.length} positions ${stored === sent.length ? '(every one)' : '(MISSING SOME)'}`);
  } finally {
    for (const n of nodes) await n.stop();
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
