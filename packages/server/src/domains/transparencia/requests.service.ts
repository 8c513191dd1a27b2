import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  HONEYPOT_FIELD,
  PUBLIC_UPLOAD_TOKEN_MINUTES,
  TRANSP_DOCS_MAX,
  TRANSP_FILE_MAX_BYTES,
  TRANSP_PUBLIC_FILES_MAX,
  canTranspMove,
  isTranspFinal,
  type TranspAmpliacionBody,
  type TranspAsignarBody,
  type TranspDetail,
  type TranspDocumento,
  type TranspEstatusBody,
  type TranspEventChange,
  type TranspFilingBody,
  type TranspFilingResponse,
  type TranspInboxQuery,
  type TranspInboxResponse,
  type TranspMail,
  type TranspNoteBody,
  type TranspPrevencionBody,
  type TranspPublicThread,
  type TranspReplyBody,
  type TranspRespuestaBody,
} from '@sig/shared/contract';
import type { ClienteRow, Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { dayIn, sniffImage, type Session } from '../../core';
import { cleanFileName, removeCaseFile, storeCaseFile } from '../cases';
import { addBusinessDays, prevencionDeadline } from './deadlines';
import { deadlineOf, loadRules, stopsOf, type Rules } from './transpDeadline';
import { transpError } from './transpError';
import { queueRequesterMail, requestOfToken, type MailFacts, type MailLinks } from './transpMail';
import { codeMatches, hashCode, hashToken, newFollowCode, newUploadToken } from './transpSecrets';
import { REQUESTER, recordEvent, replyBy, toDetail, toListItem, toPublicThread, type Actor } from './transpView';
import * as repo from './transparencia.repository';

/*
 * The life of a request: filing (public or staff), the moves along TRANSP_TRANSITIONS, the prevención that
 * stops the clock and the reply that resumes it, the one extension, the answer with its PDF documents, notes,
 * the unit, and the mails to the requester. Every write checks the request's version, changes the row once,
 * records its typed event and queues its mail in one transaction; the due date always comes from the engine.
 */

type Db = Kysely<Database>;

interface Ctx {
  trx: Db;
  row: repo.RequestRow;
  rules: Rules;
  at: string;
  today: string;
  actor: Actor;
  cliente: ClienteRow;
  mailed: boolean;
}

const isPdf = (bytes: Buffer) => bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';

export function requestsService(app: FastifyInstance) {
  const db = app.db;
  const clock = app.clock;
  const links = (cliente: ClienteRow): MailLinks => ({ publicUrl: app.config.publicUrl, slug: cliente.slug, clienteNombre: cliente.nombre, secret: app.config.jwtSecret });
  const staff = (s: Session): Actor => ({ id: s.user.id, displayName: s.user.display_name });

  /** The one write of an action: the row at its version, or 409 transparencia.stale. */
  async function write(c: Ctx, set: Parameters<typeof repo.updateRequest>[4]): Promise<void> {
    if (!(await repo.updateRequest(c.trx, c.row.cliente_id, c.row.id, c.row.version, { ...set, updated_at: c.at }))) throw transpError(409, 'transparencia.stale', 'version');
  }
  const event = (c: Ctx, change: TranspEventChange, comentario: string | null = null) => recordEvent(c.trx, { clienteId: c.row.cliente_id, requestId: c.row.id, actor: c.actor, at: c.at }, change, comentario);
  async function mail(c: Ctx, kind: TranspMail, facts: MailFacts): Promise<void> {
    if (!(await queueRequesterMail(c.trx, c.at, links(c.cliente), c.row, kind, facts))) return;
    c.mailed = true;
    await recordEvent(c.trx, { clienteId: c.row.cliente_id, requestId: c.row.id, actor: c.actor, at: c.at }, { tipo: 'correo', antes: null, despues: { mail: kind } });
  }

  /** Runs an action on one request in a transaction (version checked when given); nudges the mail queue after the commit. */
  async function act(cliente: ClienteRow, id: string, actor: Actor, version: number | null, fn: (c: Ctx) => Promise<void>): Promise<repo.RequestRow> {
    let mailed = false;
    const row = await db.transaction().execute(async (trx) => {
      const found = await repo.findRequest(trx, cliente.id, id);
      if (!found) throw transpError(404, 'transparencia.not_found');
      if (version !== null && found.version !== version) throw transpError(409, 'transparencia.stale', 'version');
      const rules = await loadRules(trx, cliente);
      const c: Ctx = { trx, row: found, rules, at: iso(clock()), today: dayIn(clock(), rules.timezone), actor, cliente, mailed: false };
      await fn(c);
      mailed = c.mailed;
      return found;
    });
    if (mailed) app.mailQueue.nudge();
    return row;
  }

  async function detail(session: Session, id: string): Promise<TranspDetail> {
    const row = await repo.findRequest(db, session.clienteId, id);
    if (!row) throw transpError(404, 'transparencia.not_found');
    const rules = await loadRules(db, session.cliente);
    return toDetail(db, row, rules, dayIn(clock(), rules.timezone), session.permissions);
  }

  const staffAct = async (session: Session, id: string, version: number | null, fn: (c: Ctx) => Promise<void>): Promise<TranspDetail> => {
    await act(session.cliente, id, staff(session), version, fn);
    return detail(session, id);
  };

  const move = (c: Ctx, to: Parameters<typeof canTranspMove>[1]) => {
    if (!canTranspMove(c.row.estatus, to)) throw transpError(409, 'transparencia.transition', 'estatus');
  };

  /** The reply to a prevención (the requester's, or one staff received on paper): the open stop ends today, the clock resumes. */
  async function resume(c: Ctx, texto: string | null): Promise<void> {
    const stops = stopsOf(c.row).map((s) => (s.to === null ? { ...s, to: c.today } : s));
    const next = { ...c.row, stops: toJson(stops) };
    const { due, explanation } = deadlineOf(next, c.rules);
    const stopped = explanation.stops.at(-1)?.days ?? 0;
    await write(c, { estatus: 'PROCESO', stops: next.stops, due_on: due, prevencion_respuesta: texto, prevencion_respondida_at: c.at });
    await event(c, { tipo: 'reanudada', antes: { estatus: c.row.estatus }, despues: { estatus: 'PROCESO', due, diasDetenidos: stopped } }, texto);
  }

  /** A new request: its folio (per cliente and local year, never reused), follow code, upload token, due date and first mail. */
  async function create(cliente: ClienteRow, input: { texto: string; formato: string; email: string | null; nombre: string | null; lang: string; canal: 'portal' | 'personal' }, actor: Actor) {
    const id = randomBytes(12).toString('base64url');
    const code = newFollowCode();
    const uploadToken = newUploadToken();
    let mailed = false;
    const created = await db.transaction().execute(async (trx) => {
      const rules = await loadRules(trx, cliente);
      const at = iso(clock());
      const filedOn = dayIn(clock(), rules.timezone);
      const seq = await repo.reserveFolio(trx, cliente.id, Number(filedOn.slice(0, 4)));
      const folio = `T-${filedOn.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
      const { due, explanation } = deadlineOf({ filed_at: at, stops: '[]', ampliada: 0 }, rules);
      const row: repo.RequestRow = {
        id,
        cliente_id: cliente.id,
        folio,
        code_hash: hashCode(id, code),
        texto: input.texto,
        formato: input.formato,
        nombre: input.nombre,
        email: input.email,
        lang: input.lang,
        avisos: input.email ? 1 : 0,
        canal: input.canal,
        ...repo.JUST_FILED,
        filed_at: at,
        filed_on: filedOn,
        due_on: due,
        upload_hash: hashToken(uploadToken),
        upload_remaining: input.canal === 'portal' ? TRANSP_PUBLIC_FILES_MAX : 0,
        upload_expires_at: new Date(Date.parse(at) + PUBLIC_UPLOAD_TOKEN_MINUTES * 60_000).toISOString(),
        created_at: at,
        updated_at: at,
      };
      await repo.insertRequest(trx, row);
      const c: Ctx = { trx, row, rules, at, today: filedOn, actor, cliente, mailed: false };
      await event(c, { tipo: 'creada', antes: null, despues: { folio, estatus: 'INICIO', due, canal: input.canal } });
      await mail(c, 'recibida', { code, due });
      mailed = c.mailed;
      return { row, due, explanation };
    });
    if (mailed) app.mailQueue.nudge();
    return { ...created, code, uploadToken };
  }

  /** The request by folio and follow code; one answer for an unknown folio and a wrong code. */
  async function thread(cliente: ClienteRow, folio: string, code: string): Promise<repo.RequestRow> {
    const row = await repo.findRequestByFolio(db, cliente.id, folio.trim().toUpperCase());
    if (!row || !codeMatches(row.code_hash, row.id, code)) throw transpError(404, 'transparencia.code_wrong', 'code');
    return row;
  }

  async function publicThread(cliente: ClienteRow, row: repo.RequestRow): Promise<TranspPublicThread> {
    const rules = await loadRules(db, cliente);
    return toPublicThread(db, row, rules, dayIn(clock(), rules.timezone));
  }

  /** Stores a sniffed file and its row (and event) in one go; the file is removed again if the row is refused. */
  async function addDocument(cliente: ClienteRow, requestId: string, actor: Actor, file: { bytes: Buffer; nombre: string; mime: string; ext: 'pdf' | 'jpg' | 'png' }, origen: 'respuesta' | 'adjunto', guard: (trx: Db) => Promise<void>): Promise<TranspDocumento> {
    const dataDir = app.config.dataDir;
    const storedName = await storeCaseFile(dataDir, file.bytes, file.ext);
    const nombre = cleanFileName(file.nombre, file.ext);
    const docId = sortableId();
    const at = iso(clock());
    try {
      await db.transaction().execute(async (trx) => {
        await guard(trx);
        if ((await repo.countDocuments(trx, cliente.id, requestId)) >= TRANSP_DOCS_MAX) throw transpError(400, 'transparencia.too_many_files', 'archivo');
        await repo.insertDocument(trx, { id: docId, cliente_id: cliente.id, request_id: requestId, nombre, tipo: file.mime, bytes: file.bytes.length, stored_name: storedName, origen, en_respuesta: 0, autor_id: actor.id, autor_nombre: actor.id ? actor.displayName : null, created_at: at });
        await recordEvent(trx, { clienteId: cliente.id, requestId, actor, at }, { tipo: 'documento', antes: null, despues: { documento: { id: docId, nombre }, origen, eliminado: false } });
      });
    } catch (err) {
      await removeCaseFile(dataDir, storedName);
      throw err;
    }
    return { id: docId, nombre, tipo: file.mime, bytes: file.bytes.length, origen, enRespuesta: false, publico: false, createdAt: at, autor: actor.id ? { id: actor.id, displayName: actor.displayName } : null };
  }

  return {
    detail,

    async inbox(session: Session, q: TranspInboxQuery): Promise<TranspInboxResponse> {
      const rules = await loadRules(db, session.cliente);
      const today = dayIn(clock(), rules.timezone);
      const filter: repo.InboxFilter = {
        ...(q.estatus && { estatus: q.estatus }),
        ...(q.unidad !== undefined && { unidad: q.unidad === 'ninguna' ? null : q.unidad }),
        ...(q.vence === 'pronto' && { dueBetween: { from: today, to: addBusinessDays(today, rules.figures.proximoDias, rules.calendar) } }),
        ...(q.vence === 'vencida' && { dueBefore: today }),
        ...(q.ampliada && { ampliada: q.ampliada === 'si' }),
        ...(q.abiertas && { open: true }),
        ...(q.q && { q: q.q }),
      };
      const { total, rows } = await repo.inboxPage(db, session.clienteId, filter, q.page, q.pageSize);
      return { items: rows.map((r) => toListItem(r, rules, today)), total, page: q.page, pageSize: q.pageSize };
    },

    transition: (session: Session, id: string, body: TranspEstatusBody) =>
      staffAct(session, id, body.version, async (c) => {
        move(c, body.estatus);
        if (body.estatus === 'PROCESO' && c.row.estatus === 'EN_PREVENCION') return resume(c, body.motivo ?? null);
        const closing = body.estatus !== 'PROCESO';
        await write(c, { estatus: body.estatus, ...(closing && { motivo_cierre: body.motivo ?? null, closed_at: c.at }) });
        await event(c, { tipo: 'estatus', antes: { estatus: c.row.estatus }, despues: { estatus: body.estatus } }, body.motivo ?? null);
      }),

    note: (session: Session, id: string, body: TranspNoteBody) =>
      staffAct(session, id, null, async (c) => {
        const notaId = sortableId();
        await repo.insertNote(c.trx, { id: notaId, cliente_id: c.row.cliente_id, request_id: c.row.id, texto: body.texto, autor_id: c.actor.id, autor_nombre: c.actor.displayName, created_at: c.at });
        await event(c, { tipo: 'nota', antes: null, despues: { notaId } }, body.texto);
      }),

    prevencion: (session: Session, id: string, body: TranspPrevencionBody) =>
      staffAct(session, id, body.version, async (c) => {
        move(c, 'EN_PREVENCION');
        if (c.row.prevencion_at !== null) throw transpError(409, 'transparencia.prevencion_used');
        const receipt = deadlineOf(c.row, c.rules).explanation.countsFrom;
        if (c.today > prevencionDeadline(receipt, c.rules.figures.prevencionDias, c.rules.calendar)) throw transpError(409, 'transparencia.prevencion_late');
        const stops = [...stopsOf(c.row), { from: c.today, to: null }];
        const responderAntes = replyBy(c.today, c.rules);
        await write(c, { estatus: 'EN_PREVENCION', stops: toJson(stops), due_on: null, prevencion_texto: body.texto, prevencion_at: c.at, responder_antes: responderAntes });
        await event(c, { tipo: 'prevencion', antes: { estatus: c.row.estatus, due: c.row.due_on }, despues: { estatus: 'EN_PREVENCION', responderAntes } }, body.texto);
        await mail(c, 'prevencion', { texto: body.texto, replyBy: responderAntes });
      }),

    ampliacion: (session: Session, id: string, body: TranspAmpliacionBody) =>
      staffAct(session, id, body.version, async (c) => {
        if (c.row.ampliada === 1) throw transpError(409, 'transparencia.ampliacion_used');
        move(c, 'EN_AMPLIACION');
        if (c.rules.figures.ampliacionDias === 0) throw transpError(409, 'transparencia.transition', 'estatus');
        const { due } = deadlineOf({ ...c.row, ampliada: 1 }, c.rules);
        await write(c, { estatus: 'EN_AMPLIACION', ampliada: 1, ampliacion_motivo: body.motivo, ampliacion_at: c.at, due_on: due });
        await event(c, { tipo: 'ampliacion', antes: { estatus: c.row.estatus, due: c.row.due_on }, despues: { estatus: 'EN_AMPLIACION', due, dias: c.rules.figures.ampliacionDias } }, body.motivo);
        await mail(c, 'ampliacion', { texto: body.motivo, due });
      }),

    respuesta: (session: Session, id: string, body: TranspRespuestaBody) =>
      staffAct(session, id, body.version, async (c) => {
        move(c, 'TERMINADA');
        const ids = [...new Set(body.documentos ?? [])];
        const docs = await repo.listDocuments(c.trx, c.row.cliente_id, c.row.id);
        const chosen = ids.map((docId) => docs.find((d) => d.id === docId && d.origen === 'respuesta'));
        if (chosen.some((d) => !d)) throw transpError(400, 'transparencia.document_not_found', 'documentos');
        await repo.markInAnswer(c.trx, c.row.cliente_id, c.row.id, ids);
        await write(c, { estatus: 'TERMINADA', respuesta_texto: body.texto, respuesta_at: c.at, respondida_on: c.today, closed_at: c.at });
        await event(c, { tipo: 'respuesta', antes: { estatus: c.row.estatus }, despues: { estatus: 'TERMINADA', documentos: chosen.map((d) => ({ id: d!.id, nombre: d!.nombre })) } }, body.texto);
        await mail(c, 'respuesta', {});
      }),

    asignar: (session: Session, id: string, body: TranspAsignarBody) =>
      staffAct(session, id, body.version, async (c) => {
        const unit = body.unidadId === null ? null : await repo.findUnit(c.trx, c.row.cliente_id, body.unidadId);
        if (unit === undefined) throw transpError(400, 'transparencia.unit_not_found', 'unidadId');
        if (unit && unit.activo !== 1) throw transpError(400, 'transparencia.unit_inactive', 'unidadId');
        const before = c.row.unidad_id ? await repo.findUnit(c.trx, c.row.cliente_id, c.row.unidad_id) : undefined;
        await write(c, { unidad_id: unit?.id ?? null });
        await event(c, { tipo: 'asignacion', antes: { unidad: before ? { id: before.id, nombre: before.nombre } : null }, despues: { unidad: unit ? { id: unit.id, nombre: unit.nombre } : null } });
      }),

    /** A PDF for the answer (sniffed: its bytes, not its name or Content-Type, make it a PDF). */
    async uploadDocument(session: Session, id: string, bytes: Buffer, nombre: string): Promise<TranspDocumento> {
      const row = await repo.findRequest(db, session.clienteId, id);
      if (!row) throw transpError(404, 'transparencia.not_found');
      if (bytes.length > TRANSP_FILE_MAX_BYTES) throw transpError(400, 'transparencia.file_too_large', 'archivo');
      if (!isPdf(bytes)) throw transpError(400, 'transparencia.document_type', 'archivo');
      return addDocument(session.cliente, id, staff(session), { bytes, nombre, mime: 'application/pdf', ext: 'pdf' }, 'respuesta', async (trx) => {
        const now = await repo.findRequest(trx, session.clienteId, id);
        if (!now || isTranspFinal(now.estatus)) throw transpError(409, 'transparencia.transition', 'estatus');
      });
    },

    async deleteDocument(session: Session, id: string, docId: string): Promise<TranspDetail> {
      let storedName = '';
      await act(session.cliente, id, staff(session), null, async (c) => {
        const doc = await repo.findDocument(c.trx, c.row.cliente_id, c.row.id, docId);
        if (!doc || doc.origen !== 'respuesta') throw transpError(404, 'transparencia.document_not_found', 'docId');
        if (doc.en_respuesta === 1) throw transpError(409, 'transparencia.document_in_answer', 'docId');
        await repo.deleteDocument(c.trx, c.row.cliente_id, c.row.id, docId);
        await event(c, { tipo: 'documento', antes: null, despues: { documento: { id: doc.id, nombre: doc.nombre }, origen: doc.origen, eliminado: true } });
        storedName = doc.stored_name;
      });
      await removeCaseFile(app.config.dataDir, storedName);
      return detail(session, id);
    },

    /** One document of the request for staff (answer documents and the requester's attachments). */
    async staffDocument(session: Session, id: string, docId: string): Promise<repo.DocumentRow> {
      const doc = await repo.findDocument(db, session.clienteId, id, docId);
      if (!doc) throw transpError(404, 'transparencia.document_not_found', 'docId');
      return doc;
    },

    // ---- public ------------------------------------------------------------------------------------------------

    async file(cliente: ClienteRow, body: TranspFilingBody): Promise<TranspFilingResponse> {
      if (body[HONEYPOT_FIELD]) throw transpError(400, 'transparencia.rejected');
      const created = await create(cliente, { texto: body.texto, formato: body.formato, email: body.email || null, nombre: body.nombre || null, lang: body.lang ?? 'es', canal: 'portal' }, REQUESTER);
      return { folio: created.row.folio, code: created.code, due: created.due, explanation: created.explanation, createdAt: created.row.created_at, uploadToken: created.uploadToken };
    },

    thread: async (cliente: ClienteRow, folio: string, code: string) => publicThread(cliente, await thread(cliente, folio, code)),

    async reply(cliente: ClienteRow, folio: string, body: TranspReplyBody): Promise<TranspPublicThread> {
      if (body[HONEYPOT_FIELD]) throw transpError(400, 'transparencia.rejected');
      const found = await thread(cliente, folio, body.code);
      await act(cliente, found.id, REQUESTER, null, async (c) => {
        if (c.row.estatus !== 'EN_PREVENCION') throw transpError(409, 'transparencia.reply_closed');
        if (c.row.responder_antes !== null && c.today > c.row.responder_antes) throw transpError(409, 'transparencia.reply_late');
        await resume(c, body.texto);
      });
      return publicThread(cliente, (await repo.findRequest(db, cliente.id, found.id))!);
    },

    /** A public document: part of the answer of a TERMINADA request, with the folio's code. */
    async publicDocument(cliente: ClienteRow, folio: string, code: string, docId: string): Promise<repo.DocumentRow> {
      const row = await thread(cliente, folio, code);
      const doc = row.estatus === 'TERMINADA' ? await repo.findDocument(db, cliente.id, row.id, docId) : undefined;
      if (!doc || doc.origen !== 'respuesta' || doc.en_respuesta !== 1) throw transpError(404, 'transparencia.document_not_found', 'docId');
      return doc;
    },

    /** An attachment of a request just filed, with the filing's upload token: PDF, JPEG or PNG. */
    async publicUpload(cliente: ClienteRow, folio: string, token: string, bytes: Buffer, nombre: string): Promise<TranspDocumento> {
      const row = await repo.findRequestByFolio(db, cliente.id, folio.trim().toUpperCase());
      const hash = hashToken(token);
      if (!row || row.upload_hash !== hash || row.upload_expires_at === null || row.upload_expires_at <= iso(clock())) throw transpError(403, 'transparencia.upload_token', 'token');
      if (row.upload_remaining <= 0) throw transpError(400, 'transparencia.too_many_files', 'archivo');
      if (bytes.length > TRANSP_FILE_MAX_BYTES) throw transpError(400, 'transparencia.file_too_large', 'archivo');
      const image = sniffImage(bytes);
      const file = isPdf(bytes) ? { mime: 'application/pdf', ext: 'pdf' as const } : image === 'jpg' ? { mime: 'image/jpeg', ext: 'jpg' as const } : image === 'png' ? { mime: 'image/png', ext: 'png' as const } : null;
      if (!file) throw transpError(400, 'transparencia.attachment_type', 'archivo');
      return addDocument(cliente, row.id, REQUESTER, { bytes, nombre, ...file }, 'adjunto', async (trx) => {
        // the decrement decides, not the read above: two uploads at once cannot both take the last one
        if (!(await repo.consumeUpload(trx, cliente.id, row.id, hash, iso(clock())))) throw transpError(400, 'transparencia.too_many_files', 'archivo');
      });
    },

    async unsubscribe(cliente: ClienteRow, token: string): Promise<{ folio: string }> {
      const id = requestOfToken(app.config.jwtSecret, token);
      const row = id ? await repo.findRequest(db, cliente.id, id) : undefined;
      if (!row) throw transpError(404, 'transparencia.unsubscribe_invalid', 'token');
      await repo.stopMails(db, cliente.id, row.id);
      return { folio: row.folio };
    },
  };
}

export type RequestsService = ReturnType<typeof requestsService>;
