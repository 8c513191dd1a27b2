// What synchronous=FULL costs the embedded database (issue 19 item 8). Builds nothing: a temporary SQLite
// file opened by better-sqlite3 with the server's pragmas (db/connect.ts: WAL, foreign keys, busy timeout),
// then N write transactions shaped like filing a reporte: take the next folio, insert the case (indexed
// like the cases table), its first history row and an audit row. Each mode runs on a fresh file, in
// alternating rounds so a noisy machine disturbs both alike; the best round of each is kept.
// Usage: node bench/sqlite-sync.mjs [transactions=2000] [rounds=3] [dir=os.tmpdir()]
// The directory should be on the disk the data directory lives on: fsync cost is the disk's.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const N = Math.max(100, Number(process.argv[2] ?? 2000));
const ROUNDS = Math.max(1, Number(process.argv[3] ?? 3));
const BASE = process.argv[4] ?? os.tmpdir();
const MODES = ['NORMAL', 'FULL'];

function open(file, mode) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${mode}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    create table folios (cliente_id text primary key, year integer not null, seq integer not null);
    create table cases (
      id text primary key, cliente_id text not null, kind text not null, folio text not null, year integer not null,
      seq integer not null, tipo_id text not null, estatus_id text not null, descripcion text not null,
      lat double precision, lng double precision, direccion text, colonia_id text, habitante_id text,
      contacto text not null default '{}', origen text not null, prioridad integer not null default 0,
      asignado_a text, search_text text not null, created_at text not null, updated_at text not null, closed_at text,
      unique (cliente_id, folio));
    create index cases_list on cases (cliente_id, kind, created_at);
    create index cases_estatus on cases (cliente_id, estatus_id, created_at);
    create index cases_tipo on cases (cliente_id, tipo_id, created_at);
    create table case_history (id text primary key, case_id text not null references cases(id) on delete cascade,
      estatus_id text not null, actor_id text, nota text, created_at text not null);
    create index case_history_case on case_history (case_id, created_at);
    create table audit_log (id text primary key, cliente_id text not null, actor_id text, action text not null,
      entity text not null, entity_id text not null, after text, created_at text not null);
    create index audit_entity on audit_log (cliente_id, entity, entity_id, created_at);
    insert into folios values ('demo', 2026, 0);
  `);
  return db;
}

function run(mode) {
  const dir = mkdtempSync(path.join(BASE, 'sig-sync-'));
  const db = open(path.join(dir, 'sig.db'), mode);
  const nextFolio = db.prepare(`update folios set seq = seq + 1 where cliente_id = 'demo' returning seq`);
  const insertCase = db.prepare(`insert into cases (id, cliente_id, kind, folio, year, seq, tipo_id, estatus_id, descripcion, lat, lng,
    direccion, colonia_id, contacto, origen, search_text, created_at, updated_at) values (?, 'demo', 'reporte', ?, 2026, ?, ?, 'recibido', ?, ?, ?, ?, ?, ?, 'portal', ?, ?, ?)`);
  const insertHistory = db.prepare(`insert into case_history (id, case_id, estatus_id, actor_id, nota, created_at) values (?, ?, 'recibido', null, null, ?)`);
  const insertAudit = db.prepare(`insert into audit_log (id, cliente_id, actor_id, action, entity, entity_id, after, created_at) values (?, 'demo', null, 'case.create', 'case', ?, ?, ?)`);
  const file = db.transaction((i) => {
    const { seq } = nextFolio.get();
    const id = randomBytes(12).toString('hex');
    const now = new Date().toISOString();
    const descripcion = `Bache profundo frente al número ${i} de la avenida, lleva semanas así y ya dañó dos coches`;
    insertCase.run(id, `R-2026-${String(seq).padStart(6, '0')}`, seq, `tipo-${i % 12}`, descripcion, 19.4 + (i % 100) / 1e4, -99.1 - (i % 97) / 1e4,
      `Av. del Mercado ${i}`, `colonia-${i % 40}`, JSON.stringify({ nombre: 'Rosa', telefono: '55 4444 3333' }), descripcion.toLowerCase(), now, now);
    insertHistory.run(randomBytes(12).toString('hex'), id, now);
    insertAudit.run(randomBytes(12).toString('hex'), id, JSON.stringify({ folio: seq }), now);
  });
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) file(i);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return N / seconds;
}

const best = { NORMAL: 0, FULL: 0 };
for (let r = 0; r < ROUNDS; r++) {
  for (const mode of r % 2 ? [...MODES].reverse() : MODES) {
    const rate = run(mode);
    best[mode] = Math.max(best[mode], rate);
    console.log(`round ${r + 1} ${mode.padEnd(6)} ${rate.toFixed(0).padStart(7)} tx/s`);
  }
}
console.log(`\n${N} filing transactions per round, best of ${ROUNDS}, in ${BASE}:`);
console.log(`  synchronous=NORMAL ${best.NORMAL.toFixed(0).padStart(7)} tx/s`);
console.log(`  synchronous=FULL   ${best.FULL.toFixed(0).padStart(7)} tx/s`);
console.log(`  FULL / NORMAL      ${(best.FULL / best.NORMAL).toFixed(2)}`);
