import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LogPrueba } from '@sig/shared/contract';
import type { LogPruebasTable } from '../../db/schema.logistica';
import { caseFilesDir } from '../cases';
import * as repo from './logistica.repository';

/* How a proof reads: its files hashed again on every read, and the canonical content its acta's hash covers. */

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** Whether a stored file's bytes still hash to its name; false when it changed or is gone. */
async function intact(app: FastifyInstance, clienteId: string, sha256: string): Promise<boolean> {
  const file = await repo.findArchivo(app.db, clienteId, sha256);
  if (!file) return false;
  const bytes = await readFile(path.join(caseFilesDir(app.config.dataDir), file.stored_name)).catch(() => null);
  return bytes !== null && sha256Hex(bytes) === sha256;
}

/** A proof as read now: the files are hashed again on every read, so a changed photo or signature shows. */
export async function pruebaView(app: FastifyInstance, clienteId: string, p: LogPruebasTable & { autor_nombre: string | null }): Promise<LogPrueba> {
  const ok = (await intact(app, clienteId, p.foto_sha256)) && (await intact(app, clienteId, p.firma_sha256));
  return {
    id: p.id,
    clientId: p.client_id,
    fotoSha256: p.foto_sha256,
    firmaSha256: p.firma_sha256,
    verificacion: p.verificacion,
    posicion: p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng, accuracy: p.accuracy ?? 0, at: p.pos_at ?? p.capturada_en } : null,
    distanciaM: p.distancia_m,
    capturadaEn: p.capturada_en,
    recibidaEn: p.recibida_en,
    registradaPor: { id: p.registrada_por, displayName: p.autor_nombre ?? '' },
    integridad: ok ? 'integra' : 'alterada',
    actaSha256: p.acta_sha256,
  };
}

/** The canonical content an acta stands for: what its QR's hash is computed over (fixed key order). */
export function actaContent(e: { id: string; folio: string; programa_id: string; articulo: string; periodo: string; habitante_id: string }, p: Pick<LogPruebasTable, 'foto_sha256' | 'firma_sha256' | 'verificacion' | 'capturada_en' | 'recibida_en' | 'registrada_por'>): string {
  return JSON.stringify([
    'sig-logistica-acta-v1',
    e.id,
    e.folio,
    e.programa_id,
    e.articulo,
    e.periodo,
    e.habitante_id,
    p.foto_sha256,
    p.firma_sha256,
    p.verificacion,
    p.capturada_en,
    p.recibida_en,
    p.registrada_por,
  ]);
}

