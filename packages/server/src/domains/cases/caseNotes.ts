import type { CaseNoteBody } from '@sig/shared/contract';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { caseError } from './caseError';
import * as repo from './cases.repository';
import * as writes from './caseWrites.repository';
import { queueCaseUpdate } from './followers';
import { KIND_WORD, insertEvent, lockedCase, touch, type CaseCtx, type CaseNotice } from './caseWrite';

/* Notes (addreportnote / addsolicitudnote) and the files a case carries. */

export async function addNote(ctx: CaseCtx, id: string, body: CaseNoteBody): Promise<CaseNotice[]> {
  const row = await lockedCase(ctx, id);
  const archivoIds = [...new Set(body.archivoIds ?? [])];
  for (const fileId of archivoIds) {
    if (!(await repo.findFile(ctx.db, ctx.clienteId, row.id, fileId))) throw caseError(400, 'case.file_not_found', 'archivoIds');
  }
  const noteId = sortableId();
  await writes.insertNote(ctx.db, { id: noteId, cliente_id: ctx.clienteId, case_id: row.id, at: ctx.now, autor_id: ctx.actor.id, texto: body.texto, publica: body.publica ? 1 : 0, archivo_ids: toJson(archivoIds) });
  await touch(ctx, row, {});
  await insertEvent(ctx, row.id, { tipo: 'nota', antes: null, despues: { nota: { id: noteId, publica: body.publica, archivos: archivoIds } } }, body.texto);
  if (body.publica) {
    const estatus = (await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, false)).find((e) => e.id === row.estatus_id);
    await queueCaseUpdate(ctx, row.id, noteId, { folio: row.folio, estatus: estatus?.nombre ?? '', closed: false, nota: body.texto });
  }
  if (row.asignado_a === null || row.asignado_a === ctx.actor.id) return [];
  return [{ userId: row.asignado_a, caseId: row.id, message: `${ctx.actor.displayName} anotó ${KIND_WORD[ctx.kind]} ${row.folio}` }];
}

export interface StoredUpload {
  nombre: string;
  tipo: string;
  bytes: number;
  storedName: string;
}

/** Records an uploaded file (already on disk) on the case, within the per-case limit. */
export async function addFile(ctx: CaseCtx, id: string, file: StoredUpload, maxFiles: number): Promise<string> {
  const row = await lockedCase(ctx, id);
  if ((await repo.countFiles(ctx.db, ctx.clienteId, row.id)) >= maxFiles) throw caseError(400, 'case.too_many_files', 'archivo');
  const fileId = sortableId(); // files written under one instant still list in upload order
  await writes.insertFile(ctx.db, { id: fileId, cliente_id: ctx.clienteId, case_id: row.id, nombre: file.nombre, tipo: file.tipo, bytes: file.bytes, stored_name: file.storedName, autor_id: ctx.actor.id, created_at: ctx.now });
  await touch(ctx, row, {});
  await insertEvent(ctx, row.id, { tipo: 'archivo', antes: null, despues: { archivo: { id: fileId, nombre: file.nombre, tipo: file.tipo, bytes: file.bytes } } });
  return fileId;
}
