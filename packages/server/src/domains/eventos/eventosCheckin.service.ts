import type { FastifyInstance } from 'fastify';
import {
  EV_SOCKET_EVENTS,
  evNormalizaCodigo,
  type EvCheckin,
  type EvCheckinCambio,
  type EvKit,
  type EvScanLoteItem,
  type EvScanLoteResponse,
  type EvScanResult,
  type EvScanResultado,
} from '@sig/shared/contract';
import type { z } from 'zod';
import type { EvEscaneosTable, EvEventosTable, EvHistorialTable, EvRegistrosTable } from '../../db/schema.eventos';
import { iso } from '../../lib/clock';
import { sortableId } from '../../lib/sortableId';
import type { Session } from '../../core';
import { isUniqueViolation } from '../people';
import { eventosRoom } from '../realtime';
import * as repo from './eventos.repository';
import { evError } from './eventosError';
import { historia } from './eventosSeats';

/*
 * The door. A scan is a signed token (checked with the cliente's published keys, the same verifyFirma a door
 * runs offline) or a typed code. A check-in is the guarded update `where checkin_en is null`, so of two doors
 * scanning one ticket at once exactly one gets `valido`. Offline scans arrive in batches: the earliest scan of a
 * ticket wins, also when it arrives after a later one was accepted, and every scan is kept (ev_escaneos) so the
 * losers are reported with the winner's door, time and user. A scan's device-made clientId makes any replay harmless.
 */

type ScanBody = z.output<typeof import('@sig/shared/contract').EvScanBody>;
type LoteBody = z.output<typeof import('@sig/shared/contract').EvScanLoteBody>;

interface Lectura {
  resultado: EvScanResultado;
  registro: EvRegistrosTable | null;
  motivo: string | null;
}

const TICKET_OK: readonly EvScanResultado[] = ['valido', 'ya_registrado'];
/** PostgreSQL chose this transaction to end a deadlock. */
const isDeadlock = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '40P01';
/** Offline scans written per transaction. */
const LOTE_TRX = 100;

