import type { FastifyInstance } from 'fastify';
import { CASE_FILES_MAX, type PublicUploadResponse } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { PORTAL_ACTOR } from './filing.service';
import { safeTimeZone } from '../../core';
import { acceptCaseFile, addFile, cleanFileName, findCaseHead, removeCaseFile, storeCaseFile } from '../cases';
import { hashKey } from '../open311';

/**
 * A photo or document of a case just filed: the filing's token must be for this case, unexpired, with files
 * left. The bytes are checked and stored exactly as staff uploads are.
 */
export async function uploadFromPortal(app: FastifyInstance, cliente: ClienteRow, caseId: string, uploadToken: string, bytes: Buffer, nombreDado: string): Promise<PublicUploadResponse> {
  const db = app.db;
  const tokenHash = hashKey(uploadToken);
  // why a token cannot take one more file: spent (the citizen may want to know) or not valid at all
  const refusal = async (q: typeof db, now: string) => {
    const token = await repo.findUploadToken(q, cliente.id, caseId, tokenHash);
    if (!token || token.expires_at <= now) return citizenError(403, 'citizen.upload_token', 'token');
    return citizenError(400, 'citizen.too_many_files', 'archivo');
  };
  const now = iso(app.clock());
  const token = await repo.findUploadToken(db, cliente.id, caseId, tokenHash);
  if (!token || token.expires_at <= now || token.remaining <= 0) throw await refusal(db, now);
  const kase = await findCaseHead(db, cliente.id, caseId);
  if (!kase) throw citizenError(403, 'citizen.upload_token', 'token');

  const sniffed = acceptCaseFile(bytes, kase.kind);
  const nombre = cleanFileName(nombreDado, sniffed.ext);
  const dataDir = app.config.dataDir;
  const storedName = await storeCaseFile(dataDir, bytes, sniffed.ext);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const at = iso(app.clock());
      // the decrement decides, not the read above: two uploads at once cannot both take the last file
      if (!(await repo.consumeUploadToken(trx, cliente.id, caseId, tokenHash, at))) throw await refusal(trx, at);
      const ctx = { db: trx, clienteId: cliente.id, kind: kase.kind, actor: PORTAL_ACTOR, now: at, timeZone: safeTimeZone(cliente.timezone) };
      return addFile(ctx, caseId, { nombre, tipo: sniffed.mime, bytes: bytes.length, storedName }, CASE_FILES_MAX);
    });
    return { id, nombre, tipo: sniffed.mime, bytes: bytes.length };
  } catch (err) {
    await removeCaseFile(dataDir, storedName);
    throw err;
  }
}
