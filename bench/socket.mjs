// Realtime at scale: N socket clients (default 1,000) over two server nodes sharing PostgreSQL and Redis.
// Prints chat delivery p50/p95/max (POST send-message on one node → 'getchat' on a socket of the other)
// and each node's RSS. Goals: delivery p95 <= 50 ms, RSS <= 250 MB per node. This machine is noisy, so the
// same run first measures the floor with a handful of clients (a 'test' ping and the same deliveries) and
// prints the loaded figures as ratios of it. Figures never fail the run; only a broken setup does.
// Needs packages/server/dist (npm run build), PostgreSQL and Redis:
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a fresh database is created beside it
//   and dropped at the end), BENCH_REDIS_URL (default redis://127.0.0.1:6379).
// Usage: node bench/socket.mjs [clients=1000] [messages=300] [messagesPerSecond=20]
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';

import { SignJWT } from 'jose';
import pg from 'pg';
import { io } from 'socket.io-client';

import { startClusterNode } from './lib/clusterNode.mjs';
import { clusterRun, ms, ratio, sleep, stats, tableRow } from './lib/clusterRun.mjs';
import { throwawayDatabase } from './lib/throwawayDatabase.mjs';


const CLIENTS = Math.max(4, Number(process.argv[2] ?? 1000));
const MESSAGES = Math.max(10, Number(process.argv[3] ?? 300));
const RATE = Math.max(1, Number(process.argv[4] ?? 20)); // messages per second
const FEW = 4; // the baseline's clients: two per node, still connected during the loaded run
const CONNECTS_AT_ONCE = 50;
const PINGS = 100;
const GOAL_P95_MS = 50;
const GOAL_RSS_MB = 250;
const DELIVERY_TIMEOUT_MS = 10_000;

const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const database = throwawayDatabase();
const dbUrl = database.url;
const jwtSecret = randomBytes(32).toString('hex');



// ---- server nodes -------------------------------------------------------------------------------------

async function startNode(name) {
  const node = await startClusterNode({ name: `${name}`, dbUrl, redisUrl, jwtSecret, upWithinMs: 60_000 });
  nodes.push(node);
  return node;
}


// ---- users and tokens ---------------------------------------------------------------------------------

/**
 * N active Consulta users of the demo cliente, inserted directly (the CLI hashes a password per user, far
 * too slow for a thousand) with tokens minted the way Tokens.sign does, so no sign-in and no rate limit.
 */
async function createUsers(count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const cliente = (await db.query(`select id from clientes where slug = 'demo'`)).rows[0];
    if (!cliente) throw new Error('the demo cliente was not seeded');
    const role = (await db.query(`select id from roles where cliente_id = $1 and nombre = 'Consulta'`, [cliente.id])).rows[0];
    if (!role) throw new Error('the demo cliente has no Consulta role');
    const now = new Date().toISOString();
    const users = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), email: `bench-${i}@bench.sig`, name: `Bench ${String(i).padStart(4, '0')}` }));
    await db.query('begin');
    for (let i = 0; i < users.length; i += 500) {
      const batch = users.slice(i, i + 500);
      const values = (width, j) => `(${Array.from({ length: width }, (_, k) => `$${j * width + k + 1}`).join(', ')})`;
      await db.query(
        `insert into users (id, email, password_hash, status, display_name, search_text, created_at, updated_at) values ${batch.map((_, j) => values(8, j)).join(', ')}`,
        batch.flatMap((u) => [u.id, u.email, null, 'active', u.name, `${u.name} ${u.email}`.toLowerCase(), now, now]),
      );
      await db.query(`insert into user_clientes (user_id, cliente_id, owner) values ${batch.map((_, j) => values(3, j)).join(', ')}`, batch.flatMap((u) => [u.id, cliente.id, 0]));
      await db.query(`insert into user_roles (user_id, cliente_id, role_id) values ${batch.map((_, j) => values(3, j)).join(', ')}`, batch.flatMap((u) => [u.id, cliente.id, role.id]));
    }
    await db.query('commit');
    const key = new TextEncoder().encode(jwtSecret);
    for (const u of users) {
      u.token = await new SignJWT({ cid: cliente.id, ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(u.id).setIssuedAt().setExpirationTime('2h').sign(key);
    }
    return users;
  } finally {
    await db.end();
  }
}