export function eventosCheckin(app: FastifyInstance) {
  const db = app.db;

  async function evento(s: Session, id: string): Promise<EvEventosTable> {
    const e = await repo.findEvento(db, s.clienteId, id);
    if (!e) throw evError(404, 'eventos.not_found');
    return e;
  }

  /** Which registration a scan names (by the token's signed id or the typed code), or why it names none. */
  async function keyOf(s: Session, e: EvEventosTable, b: { token?: string; codigo?: string }): Promise<{ id: string } | { codigo: string } | Lectura> {
    if (b.token === undefined) return { codigo: evNormalizaCodigo(b.codigo ?? '') };
    const check = await app.firmas.verify(s.clienteId, b.token);
    if (!check.ok) return { resultado: 'invalido', registro: null, motivo: check.reason };
    if (check.claims.kind !== 'T') return { resultado: 'invalido', registro: null, motivo: 'tipo' };
    if (check.claims.scope !== e.id) return { resultado: 'otro_evento', registro: null, motivo: null };
    return { id: check.claims.id };
  }

  /** What a found (or not found) registration is at the door, before any check-in. */
  function classify(key: { id: string } | { codigo: string }, r: EvRegistrosTable | undefined): Lectura {
    if (!r) return { resultado: 'invalido', registro: null, motivo: 'id' in key ? 'registro' : 'codigo' };
    if (r.estado === 'cancelado') return { resultado: 'cancelado', registro: r, motivo: null };
    if (r.estado === 'espera') return { resultado: 'en_espera', registro: r, motivo: null };
    return { resultado: 'valido', registro: r, motivo: null };
  }

  /** What the scanned thing is for this event, before any check-in. */
  async function read(s: Session, e: EvEventosTable, b: { token?: string; codigo?: string }): Promise<Lectura> {
    const key = await keyOf(s, e, b);
    if ('resultado' in key) return key;
    return classify(key, 'id' in key ? await repo.findRegistro(db, e.id, key.id) : await repo.findRegistroByCodigo(db, e.id, key.codigo));
  }

  function announce(e: EvEventosTable, registroId: string, puerta: string, en: string, asistieron: number): void {
    const payload: EvCheckinCambio = { eventoId: e.id, registroId, puerta, en, asistieron };
    app.realtime.emitToRoom(eventosRoom(e.cliente_id), EV_SOCKET_EVENTS.checkin, payload);
  }

  async function checkinOf(r: EvRegistrosTable | undefined): Promise<EvCheckin | null> {
    if (!r?.checkin_en) return null;
    const names = await repo.userNames(db, r.checkin_por ? [r.checkin_por] : []);
    return { en: r.checkin_en, puerta: r.checkin_puerta ?? '', por: r.checkin_por ? { id: r.checkin_por, displayName: names.get(r.checkin_por) ?? '' } : null };
  }

  const scanRegistro = (r: EvRegistrosTable | null) => (r ? { id: r.id, codigo: r.codigo, nombre: r.nombre } : null);

  /** The answer to a scan already recorded (a replay of its clientId). */
  async function replay(e: EvEventosTable, prior: EvEscaneosTable): Promise<EvScanResult> {
    const r = prior.registro_id ? await repo.findRegistro(db, e.id, prior.registro_id) : undefined;
    return {
      resultado: prior.resultado,
      registro: scanRegistro(r ?? null),
      checkin: TICKET_OK.includes(prior.resultado) ? await checkinOf(r) : null,
      motivo: prior.motivo,
      asistieron: await repo.countAsistieron(db, e.id),
    };
  }

  function escaneo(s: Session, e: EvEventosTable, b: ScanBody, l: Lectura, resultado: EvScanResultado, offline: boolean, escaneadoEn: string, now: string): EvEscaneosTable {
    return {
      id: sortableId(),
      cliente_id: s.clienteId,
      evento_id: e.id,
      registro_id: l.registro?.id ?? null,
      client_id: b.clientId,
      puerta: b.puerta,
      usuario_id: s.user.id,
      resultado,
      motivo: l.motivo,
      offline: offline ? 1 : 0,
      escaneado_en: escaneadoEn,
      recibido_en: now,
    };
  }

  /** One scan online: the check-in happens now, at the server's time. */
  async function scan(s: Session, eventoId: string, b: ScanBody): Promise<EvScanResult> {
    const e = await evento(s, eventoId);
    // a replay is not looked for first (one query less per scan): its insert meets the unique clientId below
    const l = await read(s, e, b);
    const now = iso(app.clock());
    let won = false;
    let row: EvEscaneosTable;
    try {
      row = await db.transaction().execute(async (trx) => {
        const first = escaneo(s, e, b, l, l.resultado, false, now, now);
        if (l.resultado === 'valido') {
          won = await repo.checkinIfFirst(trx, e.id, l.registro!.id, { checkin_en: now, checkin_puerta: b.puerta, checkin_por: s.user.id, checkin_escaneo: first.id });
          if (!won) first.resultado = 'ya_registrado';
        }
        await repo.insertEscaneo(trx, first);
        if (won) await repo.insertHistoria(trx, [historia(e, l.registro!.id, 'checkin', s.user.id, null, { puerta: b.puerta, en: now, escaneo: first.id }, now)]);
        return first;
      });
    } catch (err) {
      // the clientId was recorded before (a replay, or the same scan sent twice at once): that scan's answer
      if (!isUniqueViolation(err)) throw err;
      const again = await repo.findEscaneo(db, s.clienteId, b.clientId);
      if (!again) throw err;
      return replay(e, again);
    }
    const asistieron = await repo.countAsistieron(db, e.id);
    if (won) announce(e, l.registro!.id, b.puerta, now, asistieron);
    const checkin: EvCheckin | null = won
      ? { en: now, puerta: b.puerta, por: { id: s.user.id, displayName: s.user.display_name } }
      : row.resultado === 'ya_registrado'
        ? await checkinOf(await repo.findRegistro(db, e.id, l.registro!.id))
        : null;
    return { resultado: row.resultado, registro: scanRegistro(l.registro), checkin, motivo: l.motivo, asistieron };
  }

  /**
   * Records the new scans of a chunk (in scan order) and moves the check-ins; notes every scan's row in
   * `byClientId`. Reads and writes in bulk: per scan only the guarded update of its ticket (and, when a later
   * scan holds it, one read and the takeover).
   */
  async function syncChunk(
    trx: repo.Db,
    s: Session,
    e: EvEventosTable,
    chunk: ScanBody[],
    byClientId: Map<string, EvEscaneosTable>,
    moved: { registroId: string; puerta: string; en: string }[],
    when: (t: string) => string,
    now: string,
  ): Promise<void> {
    const rows = new Map<string, EvEscaneosTable>();
    for (const prior of await repo.escaneosByClientIds(trx, s.clienteId, chunk.map((b) => b.clientId))) rows.set(prior.client_id, prior);
    const fresh = chunk.filter((b, i) => !byClientId.has(b.clientId) && !rows.has(b.clientId) && chunk.findIndex((o) => o.clientId === b.clientId) === i);
    const keys = await Promise.all(fresh.map((b) => keyOf(s, e, b)));
    const ids = keys.flatMap((k) => ('id' in k ? [k.id] : []));
    const codigos = keys.flatMap((k) => ('codigo' in k ? [k.codigo] : []));
    const found = [...(await repo.registrosByIds(trx, e.id, ids)), ...(await repo.registrosByCodigos(trx, e.id, codigos))];
    const byId = new Map(found.map((r) => [r.id, r]));
    const byCodigo = new Map(found.map((r) => [r.codigo, r]));

    const escaneos: EvEscaneosTable[] = [];
    const historias: EvHistorialTable[] = [];
    const movedHere: typeof moved = [];
    for (const [i, b] of fresh.entries()) {
      const key = keys[i]!;
      const l = 'resultado' in key ? key : classify(key, 'id' in key ? byId.get(key.id) : byCodigo.get(key.codigo));
      const row = escaneo(s, e, b, l, l.resultado, true, when(b.escaneadoEn), now);
      escaneos.push(row);
      rows.set(b.clientId, row);
      if (l.resultado !== 'valido') continue;
      const set = { checkin_en: row.escaneado_en, checkin_puerta: b.puerta, checkin_por: s.user.id, checkin_escaneo: row.id };
      let took = await repo.checkinIfFirst(trx, e.id, l.registro!.id, set);
      let antes: object | null = null;
      if (!took) {
        const cur = await repo.findRegistro(trx, e.id, l.registro!.id);
        if (cur?.checkin_escaneo && cur.checkin_en && cur.checkin_en > row.escaneado_en) {
          took = await repo.checkinTakeOver(trx, cur.id, cur.checkin_escaneo, set);
          antes = { puerta: cur.checkin_puerta, en: cur.checkin_en, escaneo: cur.checkin_escaneo };
        }
      }
      if (took) {
        historias.push(historia(e, l.registro!.id, 'checkin', s.user.id, antes, { puerta: b.puerta, en: row.escaneado_en, escaneo: row.id, offline: true }, now));
        movedHere.push({ registroId: l.registro!.id, puerta: b.puerta, en: row.escaneado_en });
      }
    }
    await repo.insertEscaneos(trx, escaneos);
    await repo.insertHistoria(trx, historias);
    // only once the chunk is written: a rolled-back chunk leaves nothing behind
    for (const [k, v] of rows) byClientId.set(k, v);
    moved.push(...movedHere);
  }

  /**
   * A door's offline scans. Taken in the order they were scanned; each new one is recorded, and a good ticket is
   * checked in if nobody has, or taken over from a later scan that holds it. Then every scan of the batch is
   * reported from what holds now: aceptado, duplicado (with the winner) or rechazado.
   */
  async function lote(s: Session, eventoId: string, body: LoteBody): Promise<EvScanLoteResponse> {
    const e = await evento(s, eventoId);
    const nowDate = app.clock();
    const now = iso(nowDate);
    // a device's clock ahead of the server's cannot put its scans in the future
    const when = (t: string) => iso(new Date(Math.min(Date.parse(t), nowDate.getTime())));
    const ordered = body.scans.map((b, i) => ({ b, i })).sort((x, y) => Date.parse(x.b.escaneadoEn) - Date.parse(y.b.escaneadoEn) || x.i - y.i);
    const byClientId = new Map<string, EvEscaneosTable>();
    const moved: { registroId: string; puerta: string; en: string }[] = [];

    // in transactions of LOTE_TRX scans: one write to disk each instead of one per scan, and no long hold on SQLite
    for (let i = 0; i < ordered.length; i += LOTE_TRX) {
      const chunk = ordered.slice(i, i + LOTE_TRX).map((x) => x.b);
      try {
        await db.transaction().execute((trx) => syncChunk(trx, s, e, chunk, byClientId, moved, when, now));
      } catch (err) {
        // the same clientId sent by two syncs at once, or (PostgreSQL) two doors' chunks locking the same tickets in
        // opposite orders: this chunk again, now meeting the other's scans as recorded
        if (!isUniqueViolation(err) && !isDeadlock(err)) throw err;
        await db.transaction().execute((trx) => syncChunk(trx, s, e, chunk, byClientId, moved, when, now));
      }
    }

    const scans = [...byClientId.values()];
    const registros = new Map((await repo.registrosByIds(db, e.id, scans.flatMap((x) => (x.registro_id ? [x.registro_id] : [])))).map((r) => [r.id, r]));
    const names = await repo.userNames(db, [...registros.values()].flatMap((r) => (r.checkin_por ? [r.checkin_por] : [])));
    const resultados: EvScanLoteItem[] = body.scans.map((b) => {
      const x = byClientId.get(b.clientId)!;
      const r = x.registro_id ? registros.get(x.registro_id) : undefined;
      const registro = scanRegistro(r ?? null);
      if (!TICKET_OK.includes(x.resultado) || !r) return { clientId: b.clientId, estado: 'rechazado', resultado: x.resultado, registro, ganador: null, motivo: x.motivo };
      const ganador: EvCheckin | null = r.checkin_en
        ? { en: r.checkin_en, puerta: r.checkin_puerta ?? '', por: r.checkin_por ? { id: r.checkin_por, displayName: names.get(r.checkin_por) ?? '' } : null }
        : null;
      const estado = r.checkin_escaneo === x.id ? 'aceptado' : 'duplicado';
      return { clientId: b.clientId, estado, resultado: 'valido', registro, ganador, motivo: null };
    });
    const asistieron = await repo.countAsistieron(db, e.id);
    for (const m of moved) announce(e, m.registroId, m.puerta, m.en, asistieron);
    return { resultados, asistieron };
  }

  /** What a door keeps to work offline. */
  async function kit(s: Session, eventoId: string): Promise<EvKit> {
    const e = await evento(s, eventoId);
    const [{ claves }, rows] = await Promise.all([app.firmas.published(s.clienteId), repo.kitRegistros(db, e.id)]);
    const names = await repo.userNames(db, [...new Set(rows.flatMap((r) => (r.checkin_por ? [r.checkin_por] : [])))]);
    return {
      evento: { id: e.id, titulo: e.titulo, inicio: e.inicio, fin: e.fin, capacidad: e.capacidad },
      clienteId: s.clienteId,
      claves,
      registros: rows.map((r) => ({ id: r.id, codigo: r.codigo, estado: r.estado, nombre: r.nombre, checkin: r.checkin_en ? { en: r.checkin_en, puerta: r.checkin_puerta ?? '', por: r.checkin_por ? (names.get(r.checkin_por) ?? null) : null } : null })),
      generadoEn: iso(app.clock()),
    };
  }

  return { scan, lote, kit };
}

export type EventosCheckin = ReturnType<typeof eventosCheckin>;
