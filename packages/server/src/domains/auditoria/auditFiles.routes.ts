import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUDIT_PATHS, AUDIT_PHOTO_MAX_BYTES, AuditCaseFileParams, AuditPhoto, AuditPhotoQuery, AuditShaParams } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { caseFileForAudit, caseFilesDir, contentDisposition } from '../cases';
import { auditAccess } from './auditAccess';
import { auditError } from './auditError';
import type { AuditService } from './audit.service';

/** Any body is read as bytes up to twice the limit, so a too-big photo gets our own field error (above: 413). */
const READ_LIMIT = AUDIT_PHOTO_MAX_BYTES * 2;

async function sendImage(reply: FastifyReply, full: string, tipo: string, nombre: string): Promise<FastifyReply | null> {
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  return reply
    .header('Content-Type', tipo)
    .header('Content-Length', String(info.size))
    .header('Content-Disposition', contentDisposition(tipo.startsWith('image/') ? 'inline' : 'attachment', nombre))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(createReadStream(full));
}

/**
 * Audit photos (raw bytes with the device's sha256, as the case and transparencia uploads take raw bytes) and
 * the bytes of a case's attached files for the form. Stored beside the cases' files.
 */
export async function auditFileRoutes(app: FastifyInstance, audits: AuditService): Promise<void> {
  const a = auditAccess(app);
  const dir = caseFilesDir(app.config.dataDir);

  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: READ_LIMIT }, (_req, body, done) => done(null, body));
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(AUDIT_PATHS.fotos, { schema: { querystring: AuditPhotoQuery, response: { 200: AuditPhoto, 201: AuditPhoto } }, preHandler: a.auditor, bodyLimit: READ_LIMIT }, async (req, reply) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { photo, created } = await audits.uploadPhoto(req.session!, bytes, req.query.sha256, req.query.nombre);
      return reply.code(created ? 201 : 200).send(photo);
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(AUDIT_PATHS.foto, { schema: { params: AuditShaParams }, preHandler: a.reader }, async (req, reply) => {
    const photo = await audits.photo(req.session!, req.params.sha256);
    const sent = photo && (await sendImage(reply, path.join(dir, photo.stored_name), photo.tipo, photo.nombre));
    if (!sent) throw auditError(404, 'auditoria.photo_not_found', 'sha256');
    return sent;
  });
  r.get(AUDIT_PATHS.casoArchivo, { schema: { params: AuditCaseFileParams }, preHandler: a.reader }, async (req, reply) => {
    const file = await caseFileForAudit(app.db, req.session!.clienteId, req.params.orderId, req.params.fileId);
    const sent = file && (await sendImage(reply, path.join(dir, file.stored_name), file.tipo, file.nombre));
    if (!sent) throw auditError(404, 'auditoria.photo_not_found', 'fileId');
    return sent;
  });
}
