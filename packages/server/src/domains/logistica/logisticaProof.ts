import type { FastifyInstance } from 'fastify';
import { LOG_FILE_MAX_BYTES, LOG_OPEN, type LogArchivo, type LogArchivoTipo, type LogEntregaDetalle, type LogPruebaResponse } from '@sig/shared/contract';
import type { z } from 'zod';
import type { LogArchivosTable, LogPruebasTable } from '../../db/schema.logistica';
import { iso } from '../../lib/clock';
import { distanceMeters } from '../../lib/geo';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { dayIn, safeTimeZone, sniffImage, type Session } from '../../core';
import { storeCaseFile } from '../cases';
import { isUniqueViolation } from '../people';
import { logError } from './logisticaError';
import * as repo from './logistica.repository';
import { isEditor } from './logisticaAccess';
import { actaContent, sha256Hex } from './logisticaProofView';
import type { LogisticaService } from './logistica.service';

/*
 * The field writes of a delivery (issue 28): the proof's files by their sha256, the proof and the failure.
 * Both writes are idempotent on the device's clientId (a retried sync answers what was kept) and move the
 * delivery with a conditional update on its state, so of two proofs racing exactly one gets through; the
 * unique indexes (one proof per delivery, one row per clientId) are the last word if anything slips by.
 */

type PruebaBody = z.output<typeof import('@sig/shared/contract').LogPruebaBody>;
type FallidaBody = z.output<typeof import('@sig/shared/contract').LogFallidaBody>;

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
const HOUR_MS = 3_600_000;

export const archivoView = (a: LogArchivosTable): LogArchivo => ({ sha256: a.sha256, tipo: a.tipo, mime: a.mime, bytes: a.bytes, createdAt: a.created_at });

