// The bot's contact centre at scale (issue 27): N simultaneous web-chat conversations (default 200) on node A,
// each sending M messages (default 20, one after the other; all conversations at once), read by agents whose
// sockets are on node B, the two nodes sharing PostgreSQL and Redis. Per message: ms from the citizen's POST on
// node A to the `bot:mensaje` event on the assigned agent's socket on node B. Checks that every message arrives
// exactly once, to its agent, in the order sent within its conversation. Meanwhile each citizen's page polls for
// new messages every 4 s, as the chat page does. Goal: p95 <= 200 ms with N running.
// The machine is noisy, so the same run first measures a few conversations (the floor) and prints the loaded
// figures as ratios of it. Figures never fail the run; a broken setup, a lost, duplicated or reordered message do.
//
// Citizens are told apart by address: the nodes trust X-Forwarded-For from loopback (SIG_TRUST_PROXY=127.0.0.1,
// as behind the production proxy) and each citizen sends from its own 10.x address, so the public chat's
// per-address limits stay what they are and apply per citizen, as they would in real life.
// Needs packages/server/dist (`node scripts/build.mjs --server-only`), PostgreSQL and Redis:
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a fresh database is created beside it
//   and dropped at the end), BENCH_REDIS_URL (default redis://127.0.0.1:6379). Nodes on ports 4331 and 4332
//   (BENCH_PORT_A / BENCH_PORT_B to move them).
// Usage: node bench/bot-chat.mjs [conversations=200] [messages=20] [thinkMs=0]
//   thinkMs: a pause between a citizen's messages, each citizen starting at a random point of the first one
//   (0: each message as soon as the previous POST answered, everyone at once: the worst burst, a stress figure).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

import { SignJWT } from 'jose';
import pg from 'pg';
import { io } from 'socket.io-client';

import { startClusterNode } from './lib/clusterNode.mjs';
import { clusterRun, ms, ratio, sleep, stats, tableRow } from './lib/clusterRun.mjs';
import { throwawayDatabase } from './lib/throwawayDatabase.mjs';

const CONVERSATIONS = Math.max(1, Number(process.argv[2] ?? 200));
const MESSAGES = Math.max(1, Number(process.argv[3] ?? 20));
const THINK_MS = Math.max(0, Number(process.argv[4] ?? 0));
const FEW = 4; // the baseline's conversations
const CAP = 50; // the per-agent cap (the contract's maximum)
const AGENTS = Math.ceil((CONVERSATIONS + FEW) / CAP) + 1; // one spare: nobody runs at the cap's edge
const POLL_MS = 4000; // the citizen's chat page asks for new messages this often (ChatPage.tsx's POLL_MS)
const HUMAN_OPTION = 3; // the demo flow's "Hablar con una persona"
const GOAL_P95_MS = 200;
const SETTLE_MS = 10_000; // how long after the last POST a message may still arrive before it counts as lost
const PORTS = [Number(process.env.BENCH_PORT_A || 4331), Number(process.env.BENCH_PORT_B || 4332)];

const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const database = throwawayDatabase();
const dbUrl = database.url;
const jwtSecret = randomBytes(32).toString('hex');


// ---- agents ---------------------------------------------------------------------------------------------

/**
 * `count` active users of the demo cliente holding SigChatCenter (a role of their own), inserted directly, with
 * tokens minted the way Tokens.sign does (no sign-in, no password hashing). Answers them with the cliente's id.
 */
async function createAgents(count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const cliente = (await db.query(`select id from clientes where slug = 'demo'`)).rows[0];
    if (!cliente) throw new Error('the demo cliente was not seeded');
    const now = new Date().toISOString();
    const roleId = randomUUID();
    const agents = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), email: `agente-${i}@bench.sig`, name: `Agente ${i}` }));
    await db.query('begin');
    await db.query(`insert into roles (id, cliente_id, nombre, permissions) values ($1, $2, $3, $4)`, [roleId, cliente.id, 'Bench centro de chat', JSON.stringify(['SigChatCenter'])]);
    for (const a of agents) {
      await db.query(
        `insert into users (id, email, password_hash, status, display_name, search_text, created_at, updated_at) values ($1, $2, null, 'active', $3, $4, $5, $5)`,
        [a.id, a.email, a.name, `${a.name} ${a.email}`.toLowerCase(), now],
      );
      await db.query(`insert into user_clientes (user_id, cliente_id, owner) values ($1, $2, 0)`, [a.id, cliente.id]);
      await db.query(`insert into user_roles (user_id, cliente_id, role_id) values ($1, $2, $3)`, [a.id, cliente.id, roleId]);
    }
    await db.query('commit');
    const key = new TextEncoder().encode(jwtSecret);
    for (const a of agents) {
      a.token = await new SignJWT({ cid: cliente.id, ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(a.id).setIssuedAt().setExpirationTime('2h').sign(key);
    }
    return agents;
  } finally {
    await db.end();
  }
}

