import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BtFoto } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import { sniffImage } from '../../core';
import { caseFilesDir, storeCaseFile } from '../cases';
import { btError } from './bettaidError';
import * as repo from './bettaid.repository';

/*
 * BettaID's files (holder photos, template logos): the one place that knows where their bytes live. They are
 * kept once per cliente and sha256 in the cases' file store; issue 31 moves every file to object storage, and
 * only this module has to follow.
 */

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

export const sha256Hex = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export type BettaidFiles = ReturnType<typeof bettaidFiles>;

export function bettaidFiles(app: FastifyInstance) {
  const db = app.db;
  const dir = caseFilesDir(app.config.dataDir);
  const view = (a: { sha256: string; mime: string; bytes: number }): BtFoto => ({ sha256: a.sha256, mime: a.mime, bytes: a.bytes });

  return {
    /**
     * Stores an image (JPEG, PNG or WebP by its first bytes) once per cliente and hash. `claimed`, when given, must
     * be the bytes' own sha256 (400 bettaid.hash); a file over `maxBytes` is refused (400 bettaid.file_too_large).
     */
    async store(clienteId: string, userId: string | null, bytes: Buffer, claimed: string | null, maxBytes: number): Promise<{ foto: BtFoto; created: boolean }> {
      const sha256 = sha256Hex(bytes);
      if (claimed !== null && claimed !== sha256) throw btError(400, 'bettaid.hash', 'sha256');
      if (bytes.length > maxBytes) throw btError(400, 'bettaid.file_too_large', 'archivo');
      const ext = sniffImage(bytes);
      if (!ext) throw btError(400, 'bettaid.file_type', 'archivo');
      const existing = await repo.findArchivo(db, clienteId, sha256);
      if (existing) return { foto: view(existing), created: false };
      const stored = await storeCaseFile(app.config.dataDir, bytes, ext);
      const row = { cliente_id: clienteId, sha256, mime: MIME[ext], bytes: bytes.length, stored_name: stored, uploaded_by: userId, created_at: iso(app.clock()) };
      const created = await repo.insertArchivo(db, row);
      return { foto: view(created ? row : ((await repo.findArchivo(db, clienteId, sha256)) ?? row)), created };
    },

    /** Whether the cliente has this file. */
    has: async (clienteId: string, sha256: string): Promise<boolean> => Boolean(await repo.findArchivo(db, clienteId, sha256)),

    /** A stored file's bytes and type, or null when unknown or gone from the store. */
    async read(clienteId: string, sha256: string): Promise<{ bytes: Buffer; mime: string } | null> {
      const f = await repo.findArchivo(db, clienteId, sha256);
      if (!f) return null;
      const bytes = await readFile(path.join(dir, f.stored_name)).catch(() => null);
      return bytes ? { bytes, mime: f.mime } : null;
    },
  };
}