export function logisticaField(app: FastifyInstance, entregas: LogisticaService) {
  const db = app.db;

  /** The caller may write the field records of this delivery: an editor, or the repartidor it is assigned to. */
  function mayWork(s: Session, e: { repartidor_id: string | null }): void {
    if (!isEditor(s) && e.repartidor_id !== s.user.id) throw logError(403, 'logistica.not_assigned');
  }

  /** A device's instant, kept between the delivery's creation and now (a phone's clock may be off). */
  const clamp = (captured: string, createdAt: string, at: Date): Date => {
    const t = Math.min(Math.max(Date.parse(captured), Date.parse(createdAt)), at.getTime());
    return new Date(t);
  };

  async function replayOf(s: Session, found: { entrega_id: string } | undefined, id: string): Promise<LogEntregaDetalle | null> {
    if (!found) return null;
    if (found.entrega_id !== id) throw logError(409, 'logistica.client_id_reused', 'clientId');
    return entregas.detail(s, id);
  }

  return {
    /** Stores the bytes once per cliente and hash; the hash must be the bytes' own. */
    async upload(s: Session, bytes: Buffer, claimed: string, tipo: LogArchivoTipo): Promise<{ archivo: LogArchivo; created: boolean }> {
      if (sha256Hex(bytes) !== claimed) throw logError(400, 'logistica.hash', 'sha256');
      const existing = await repo.findArchivo(db, s.clienteId, claimed);
      if (existing) return { archivo: archivoView(existing), created: false };
      if (bytes.length > LOG_FILE_MAX_BYTES) throw logError(400, 'logistica.file_too_large', 'archivo');
      const ext = sniffImage(bytes);
      if (!ext || (tipo === 'firma' && ext !== 'png')) throw logError(400, 'logistica.file_type', 'archivo');
      const stored = await storeCaseFile(app.config.dataDir, bytes, ext);
      const row: LogArchivosTable = { cliente_id: s.clienteId, sha256: claimed, tipo, mime: MIME[ext], bytes: bytes.length, stored_name: stored, uploaded_by: s.user.id, created_at: iso(app.clock()) };
      const created = await repo.insertArchivo(db, row);
      const kept = created ? row : ((await repo.findArchivo(db, s.clienteId, claimed)) ?? row);
      return { archivo: archivoView(kept), created };
    },

    archivo: (s: Session, sha256: string) => repo.findArchivo(db, s.clienteId, sha256),

    async prueba(s: Session, id: string, body: PruebaBody): Promise<LogPruebaResponse> {
      const e = await repo.lockEntrega(db, s.clienteId, id);
      if (!e) throw logError(404, 'logistica.not_found', 'id');
      const replay = await replayOf(s, await repo.findPruebaByClientId(db, s.clienteId, body.clientId), id);
      if (replay) return { entrega: replay, replay: true };
      mayWork(s, e);
      if (e.estado === 'entregada') throw logError(409, 'logistica.ya_entregada');
      if (!LOG_OPEN.includes(e.estado)) throw logError(409, 'logistica.transition');
      if (!(await repo.findArchivo(db, s.clienteId, body.fotoSha256))) throw logError(400, 'logistica.file_not_found', 'fotoSha256');
      if (!(await repo.findArchivo(db, s.clienteId, body.firmaSha256))) throw logError(400, 'logistica.file_not_found', 'firmaSha256');
      if (!e.codigo || body.verificacion.codigo !== e.codigo) throw logError(400, 'logistica.codigo', 'verificacion.codigo');
      const at = app.clock();
      const when = clamp(body.capturadaEn, e.created_at, at);
      const distancia = body.posicion && e.lat !== null && e.lng !== null ? Math.round(distanceMeters(body.posicion, { lat: e.lat, lng: e.lng }) * 10) / 10 : null;
      const p: LogPruebasTable = {
        id: sortableId(),
        cliente_id: s.clienteId,
        entrega_id: id,
        client_id: body.clientId,
        foto_sha256: body.fotoSha256,
        firma_sha256: body.firmaSha256,
        verificacion: body.verificacion.metodo,
        lat: body.posicion?.lat ?? null,
        lng: body.posicion?.lng ?? null,
        accuracy: body.posicion?.accuracy ?? null,
        pos_at: body.posicion ? new Date(body.posicion.at).toISOString() : null,
        distancia_m: distancia,
        nota: body.nota,
        capturada_en: new Date(body.capturadaEn).toISOString(),
        recibida_en: iso(at),
        registrada_por: s.user.id,
        acta_sha256: '',
      };
      p.acta_sha256 = sha256Hex(actaContent(e, p));
      try {
        await db.transaction().execute(async (trx) => {
          const moved = await repo.moveEntrega(trx, s.clienteId, id, LOG_OPEN, null, {
            estado: 'entregada',
            entregada_en: iso(when),
            dia_entrega: dayIn(when, safeTimeZone(s.cliente.timezone)),
            horas_entrega: Math.round(((when.getTime() - Date.parse(e.created_at)) / HOUR_MS) * 1000) / 1000,
            updated_at: iso(at),
          });
          // another proof (or a failure) got there first: its state decides the answer below
          if (!moved) throw logError(409, 'logistica.ya_entregada');
          await repo.insertPrueba(trx, p);
          await repo.insertEventos(trx, [
            {
              id: sortableId(),
              cliente_id: s.clienteId,
              entrega_id: id,
              tipo: 'entregada',
              autor_id: s.user.id,
              antes: toJson({ estado: e.estado }),
              despues: toJson({ estado: 'entregada', pruebaId: p.id, clientId: p.client_id, verificacion: p.verificacion, distanciaM: distancia, capturadaEn: p.capturada_en }),
              created_at: iso(at),
            },
          ]);
        });
      } catch (err) {
        // the same clientId raced itself (two syncs at once): answer the proof the other one kept
        const again = await replayOf(s, await repo.findPruebaByClientId(db, s.clienteId, body.clientId), id);
        if (again) return { entrega: again, replay: true };
        if (isUniqueViolation(err)) throw logError(409, 'logistica.ya_entregada');
        const now = await repo.lockEntrega(db, s.clienteId, id);
        if (now && now.estado !== 'entregada' && (err as { code?: string }).code === 'logistica.ya_entregada') throw logError(409, 'logistica.transition');
        throw err;
      }
      entregas.announce(s.clienteId, { id, estado: 'entregada', repartidor_id: e.repartidor_id, version: e.version + 1 });
      return { entrega: await entregas.detail(s, id), replay: false };
    },

    async fallida(s: Session, id: string, body: FallidaBody): Promise<LogEntregaDetalle> {
      const e = await repo.lockEntrega(db, s.clienteId, id);
      if (!e) throw logError(404, 'logistica.not_found', 'id');
      const replay = await replayOf(s, await repo.findFalloByClientId(db, s.clienteId, body.clientId), id);
      if (replay) return replay;
      mayWork(s, e);
      if (e.estado === 'entregada') throw logError(409, 'logistica.ya_entregada');
      if (!LOG_OPEN.includes(e.estado)) throw logError(409, 'logistica.transition');
      const at = app.clock();
      const when = clamp(body.capturadaEn, e.created_at, at);
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.moveEntrega(trx, s.clienteId, id, LOG_OPEN, null, { estado: 'fallida', motivo_fallo: body.motivo, updated_at: iso(at) }))) throw logError(409, 'logistica.transition');
          await repo.insertFallo(trx, {
            id: sortableId(),
            cliente_id: s.clienteId,
            entrega_id: id,
            client_id: body.clientId,
            motivo: body.motivo,
            nota: body.nota,
            lat: body.posicion?.lat ?? null,
            lng: body.posicion?.lng ?? null,
            accuracy: body.posicion?.accuracy ?? null,
            pos_at: body.posicion ? new Date(body.posicion.at).toISOString() : null,
            capturada_en: new Date(body.capturadaEn).toISOString(),
            recibida_en: iso(at),
            dia: dayIn(when, safeTimeZone(s.cliente.timezone)),
            registrada_por: s.user.id,
          });
          await repo.insertEventos(trx, [
            {
              id: sortableId(),
              cliente_id: s.clienteId,
              entrega_id: id,
              tipo: 'fallida',
              autor_id: s.user.id,
              antes: toJson({ estado: e.estado }),
              despues: toJson({ estado: 'fallida', motivo: body.motivo, nota: body.nota, clientId: body.clientId }),
              created_at: iso(at),
            },
          ]);
        });
      } catch (err) {
        const again = await replayOf(s, await repo.findFalloByClientId(db, s.clienteId, body.clientId), id);
        if (again) return again;
        const now = await repo.lockEntrega(db, s.clienteId, id);
        if (now?.estado === 'entregada') throw logError(409, 'logistica.ya_entregada');
        throw err;
      }
      entregas.announce(s.clienteId, { id, estado: 'fallida', repartidor_id: e.repartidor_id, version: e.version + 1 });
      return entregas.detail(s, id);
    },
  };
}

export type LogisticaField = ReturnType<typeof logisticaField>;
