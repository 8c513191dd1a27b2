import { sql, type Kysely, type Updateable } from 'kysely';
import { PEOPLE_PAGE_SIZE, normalizeCurp, type CaseKind } from '@sig/shared/contract';
import { updateAtVersion } from '../../db/updateAtVersion';
import type { Database } from '../../db/schema';
import type { HabitantesTable } from '../../db/schema.citizens';
import { fold } from '../../lib/searchText';
import { containsPattern, isPostgres } from '../../core';
import { attachRefs, type CaseRow } from '../cases';

/* The queries of the staff's view of habitantes. Every one takes the clienteId of the caller's token first. */

type Db = Kysely<Database>;

/** A habitante with its colonia's name. */
export interface HabitanteRow extends HabitantesTable {
  colonia_nombre: string | null;
}

/** What staff search: name and CURP folded (the registry writes it on registration, this domain on edits). */

export async function findHabitante(db: Db, clienteId: string, id: string): Promise<HabitanteRow | undefined> {
  return db
    .selectFrom('habitantes as h')
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .selectAll('h')
    .select('c.nombre as colonia_nombre')
    .where('h.cliente_id', '=', clienteId)
    .where('h.id', '=', id)
    .executeTakeFirst();
}

/** The bare row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export async function lockHabitante(db: Db, clienteId: string, id: string): Promise<HabitantesTable | undefined> {
  let qb = db.selectFrom('habitantes').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id);
  if (isPostgres(db)) qb = qb.forUpdate();
  return qb.executeTakeFirst();
}

/** Another habitante of the cliente holding this CURP, if any. */
export async function curpHolder(db: Db, clienteId: string, curp: string, exceptId: string): Promise<string | undefined> {
  const row = await db.selectFrom('habitantes').select('id').where('cliente_id', '=', clienteId).where('curp', '=', curp).where('id', '!=', exceptId).executeTakeFirst();
  return row?.id;
}

/** The habitante of the cliente with this CURP (normalized), by the unique index. */
export async function findHabitanteByCurp(db: Db, clienteId: string, curp: string): Promise<{ id: string; nombre: string; apellidos: string; curp: string | null } | undefined> {
  return db.selectFrom('habitantes').select(['id', 'nombre', 'apellidos', 'curp']).where('cliente_id', '=', clienteId).where('curp', '=', curp).executeTakeFirst();
}

export interface SearchRow {
  id: string;
  nombre: string;
  apellidos: string;
  curp: string | null;
  colonia_nombre: string | null;
  created_at: string;
}

/**
 * One page of the cliente's habitantes, newest first. Every word of `q` must appear in the folded name and
 * CURP ("ana lópez" finds "Ana María López"); a whole CURP also matches the column itself.
 */
export async function searchHabitantes(db: Db, clienteId: string, q: string | undefined, page: number): Promise<{ rows: SearchRow[]; total: number }> {
  let base = db.selectFrom('habitantes as h').where('h.cliente_id', '=', clienteId);
  const words = q ? fold(q).split(' ').filter(Boolean) : [];
  if (words.length) {
    const curp = normalizeCurp(q ?? '');
    base = base.where((eb) =>
      eb.or([eb.and(words.map((w) => sql<boolean>`h.search_text like ${containsPattern(w)} escape '\\'`)), eb('h.curp', '=', curp)]),
    );
  }
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .select(['h.id', 'h.nombre', 'h.apellidos', 'h.curp', 'h.created_at', 'c.nombre as colonia_nombre'])
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(PEOPLE_PAGE_SIZE)
    .offset((page - 1) * PEOPLE_PAGE_SIZE)
    .execute();
  return { rows, total: Number(n) };
}

/** The habitante's cases of one kind, newest first (at most `limit`), with the names lists show, and how many there are. */
export async function casesOfHabitante(db: Db, clienteId: string, kind: CaseKind, habitanteId: string, limit: number): Promise<{ rows: CaseRow[]; total: number }> {
  const base = db.selectFrom('cases').where('cliente_id', '=', clienteId).where('habitante_id', '=', habitanteId).where('kind', '=', kind);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return { rows: await attachRefs(db, clienteId, kind, rows), total: Number(n) };
}

