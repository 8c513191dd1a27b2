import type { FastifyInstance } from 'fastify';
import { CASE_EDIT_PERMISSION, CASE_FILES_MAX, type CaseFile, type CaseKind, type UserRef } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import { parseJson } from '../../lib/json';
import { holdsPermission, safeTimeZone, type Session } from '../../core';
import { caseError } from './caseError';
import { acceptCaseFile, cleanFileName, removeCaseFile, storeCaseFile } from './caseFiles';
import { addFile } from './caseNotes';
import * as repo from './cases.repository';
import { caseUrl, type CaseCtx, type CaseNotice } from './caseWrite';
import { linksFor } from './followers';

/*
 * What the case routes call that is more than one read: the transaction every write runs in (and the
 * notifications it sends once committed), who may be assigned a case, and a staff upload's checks.
 */

/** Runs a write in a transaction as the session's user, then tells the people it concerns (after the commit). */
export async function writeCase<T>(app: FastifyInstance, session: Session, kind: CaseKind, change: (ctx: CaseCtx) => Promise<{ result: T; notices: CaseNotice[] }>): Promise<T> {
  const { clienteId, cliente, user } = session;
  const timeZone = safeTimeZone(cliente.timezone);
  const follow = linksFor(app, cliente);
  const { result, notices } = await app.db.transaction().execute((trx) =>
    change({ db: trx, clienteId, kind, actor: { id: user.id, displayName: user.display_name }, now: iso(app.clock()), timeZone, follow }),
  );
  // mail a public change may have queued goes out now rather than at the next poll
  app.mailQueue.nudge();
  for (const n of notices) {
    // the change is committed either way: a failed notification is logged, never the caller's error
    app.background.run('case-notification', () => app.realtime.notifyUser(clienteId, n.userId, { message: n.message, variant: 'info', url: caseUrl(kind, n.caseId) }));
  }
  return result;
}

/** Active members of the cliente who may act on cases of the kind (its edit permission or admin): who may be assigned one. */
export async function caseStaff(db: repo.Db, clienteId: string, kind: CaseKind): Promise<UserRef[]> {
  const staff = new Map<string, string>();
  for (const m of await repo.listMemberPermissions(db, clienteId)) {
    if (holdsPermission(parseJson<string[]>(m.permissions, []), CASE_EDIT_PERMISSION[kind])) staff.set(m.id, m.display_name);
  }
  return [...staff].map(([id, displayName]) => ({ id, displayName }));
}

/** The case of the cliente and kind, else 404 case.not_found. */
export async function requireCase(db: repo.Db, clienteId: string, kind: CaseKind, id: string): Promise<{ id: string; folio: string }> {
  const row = await repo.findCaseFolio(db, clienteId, kind, id);
  if (!row) throw caseError(404, 'case.not_found', 'id');
  return row;
}

/**
 * A staff upload: the type comes from the bytes, within the size and the per-case count; the bytes are
 * stored first and removed again when the write fails.
 */
export async function uploadCaseFile(app: FastifyInstance, session: Session, kind: CaseKind, caseId: string, bytes: Buffer, nombreDado: string): Promise<CaseFile> {
  await requireCase(app.db, session.clienteId, kind, caseId);
  const sniffed = acceptCaseFile(bytes, kind);
  if ((await repo.countFiles(app.db, session.clienteId, caseId)) >= CASE_FILES_MAX) throw caseError(400, 'case.too_many_files', 'archivo');

  const nombre = cleanFileName(nombreDado, sniffed.ext);
  const dataDir = app.config.dataDir;
  const storedName = await storeCaseFile(dataDir, bytes, sniffed.ext);
  try {
    const upload = { nombre, tipo: sniffed.mime, bytes: bytes.length, storedName };
    const { id, at } = await writeCase(app, session, kind, async (ctx) => ({ result: { id: await addFile(ctx, caseId, upload, CASE_FILES_MAX), at: ctx.now }, notices: [] }));
    return { id, nombre, tipo: sniffed.mime, bytes: bytes.length, createdAt: at, autor: { id: session.user.id, displayName: session.user.display_name } };
  } catch (err) {
    await removeCaseFile(dataDir, storedName);
    throw err;
  }
}
