import type { CaseEventChange, CaseKind, ColorRef, Ref } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { CaseEventsTable, CasesTable } from '../../db/schema.cases';
import { toJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { sortableId } from '../../lib/sortableId';
import { isPostgres } from '../../core';
import { caseError } from './caseError';
import type { FollowLinks } from './followMail';
import * as repo from './cases.repository';
import * as writes from './caseWrites.repository';

/*
 * What every write of a case shares. Each runs inside the caller's transaction: the case row is locked
 * first (PostgreSQL; SQLite has one writer), so the version check, the closed check and the file count
 * see a settled case, and the change and its one history event land together or not at all.
 */

export interface Actor {
  /** null: no staff user acted (an Open311 filing); the timeline shows "Sistema". */
  id: string | null;
  displayName: string;
}

/** One write: inside a transaction, for the cliente and kind of the caller's route and token. */
export interface CaseCtx {
  db: repo.Db;
  clienteId: string;
  kind: CaseKind;
  actor: Actor;
  now: string;
  timeZone: string;
  /** Where follow mails link to; without it (the demo generator) public changes queue no mail. */
  follow?: FollowLinks;
}

/** Someone to tell about the change once it is committed (assignment, a note on their case). */
export interface CaseNotice {
  userId: string;
  message: string;
  caseId: string;
}

type ColorRow = { id: string; nombre: string; color: string };
export function colorRef(row: ColorRow): ColorRef;
export function colorRef(row: ColorRow | undefined): ColorRef | null;
export function colorRef(row: ColorRow | undefined): ColorRef | null {
  return row ? { id: row.id, nombre: row.nombre, color: row.color } : null;
}
export const plainRef = (row: { id: string; nombre: string } | undefined): Ref | null => (row ? { id: row.id, nombre: row.nombre } : null);

/** A dependencia or módulo of the cliente, active or not (history names what was there). */
export async function anyRow<T extends 'dependencias' | 'modulos'>(db: repo.Db, table: T, clienteId: string, id: string | null): Promise<Database[T] | undefined> {
  return id === null ? undefined : repo.findAny(db, table, clienteId, id);
}

/**
 * The one writer of history rows: an event of a kind with exactly its contract payload (CaseEventChange), so a
 * payload of the wrong shape does not compile. The API's writes (insertEvent) and the demo generator use it.
 */
export function caseEventRow(
  base: Pick<CaseEventsTable, 'id' | 'cliente_id' | 'case_id' | 'at' | 'actor_id'>,
  change: CaseEventChange,
  comentario?: string | null,
): CaseEventsTable {
  return { ...base, tipo: change.tipo, antes: change.antes && toJson(change.antes), despues: toJson(change.despues), comentario: comentario || null };
}

/** Records the event; returns its id. */
export async function insertEvent(ctx: CaseCtx, caseId: string, change: CaseEventChange, comentario?: string | null): Promise<string> {
  const id = sortableId();
  await writes.insertEvent(ctx.db, caseEventRow({ id, cliente_id: ctx.clienteId, case_id: caseId, at: ctx.now, actor_id: ctx.actor.id }, change, comentario));
  return id;
}

/** Writes the changes, bumps version and updated_at. */
export async function touch(ctx: CaseCtx, row: CasesTable, changes: Partial<CasesTable>): Promise<void> {
  await writes.updateCase(ctx.db, ctx.clienteId, row.id, { ...changes, version: row.version + 1, updated_at: ctx.now });
}

/** The case of the caller's cliente and kind, locked for the transaction; else 404 case.not_found. */
export async function lockedCase(ctx: CaseCtx, id: string): Promise<CasesTable> {
  const row = await repo.lockCase(ctx.db, ctx.clienteId, ctx.kind, id, isPostgres(ctx.db));
  if (!row) throw caseError(404, 'case.not_found', 'id');
  return row;
}

/** The staff page of a case: the link of its notifications. */
export function caseUrl(kind: CaseKind, id: string): string {
  return `/sig/${kind}/${id}`;
}

export const KIND_WORD: Record<CaseKind, string> = { reporte: 'el reporte', solicitud: 'la solicitud' };

export const caseSearchText = (folio: string, descripcion: string, contactoNombre: string): string => fold(`${folio} ${descripcion} ${contactoNombre}`);