// ---- clients ------------------------------------------------------------------------------------------

/** The bench's 'getchat' waiters, by message text (unique per message). */
const pending = new Map();

function connect(user, node) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const socket = io(node.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: user.token },
      extraHeaders: { origin: node.baseUrl },
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    socket.on('getchat', (event) => {
      const waiter = event?.message && pending.get(event.message.msg);
      if (waiter && event.message.para === user.id) waiter(performance.now());
    });
    socket.once('connect', () => resolve({ ...user, node, socket, connectMs: performance.now() - t0 }));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(new Error(`${user.email} on node ${node.name}: ${err.message}`));
    });
  });
}

/** Connects users CONNECTS_AT_ONCE at a time, even indexes on node A and odd ones on node B. */
async function connectAll(users, offset) {
  const clients = [];
  const failures = [];
  for (let i = 0; i < users.length; i += CONNECTS_AT_ONCE) {
    const wave = users.slice(i, i + CONNECTS_AT_ONCE).map((u, j) => connect(u, nodes[(offset + i + j) % 2]));
    for (const r of await Promise.allSettled(wave)) {
      if (r.status === 'fulfilled') clients.push(r.value);
      else failures.push(r.reason.message);
    }
  }
  return { clients, failures };
}

async function pings(clients, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const c = clients[i % clients.length];
    const t0 = performance.now();
    await c.socket.timeout(5000).emitWithAck('test');
    times.push(performance.now() - t0);
  }
  return times;
}

/** One message from sender to recipient: ms from the POST until the recipient's socket has it. */
async function deliver(sender, recipient, text) {
  let timer;
  const received = new Promise((resolve, reject) => {
    pending.set(text, resolve);
    timer = setTimeout(() => reject(new Error('not delivered')), DELIVERY_TIMEOUT_MS);
  });
  const t0 = performance.now();
  try {
    const res = await fetch(`${sender.node.baseUrl}/api/chat/send-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
      body: JSON.stringify({ contactId: recipient.id, messageText: text }),
    });
    if (res.status !== 200) throw new Error(`send-message answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return (await received) - t0;
  } finally {
    clearTimeout(timer);
    pending.delete(text);
  }
}

/**
 * `count` messages between random pairs on different nodes (A→B and B→A in turn), started at RATE per
 * second whether or not the earlier ones have arrived: a steady stream like people chatting, so queueing
 * shows in the times instead of slowing the sender down.
 */
async function deliveries(clients, count, label) {
  const byNode = [clients.filter((c) => c.node === nodes[0]), clients.filter((c) => c.node === nodes[1])];
  const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
  const times = [];
  const lost = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const start = performance.now();
  const sends = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const from = i % 2;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    sends.push(
      deliver(pick(byNode[from]), pick(byNode[1 - from]), `${label} ${i} ${randomBytes(4).toString('hex')}`)
        .then((ms) => times.push(ms), (err) => lost.push(err.message))
        .finally(() => inFlight--),
    );
  }
  await Promise.all(sends);
  return { times, lost, maxInFlight };
}

// ---- the run ------------------------------------------------------------------------------------------

