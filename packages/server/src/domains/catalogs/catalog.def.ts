import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CatalogName, CatalogQuery } from '@sig/shared/contract';
import type { CatalogBaseRow, CatalogTableName } from '../../db/schema.catalogs';

/**
 * The generic catalogue code reaches every catalogue table by name, which Kysely's table typing cannot
 * follow; it only touches the columns of CatalogBaseRow itself and leaves the rest to each definition.
 */
export type AnyDb = Kysely<any>;

/** One write: inside the transaction that holds the cliente's catalogue lock. */
export interface WriteCtx {
  db: AnyDb;
  clienteId: string;
  actorId: string | null;
  now: string;
}

/** The fields every catalogue body may carry; the generic code handles these two itself. */
export interface BaseBody {
  nombre?: string;
  activo?: boolean;
}

/** What makes one catalogue: its table, its contract schemas and the mapping between the two. */
export interface CatalogDef<Row extends CatalogBaseRow, Item, Body extends BaseBody, Query extends CatalogQuery> {
  name: CatalogName;
  table: CatalogTableName;
  schemas: {
    item: z.ZodType<Item>;
    create: z.ZodType<Body & { nombre: string }>;
    update: z.ZodType<Body>;
    query: z.ZodType<Query>;
  };
  /** The values of a new row's own columns that its create body leaves out. */
  defaults: Omit<Row, keyof CatalogBaseRow>;
  /** The own columns a body sets; a field left out of the body is left undefined (unchanged). */
  columns(body: Body): { [K in Exclude<keyof Row, keyof CatalogBaseRow>]?: Row[K] | undefined };
  toItem(row: Row): Item;
  /** Lists sort by name, or by `orden` then name (estatus). */
  sortByOrden?: boolean;
  /** A column under which names must be unique instead of the whole cliente (módulos: dependencia_id). */
  nameScope?: Exclude<keyof Row, keyof CatalogBaseRow> & string;
  /** The catalogue's own list filters: a query parameter (e.g. dependenciaId) that, when given, a column must equal. */
  filterBy?: { [K in Exclude<keyof Query, keyof CatalogQuery>]?: Exclude<keyof Row, keyof CatalogBaseRow> & string };
  /** Checks (and may complete) the row about to be written: references of the cliente, estatus rules. */
  beforeWrite?(ctx: WriteCtx, next: Row, before: Row | undefined): Promise<void>;
  beforeDelete?(ctx: WriteCtx, row: Row): Promise<void>;
}

export type AnyCatalogDef = CatalogDef<any, any, any, any>;

/** Infers a definition's types from its schemas and row type. */
export const defineCatalog = <Row extends CatalogBaseRow, Item, Body extends BaseBody, Query extends CatalogQuery>(
  def: CatalogDef<Row, Item, Body, Query>,
): CatalogDef<Row, Item, Body, Query> => def;
