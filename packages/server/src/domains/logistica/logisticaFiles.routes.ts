import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOG_FILE_MAX_BYTES, LOG_PATHS, LogArchivo, LogArchivoQuery, LogShaParams } from '@sig/shared/contract';
import { rawBodyRoutes, rawBytes } from '../../plugins/rawBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import { caseFilesDir } from '../cases';
import { logAccess } from './logisticaAccess';
import { logError } from './logisticaError';
import type { LogisticaField } from './logisticaProof';

/** A proof's photo and signature: raw bytes with the device's sha256 (as the audit photos), stored beside the cases' files. */
export async function logisticaFileRoutes(app: FastifyInstance, field: LogisticaField): Promise<void> {
  const a = logAccess(app);
  const dir = caseFilesDir(app.config.dataDir);

  await rawBodyRoutes(app, LOG_FILE_MAX_BYTES, (s, bodyLimit) => {
    s.post(LOG_PATHS.archivos, { schema: { querystring: LogArchivoQuery, response: { 200: LogArchivo, 201: LogArchivo } }, preHandler: a.lista, bodyLimit }, async (req, reply) => {
      const { archivo, created } = await field.upload(req.session!, rawBytes(req.body), req.query.sha256, req.query.tipo);
      return reply.code(created ? 201 : 200).send(archivo);
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(LOG_PATHS.archivo, { schema: { params: LogShaParams }, preHandler: a.lista }, async (req, reply) => {
    const file = await field.archivo(req.session!, req.params.sha256);
    const full = file && path.join(dir, file.stored_name);
    const info = full ? await stat(full).catch(() => null) : null;
    if (!file || !full || !info?.isFile()) throw logError(404, 'logistica.file_not_found', 'sha256');
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Length', String(info.size))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(createReadStream(full));
  });
}