let clients = [];
const run = clusterRun(database, () => clients.map((c) => c.socket).filter(Boolean));
const nodes = run.nodes;
const f = ms;
const x = ratio;
const mb = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} MB` : '-');
const row = tableRow(34);

try {
  await run.createDatabase();
  // one after the other: the first migrates and seeds
  await startNode('A');
  await startNode('B');
  const users = await createUsers(CLIENTS);

  // baseline: a few clients, the same measurements
  const few = await connectAll(users.slice(0, FEW), 0);
  if (few.failures.length) throw new Error(`baseline clients could not connect: ${few.failures[0]}`);
  clients = few.clients;
  const warm = await deliveries(clients, 50, 'warm-up');
  if (warm.lost.length) throw new Error(`messages do not cross nodes (${warm.lost[0]}): is Redis at ${redisUrl} up? Logs: ${nodes.map((n) => n.logFile).join(', ')}`);
  const pingFew = await pings(clients, PINGS);
  const deliveryFew = await deliveries(clients, MESSAGES, 'few');
  const rssIdle = nodes.map((n) => n.rssMb());

  // load: everyone else connects
  const t0 = performance.now();
  const rest = await connectAll(users.slice(FEW), FEW);
  const connectWallMs = performance.now() - t0;
  clients = [...clients, ...rest.clients];
  await sleep(1000); // the presence announcements of the last wave go out in 250 ms batches
  const rssConnected = nodes.map((n) => n.rssMb());
  const pingMany = await pings(clients.slice(0, FEW), PINGS);
  const deliveryMany = await deliveries(clients, MESSAGES, 'many');
  const rssAfter = nodes.map((n) => n.rssMb());
  const peak = nodes.map((n) => n.peakMb());

  const connectMs = stats(rest.clients.map((c) => c.connectMs));
  const [pf, pm, df, dm] = [pingFew, pingMany, deliveryFew.times, deliveryMany.times].map(stats);
  const perNode = nodes.map((n) => clients.filter((c) => c.node === n).length);

  console.log(`\nSIG socket bench: ${CLIENTS} clients over 2 nodes (PostgreSQL + Redis), ${MESSAGES} messages at ${RATE}/s, ${os.cpus().length} CPUs`);
  row('', 'node A', 'node B');
  row('clients connected', ...perNode);
  row(`RSS with ${FEW} clients`, ...rssIdle.map(mb));
  row(`RSS with ${clients.length} connected`, ...rssConnected.map(mb));
  row('RSS after the chat run', ...rssAfter.map(mb));
  row('peak RSS since start (VmHWM)', ...peak.map(mb));
  console.log(
    `connect: ${rest.clients.length} in ${(connectWallMs / 1000).toFixed(1)} s, ${CONNECTS_AT_ONCE} at a time; per connection p50 ${f(connectMs.p50)}, p95 ${f(connectMs.p95)}, max ${f(connectMs.max)}` +
      (rest.failures.length ? `; ${rest.failures.length} FAILED (${rest.failures[0]})` : ''),
  );
  console.log('');
  row('', 'p50', 'p95', 'max', 'in flight');
  row(`ping, ${FEW} clients`, f(pf.p50), f(pf.p95), f(pf.max));
  row(`ping, ${clients.length} connected`, f(pm.p50), f(pm.p95), f(pm.max));
  row(`delivery A<->B, ${FEW} clients`, f(df.p50), f(df.p95), f(df.max), `<= ${deliveryFew.maxInFlight}`);
  row(`delivery A<->B, ${clients.length} connected`, f(dm.p50), f(dm.p95), f(dm.max), `<= ${deliveryMany.maxInFlight}`);
  row('delivery ratio loaded / few', x(dm.p50, df.p50), x(dm.p95, df.p95), '');
  row('ping ratio loaded / few', x(pm.p50, pf.p50), x(pm.p95, pf.p95), '');
  const lost = deliveryFew.lost.length + deliveryMany.lost.length;
  if (lost) console.log(`lost or refused messages: ${lost} (${[...deliveryFew.lost, ...deliveryMany.lost][0]})`);
  const rssWorst = Math.max(...rssAfter, ...rssConnected);
  console.log(
    `\ngoal delivery p95 <= ${GOAL_P95_MS} ms with ${clients.length} connected: ${dm.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'} (${f(dm.p95)}; ${x(dm.p95, df.p95)} the few-client p95 of this run)`,
  );
  console.log(`goal RSS <= ${GOAL_RSS_MB} MB per node: ${rssWorst <= GOAL_RSS_MB ? 'met' : 'NOT met'} (highest ${mb(rssWorst)})`);
  if (rest.failures.length || lost) run.failed = true;
} catch (err) {
  run.failed = true;
  console.error(err);
} finally {
  await run.finish();
}
