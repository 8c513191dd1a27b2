import {
  CASE_KINDS,
  CASE_VIEW_PERMISSION,
  FOLIO_PREFIX,
  canonicalFolio,
  curpProblem,
  normalizeCurp,
  type CaseKind,
  type LookupCaso,
  type LookupPersona,
  type LookupResponse,
} from '@sig/shared/contract';
import { holdsPermission, type Permission } from '../../core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCaseByFolio } from '../cases';
import { findHabitanteByCurp, nombreCompleto } from '../people';

type Db = Kysely<Database>;

/** Who asks: the cliente of the token and the permissions of its roles there. */
export interface LookupCaller {
  clienteId: string;
  permissions: readonly string[];
}

const STORED_FOLIO = /^([RS])-\d{4}-\d{6}$/;
const KIND_OF_PREFIX = new Map(CASE_KINDS.map((k) => [FOLIO_PREFIX[k], k] as const));

const may = (caller: LookupCaller, permission: Permission) => holdsPermission(caller.permissions, permission);

/**
 * The case a folio names, if the caller may view its kind. The folio's letter says the kind, so at most
 * one case answers; a kind the caller may not view is left out as if there were none.
 */
async function caseByFolio(db: Db, caller: LookupCaller, q: string): Promise<LookupCaso[]> {
  const folio = canonicalFolio(q);
  const kind: CaseKind | undefined = KIND_OF_PREFIX.get(STORED_FOLIO.exec(folio)?.[1] ?? '');
  if (!kind || !may(caller, CASE_VIEW_PERMISSION[kind])) return [];
  const row = await findCaseByFolio(db, caller.clienteId, kind, folio);
  if (!row) return [];
  return [{ kind, id: row.id, folio: row.folio, tipo: row.tipo_nombre, estatus: row.estatus_nombre, cerrado: row.closed_at !== null }];
}

/**
 * The person a whole, valid CURP names, to SigVerPersona only. Name and CURP are what the people list
 * shows without an audit entry; opening the record (audited) is the person page's business.
 */
async function personaByCurp(db: Db, caller: LookupCaller, q: string): Promise<LookupPersona[]> {
  const curp = normalizeCurp(q);
  if (curpProblem(curp) !== null || !may(caller, 'SigVerPersona')) return [];
  const row = await findHabitanteByCurp(db, caller.clienteId, curp);
  return row ? [{ id: row.id, nombreCompleto: nombreCompleto(row), curp }] : [];
}

/** What a folio or CURP typed in the toolbar's search names, within what the caller may see. */
export async function lookup(db: Db, caller: LookupCaller, q: string): Promise<LookupResponse> {
  return { casos: await caseByFolio(db, caller, q), personas: await personaByCurp(db, caller, q) };
}
