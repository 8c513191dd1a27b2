import type { Kysely } from 'kysely';
import type { ClienteRow, Database } from '../../db/schema';
import type { TiposTable } from '../../db/schema.catalogs';
import type { Open311RequestsTable } from '../../db/schema.open311';
import { parseJson } from '../../lib/json';
import { fold } from '../../lib/searchText';

/*
 * The public side of reportes: only reportes of public tipos, and only the columns a public answer may
 * carry. The contact columns (name, phone, e-mail) and the habitante are never selected here, so no
 * mapping mistake can leak them.
 */

type Db = Kysely<Database>;

/** The cliente a jurisdiction (its slug) names, when it has the SIG product; else undefined. */
export async function findJurisdiction(db: Db, slug: string): Promise<ClienteRow | undefined> {
  const row = await db.selectFrom('clientes').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row && parseJson<string[]>(row.products, []).includes('sig') ? row : undefined;
}

export interface PublicTipo extends TiposTable {
  dependencia_nombre: string | null;
}

/** Public, active tipos de reporte: the services others may file. `ids` narrows to those. */
export function listPublicTipos(db: Db, clienteId: string, ids?: string[]): Promise<PublicTipo[]> {
  let qb = db
    .selectFrom('tipos_reporte as t')
    .leftJoin('dependencias as d', (j) => j.onRef('d.id', '=', 't.dependencia_id').onRef('d.cliente_id', '=', 't.cliente_id'))
    .selectAll('t')
    .select('d.nombre as dependencia_nombre')
    .where('t.cliente_id', '=', clienteId)
    .where('t.publico', '=', 1)
    .where('t.activo', '=', 1);
  if (ids) qb = qb.where('t.id', 'in', ids.length ? ids : ['']);
  return qb.orderBy('t.nombre_key').orderBy('t.id').execute();
}

export interface RequestFilter {
  /** Folios: when given, every other filter is ignored (the standard says so). */
  folios?: string[];
  tipoIds?: string[];
  /** open, closed or both (undefined). */
  open?: boolean;
  /** ISO UTC instants, inclusive. */
  from?: string;
  to?: string;
  limit: number;
}

export interface PublicRequestRow {
  id: string;
  folio: string;
  descripcion: string;
  lat: number | null;
  lng: number | null;
  direccion: string;
  created_at: string;
  updated_at: string;
  due_at: string;
  closed_at: string | null;
  tipo_id: string;
  tipo_nombre: string;
  estatus_nombre: string | null;
  dependencia_nombre: string | null;
  codigo_postal: string | null;
  media_url: string | null;
}

/** Reportes of public tipos (active or not: a report once public stays readable), newest first. */
export async function listPublicRequests(db: Db, clienteId: string, f: RequestFilter): Promise<PublicRequestRow[]> {
  let qb = db
    .selectFrom('cases as c')
    .innerJoin('tipos_reporte as t', (j) => j.onRef('t.id', '=', 'c.tipo_id').onRef('t.cliente_id', '=', 'c.cliente_id'))
    .leftJoin('estatus_reporte as e', (j) => j.onRef('e.id', '=', 'c.estatus_id').onRef('e.cliente_id', '=', 'c.cliente_id'))
    .leftJoin('dependencias as d', (j) => j.onRef('d.id', '=', 'c.dependencia_id').onRef('d.cliente_id', '=', 'c.cliente_id'))
    .leftJoin('colonias as col', (j) => j.onRef('col.id', '=', 'c.colonia_id').onRef('col.cliente_id', '=', 'c.cliente_id'))
    .leftJoin('open311_requests as o', 'o.case_id', 'c.id')
    .select([
      'c.id',
      'c.folio',
      'c.descripcion',
      'c.lat',
      'c.lng',
      'c.direccion',
      'c.created_at',
      'c.updated_at',
      'c.due_at',
      'c.closed_at',
      'c.tipo_id',
      't.nombre as tipo_nombre',
      'e.nombre as estatus_nombre',
      'd.nombre as dependencia_nombre',
      'col.codigo_postal',
      'o.media_url',
    ])
    .where('c.cliente_id', '=', clienteId)
    .where('c.kind', '=', 'reporte')
    .where('t.publico', '=', 1);
  if (f.folios) {
    qb = qb.where('c.folio', 'in', f.folios.length ? f.folios : ['']);
  } else {
    if (f.tipoIds) qb = qb.where('c.tipo_id', 'in', f.tipoIds.length ? f.tipoIds : ['']);
    if (f.open === true) qb = qb.where('c.closed_at', 'is', null);
    if (f.open === false) qb = qb.where('c.closed_at', 'is not', null);
    if (f.from) qb = qb.where('c.created_at', '>=', f.from);
    if (f.to) qb = qb.where('c.created_at', '<=', f.to);
  }
  return qb.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(f.limit).execute();
}

/** The newest public note of each case (its text), for status_notes. */
export async function latestPublicNotes(db: Db, clienteId: string, caseIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (caseIds.length === 0) return out;
  const rows = await db
    .selectFrom('case_notes')
    .select(['case_id', 'texto'])
    .where('cliente_id', '=', clienteId)
    .where('case_id', 'in', caseIds)
    .where('publica', '=', 1)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) if (!out.has(r.case_id)) out.set(r.case_id, r.texto);
  return out;
}

/** The origen a GeoReport filing is recorded under: the cliente's active "Open311" or "API" origen, if it has one. */
export async function apiOrigen(db: Db, clienteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('origenes')
    .select(['id', 'nombre_key'])
    .where('cliente_id', '=', clienteId)
    .where('activo', '=', 1)
    .where('nombre_key', 'in', [fold('Open311'), fold('API')])
    .orderBy('nombre_key', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The folio of a case filed through GeoReport, by the token its filing answered (the folio itself). */
export async function findFiledFolio(db: Db, clienteId: string, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('cases as c')
    .innerJoin('open311_requests as o', 'o.case_id', 'c.id')
    .select('c.folio')
    .where('c.cliente_id', '=', clienteId)
    .where('c.kind', '=', 'reporte')
    .where('c.folio', '=', token)
    .executeTakeFirst();
  return row?.folio;
}

/** What a GeoReport filing carries that a case has no column for. */
export async function insertRequest(db: Db, row: Open311RequestsTable): Promise<void> {
  await db.insertInto('open311_requests').values(row).execute();
}