/** The phone column as its digits alone, however it was typed ("771 123-45.67", "(771) 1234567"). */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(h.telefono, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;
/** Fewer digits than this would match any number. */
const PHONE_DIGITS_MIN = 4;

/**
 * The people an intake search finds, newest first (at most `limit`), and how many there are: every word in
 * the folded name and CURP, or the whole CURP, or (for a query of digits) the phone's digits.
 */
export async function searchCallers(db: Db, clienteId: string, q: string, limit: number): Promise<{ rows: (SearchRow & { telefono: string })[]; total: number }> {
  const words = fold(q).split(' ').filter(Boolean);
  const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  const base = db.selectFrom('habitantes as h').where('h.cliente_id', '=', clienteId).where((eb) => {
    const byPhone = digits.length >= PHONE_DIGITS_MIN ? [eb.and([sql<boolean>`${phoneDigits} like ${containsPattern(digits)} escape '\\'`])] : [];
    return eb.or([eb.and(words.map((w) => sql<boolean>`h.search_text like ${containsPattern(w)} escape '\\'`)), eb('h.curp', '=', normalizeCurp(q)), ...byPhone]);
  });
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .select(['h.id', 'h.nombre', 'h.apellidos', 'h.curp', 'h.telefono', 'h.created_at', 'c.nombre as colonia_nombre'])
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
  return { rows, total: Number(n) };
}

/** Inserts unless the CURP is already registered in the cliente (the unique index decides, races included). */
export async function insertHabitanteRow(db: Db, row: HabitantesTable): Promise<boolean> {
  const result = await db.insertInto('habitantes').values(row).onConflict((oc) => oc.columns(['cliente_id', 'curp']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Writes the changes if the record is still at `version` (bumping it); false when another write came first. */
export const updateHabitante = (db: Db, clienteId: string, id: string, version: number, changes: Updateable<HabitantesTable>) => updateAtVersion(db, 'habitantes', clienteId, id, version, changes);

/** The person's programmes of the registry (its tables are read here, written only by the midb domain), newest first. */
export async function programasOfHabitante(db: Db, clienteId: string, habitanteId: string) {
  return db
    .selectFrom('inscripciones as i')
    .innerJoin('programas as p', 'p.id', 'i.programa_id')
    .select(['p.id', 'p.nombre', 'i.estado', 'i.desde', 'i.hasta'])
    .where('i.cliente_id', '=', clienteId)
    .where('i.habitante_id', '=', habitanteId)
    .orderBy('i.desde', 'desc')
    .execute();
}

/** Sample rows written at once (a first start's registry, the benchmarks' million; never a user's input); a CURP already held is skipped. */
export async function insertHabitanteRows(db: Db, rows: HabitantesTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('habitantes').values(rows.slice(i, i + 500)).onConflict((oc) => oc.columns(['cliente_id', 'curp']).doNothing()).execute();
  }
}

/** The cliente's oldest habitante with one of these phone numbers (as stored: the caller passes the forms it may be written in). */
/** The national part of a Mexican number: its last 10 digits, whatever prefix (+52, 521, 044) came before. */
const NATIONAL_DIGITS = 10;

/**
 * The oldest habitante with one of these phones: as typed first, then by the number's last 10 digits however the
 * registry wrote it ("+52 771 123 4567" is the WhatsApp sender 5217711234567). The second read scans the cliente's
 * phones, so it runs only when the first finds nobody (once per new contact).
 */
export async function findHabitanteByPhone(db: Db, clienteId: string, phones: string[]): Promise<{ id: string; nombre: string; apellidos: string } | undefined> {
  if (!phones.length) return undefined;
  const oldest = db.selectFrom('habitantes as h').select(['h.id', 'h.nombre', 'h.apellidos']).where('h.cliente_id', '=', clienteId).orderBy('h.created_at').orderBy('h.id').limit(1);
  const exact = await oldest.where('h.telefono', 'in', phones).executeTakeFirst();
  if (exact) return exact;
  const national = phones.map((p) => p.replace(/\D/g, '')).reduce((a, b) => (b.length > a.length ? b : a), '').slice(-NATIONAL_DIGITS);
  if (national.length < NATIONAL_DIGITS) return undefined;
  return oldest.where(sql<boolean>`${phoneDigits} like ${`%${national}`}`).executeTakeFirst();
}