/** What each agent's socket heard: `bot:mensaje` events by conversation, in arrival order, with the time. */
const heard = new Map(); // conversacionId -> [{ agentId, texto, seq, at }]
const assignedEvents = new Map(); // conversacionId -> agentId, from `bot:asignada`

function connectAgent(agent, node) {
  return new Promise((resolve, reject) => {
    const socket = io(node.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: agent.token },
      extraHeaders: { origin: node.baseUrl },
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    socket.on('bot:mensaje', (event) => {
      const at = performance.now();
      const id = event?.conversacionId;
      if (!id || !event.mensaje) return;
      if (!heard.has(id)) heard.set(id, []);
      heard.get(id).push({ agentId: agent.id, texto: event.mensaje.texto, seq: event.mensaje.seq, autor: event.mensaje.autor, at });
    });
    socket.on('bot:asignada', (conv) => {
      if (conv?.id) assignedEvents.set(conv.id, agent.id);
    });
    socket.once('connect', () => resolve({ ...agent, node, socket }));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(new Error(`${agent.email} on node ${node.name}: ${err.message}`));
    });
  });
}

/** A staff call on a node: the JSON answer, or an error naming the call and what the server said. */
async function staff(node, token, method, path, body) {
  const res = await fetch(`${node.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

// ---- citizens -------------------------------------------------------------------------------------------

const CHAT = '/api/1.0/public/demo/bot/web-demo/chat';
let citizenCount = 0;

/** A citizen's POST to the public chat on `node`, from the citizen's own address. */
async function citizenPost(citizen, path, body) {
  const res = await fetch(`${citizen.node.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': citizen.address, ...(citizen.token ? { 'x-bot-chat-token': citizen.token } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`citizen ${citizen.n} POST ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** A citizen who starts a web chat on `node` and asks for a person: the conversation is then waiting in the queue. */
async function startCitizen(node) {
  const n = citizenCount++;
  const citizen = { n, node, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, token: null };
  const started = await citizenPost(citizen, CHAT, { idioma: 'es' });
  citizen.token = started.token;
  citizen.conversacionId = started.conversacionId;
  const chosen = await citizenPost(citizen, `${CHAT}/mensajes`, { opcion: HUMAN_OPTION });
  if (chosen.estado !== 'en_cola') throw new Error(`citizen ${n}: option ${HUMAN_OPTION} left the conversation '${chosen.estado}', not 'en_cola' (has the demo flow changed?)`);
  return citizen;
}

/** Each agent takes conversations in turn (tomar on node B), so every agent holds about as many. */
async function assign(citizens, agents) {
  for (let i = 0; i < citizens.length; i += agents.length) {
    await Promise.all(
      citizens.slice(i, i + agents.length).map(async (c, j) => {
        const agent = agents[j];
        const conv = await staff(agent.node, agent.token, 'POST', `/api/1.0/bot/conversaciones/${encodeURIComponent(c.conversacionId)}/tomar`);
        if (conv.estado !== 'asignada') throw new Error(`tomar left ${c.conversacionId} '${conv.estado}'`);
        c.agentId = agent.id;
      }),
    );
  }
}

/** A citizen's page asking for new messages, as the chat page does every POLL_MS. */
async function citizenPoll(citizen) {
  const res = await fetch(`${citizen.node.baseUrl}${CHAT}/mensajes?desde=${citizen.desde ?? 0}`, { headers: { 'x-forwarded-for': citizen.address, 'x-bot-chat-token': citizen.token } });
  if (!res.ok) throw new Error(`citizen ${citizen.n} GET ${CHAT}/mensajes: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const body = await res.json();
  citizen.desde = Math.max(citizen.desde ?? 0, ...body.mensajes.map((m) => m.seq));
}

/**
 * Every citizen sends `count` messages, one after the other (the next once the previous POST answered, after
 * THINK_MS), all citizens at once, while each one's page polls for new messages every POLL_MS (as
 * packages/bot/src/chat/ChatPage.tsx does). Answers the sends: conversation, text, time of the POST; the number
 * of polls, and any refusal.
 */
async function converse(citizens, count, label) {
  const sent = [];
  const refused = [];
  let polling = true;
  let polls = 0;
  const pollers = citizens.map(async (c) => {
    await sleep(Math.random() * POLL_MS);
    while (polling) {
      await citizenPoll(c).then(() => polls++, (err) => refused.push(err.message));
      await sleep(POLL_MS);
    }
  });
  await Promise.all(
    citizens.map(async (c) => {
      if (THINK_MS) await sleep(Math.random() * THINK_MS); // citizens do not all type in step
      for (let j = 0; j < count; j++) {
        if (j > 0 && THINK_MS) await sleep(THINK_MS);
        const texto = `${label} c${c.n} m${j} ${randomBytes(3).toString('hex')}`;
        const t0 = performance.now();
        try {
          await citizenPost(c, `${CHAT}/mensajes`, { texto });
          sent.push({ c, j, texto, t0, answeredMs: performance.now() - t0 });
        } catch (err) {
          refused.push(err.message);
        }
      }
    }),
  );
  const lastPostAt = performance.now();
  polling = false;
  await Promise.all(pollers);
  return { sent, refused, polls, lastPostAt };
}

/**
 * Matches the sends with what the agents' sockets heard, waiting up to SETTLE_MS after the last POST for
 * stragglers: delivery times, lost, duplicated, wrongly addressed and out-of-order messages.
 */
async function collect(citizens, run) {
  const expected = run.sent.length;
  const counted = () => citizens.reduce((s, c) => s + (heard.get(c.conversacionId)?.filter((h) => h.autor === 'contacto').length ?? 0), 0);
  const end = run.lastPostAt + SETTLE_MS;
  while (counted() < expected && performance.now() < end) await sleep(50);
  const bySend = new Map(run.sent.map((s) => [s.texto, s]));
  const times = [];
  let lost = 0;
  let duplicated = 0;
  let wrongAgent = 0;
  let outOfOrder = 0;
  for (const c of citizens) {
    const got = (heard.get(c.conversacionId) ?? []).filter((h) => h.autor === 'contacto');
    const seen = new Map();
    let lastJ = -1;
    for (const h of got) {
      seen.set(h.texto, (seen.get(h.texto) ?? 0) + 1);
      const s = bySend.get(h.texto);
      if (!s) continue;
      if (h.agentId !== c.agentId) wrongAgent++;
      if (s.j < lastJ) outOfOrder++;
      lastJ = Math.max(lastJ, s.j);
      if (seen.get(h.texto) === 1) times.push(h.at - s.t0);
    }
    for (const s of run.sent.filter((x) => x.c === c)) {
      const k = seen.get(s.texto) ?? 0;
      if (k === 0) lost++;
      if (k > 1) duplicated += k - 1;
    }
  }
  // the POST's own answer on node A: the rest of the delay is the way to node B's socket (Redis, the agent's socket)
  const answered = run.sent.map((s) => s.answeredMs);
  return { times, answered, lost, duplicated, wrongAgent, outOfOrder, refused: run.refused.length, firstRefusal: run.refused[0], expected, polls: run.polls };
}

/** CPU seconds (user + system) a process has used so far (Linux, /proc; clock ticks at the usual 100 Hz). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

// ---- the run --------------------------------------------------------------------------------------------

let agents = [];
const run = clusterRun(database, () => agents.map((c) => c.socket).filter(Boolean));
const nodes = run.nodes;
const f = ms;
const x = ratio;
const row = tableRow(40);

try {
  await run.createDatabase();
  // one after the other: the first migrates and seeds the demo cliente (its bot flow and web channel)
  const nodeEnv = { SIG_TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const [i, name] of ['A', 'B'].entries()) nodes.push(await startClusterNode({ name, dbUrl, redisUrl, jwtSecret, upWithinMs: 90_000, port: PORTS[i], env: nodeEnv }));
  const [nodeA, nodeB] = nodes;

  // the cap, as the administrator sets it (PUT /bot/ajustes with the settings' version)
  const login = await fetch(`${nodeA.baseUrl}/api/1.0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.sig', password: 'Admin-bench-2026!' }),
  });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
  const adminToken = (await login.json()).access_token;
  const settings = await staff(nodeA, adminToken, 'GET', '/api/1.0/bot/ajustes');
  await staff(nodeA, adminToken, 'PUT', '/api/1.0/bot/ajustes', { maxPorAgente: CAP, version: settings.version });

  agents = await Promise.all((await createAgents(AGENTS)).map((a) => connectAgent(a, nodeB)));

  // baseline: a few conversations, the same path
  const few = [];
  for (let i = 0; i < FEW; i++) few.push(await startCitizen(nodeA));
  await assign(few, agents);
  // a real warm-up (as many messages as the measured run): with 5, the floor's p95 was the JIT, the pools' first
  // connections and the first plans (about 200 ms where a warm node answers in 30)
  const warm = await collect(few, await converse(few, MESSAGES, 'warm-up'));
  if (warm.lost || warm.refused) {
    throw new Error(`messages do not reach node B's agents (${warm.lost} lost, ${warm.refused} refused ${warm.firstRefusal ?? ''}): is Redis at ${redisUrl} up? Logs: ${nodes.map((n) => n.logFile).join(', ')}`);
  }
  for (const list of heard.values()) list.length = 0;
  const fewRun = await collect(few, await converse(few, MESSAGES, 'few'));

  // load: N more citizens start, ask for a person, get assigned; then all of them write at once
  const t0 = performance.now();
  const many = await Promise.all(Array.from({ length: CONVERSATIONS }, () => startCitizen(nodeA)));
  const startWallMs = performance.now() - t0;
  const t1 = performance.now();
  await assign(many, agents);
  const assignWallMs = performance.now() - t1;
  // the answer to tomar and the agent's bot:asignada travel apart: give the events the same grace as messages
  const notAssigned = () => [...few, ...many].filter((c) => assignedEvents.get(c.conversacionId) !== c.agentId).length;
  for (const end = performance.now() + SETTLE_MS; notAssigned() > 0 && performance.now() < end; ) await sleep(50);
  const missedAssigned = notAssigned();
  const t2 = performance.now();
  const cpuBefore = nodes.map((n) => cpuSeconds(n.pid));
  const loadBefore = os.loadavg()[0];
  const manyConv = await converse(many, MESSAGES, 'many');
  const cpuPerMessageMs = nodes.map((n, i) => ((cpuSeconds(n.pid) - cpuBefore[i]) * 1000) / manyConv.sent.length);
  const loadAfter = os.loadavg()[0];
  const conveyWallMs = manyConv.lastPostAt - t2;
  const manyRun = await collect(many, manyConv);

  const [sf, sm] = [fewRun.times, manyRun.times].map(stats);
  console.log(
    `\nSIG bot chat bench: ${CONVERSATIONS} web chats x ${MESSAGES} messages on node A, ${AGENTS} agents (cap ${CAP}) on node B; PostgreSQL + Redis; think time ${THINK_MS} ms; ${os.cpus().length} CPUs`,
  );
  console.log(
    `setup: ${CONVERSATIONS} chats started and sent to the queue in ${(startWallMs / 1000).toFixed(1)} s, taken by the agents in ${(assignWallMs / 1000).toFixed(1)} s; ` +
      `${manyRun.expected} messages posted in ${(conveyWallMs / 1000).toFixed(1)} s (${((manyRun.expected / conveyWallMs) * 1000).toFixed(0)}/s), with ${manyRun.polls} polls of the citizens' pages (every ${POLL_MS / 1000} s)`,
  );
  console.log(
    `CPU per message while loaded (polls included): node A ${cpuPerMessageMs[0].toFixed(2)} ms, node B ${cpuPerMessageMs[1].toFixed(2)} ms; ` +
      `machine load (1-min average) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} CPUs (others' work included)`,
  );
  console.log('');
  row('POST on A -> bot:mensaje on B', 'p50', 'p95', 'max', 'messages');
  row(`  ${FEW} conversations`, f(sf.p50), f(sf.p95), f(sf.max), sf.n);
  row(`  ${CONVERSATIONS} conversations`, f(sm.p50), f(sm.p95), f(sm.max), sm.n);
  row('  ratio loaded / few', x(sm.p50, sf.p50), x(sm.p95, sf.p95), x(sm.max, sf.max));
  const [af, am] = [fewRun.answered, manyRun.answered].map(stats);
  row('  of which the POST answered on A', '', '', '', '');
  row(`    ${FEW} conversations`, f(af.p50), f(af.p95), f(af.max), af.n);
  row(`    ${CONVERSATIONS} conversations`, f(am.p50), f(am.p95), f(am.max), am.n);
  console.log('');
  const checks = [
    ['messages posted', fewRun.expected + manyRun.expected],
    ['refused by the server (posts and polls)', fewRun.refused + manyRun.refused],
    ['lost (no bot:mensaje within 10 s)', fewRun.lost + manyRun.lost],
    ['delivered more than once', fewRun.duplicated + manyRun.duplicated],
    ['delivered to another agent', fewRun.wrongAgent + manyRun.wrongAgent],
    ['out of order within a conversation', fewRun.outOfOrder + manyRun.outOfOrder],
    ['taken chats without bot:asignada (10 s)', missedAssigned],
  ];
  for (const [label, v] of checks) row(label, v);
  const firstRefusal = fewRun.firstRefusal ?? manyRun.firstRefusal;
  if (firstRefusal) console.log(`first refusal: ${firstRefusal}`);
  console.log(
    `\ngoal p95 <= ${GOAL_P95_MS} ms with ${CONVERSATIONS} conversations: ${sm.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'} (${f(sm.p95)}; ${x(sm.p95, sf.p95)} the ${FEW}-conversation p95 of this run)`,
  );
  const broken = checks.slice(1, 6).some(([, v]) => v > 0) || missedAssigned > 0;
  console.log(`goal no message lost, none duplicated or out of order: ${broken ? 'NOT met' : 'met'}`);
  if (broken) run.failed = true;
} catch (err) {
  run.failed = true;
  console.error(err);
} finally {
  await run.finish();
}
