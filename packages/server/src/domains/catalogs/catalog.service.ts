import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CatalogDeleteResponse } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { CatalogBaseRow } from '../../db/schema.catalogs';
import { iso, type Clock } from '../../lib/clock';
import { int } from '../../lib/json';
import { fold } from '../../lib/searchText';
import type { AnyCatalogDef, BaseBody, CatalogDef, WriteCtx } from './catalog.def';
import { assertFreeName, deleteRow, insertRow, lockCatalogs, requireRow, writeRow } from './catalog.repository';
import { recordCatalogChange } from './history';
import { isInUse } from './inUse';
import type { Session } from '../../core';

/*
 * Create, update and delete of any catalogue, each inside the caller's transaction (with the cliente's
 * catalogue lock held) and each recorded in the catalogue history in that same transaction.
 */

type Row = CatalogBaseRow & Record<string, unknown>;

/** Runs a catalogue write as the session's user, in a transaction that holds the cliente's catalogue lock. */
export function writeCatalogs<T>(db: Kysely<Database>, clock: Clock, session: Session, change: (ctx: WriteCtx) => Promise<T>): Promise<T> {
  const { clienteId, user } = session;
  return db.transaction().execute(async (trx) => {
    await lockCatalogs(trx, clienteId);
    return change({ db: trx, clienteId, actorId: user.id, now: iso(clock()) });
  });
}

const definedOnly = (o: object): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const scopeChanged = (def: AnyCatalogDef, next: Row, before: Row): boolean =>
  next.nombre_key !== before.nombre_key || (def.nameScope !== undefined && next[def.nameScope] !== before[def.nameScope]);

/** Any definition, typed by what callers see of it: its body in, its item out. */
type DefOf<Item, Body extends BaseBody> = CatalogDef<any, Item, Body, any>;

export async function createRow<Item, Body extends BaseBody>(ctx: WriteCtx, def: DefOf<Item, Body>, body: Body & { nombre: string }): Promise<Item> {
  const row: Row = {
    ...def.defaults,
    ...definedOnly(def.columns(body)),
    id: randomUUID(),
    cliente_id: ctx.clienteId,
    nombre: body.nombre,
    nombre_key: fold(body.nombre),
    activo: int(body.activo ?? true),
    created_at: ctx.now,
    updated_at: ctx.now,
  };
  await def.beforeWrite?.(ctx, row, undefined);
  await assertFreeName(ctx.db, def, row);
  await insertRow(ctx.db, def.table, row);
  const item = def.toItem(row);
  await recordCatalogChange(ctx, def.name, row.id, 'create', undefined, item);
  return item;
}

export async function updateRow<Item, Body extends BaseBody>(ctx: WriteCtx, def: DefOf<Item, Body>, id: string, body: Body): Promise<Item> {
  const before = await requireRow<Row>(ctx.db, def.table, ctx.clienteId, id);
  const next: Row = {
    ...before,
    ...definedOnly(def.columns(body)),
    ...(body.nombre !== undefined && { nombre: body.nombre, nombre_key: fold(body.nombre) }),
    ...(body.activo !== undefined && { activo: int(body.activo) }),
    updated_at: ctx.now,
  };
  await def.beforeWrite?.(ctx, next, before);
  if (scopeChanged(def, next, before)) await assertFreeName(ctx.db, def, next);
  await writeRow(ctx.db, def.table, next);
  const item = def.toItem(next);
  await recordCatalogChange(ctx, def.name, id, 'update', def.toItem(before), item);
  return item;
}

/** An unused row is deleted; a row another row names is deactivated instead. */
export async function removeRow(ctx: WriteCtx, def: AnyCatalogDef, id: string): Promise<CatalogDeleteResponse> {
  const row = await requireRow<Row>(ctx.db, def.table, ctx.clienteId, id);
  await def.beforeDelete?.(ctx, row);
  const before = def.toItem(row);
  if (await isInUse(ctx.db, def.name, ctx.clienteId, id)) {
    const next: Row = { ...row, activo: 0, updated_at: ctx.now };
    await writeRow(ctx.db, def.table, next);
    await recordCatalogChange(ctx, def.name, id, 'deactivate', before, def.toItem(next));
    return { deleted: false, deactivated: true };
  }
  await deleteRow(ctx.db, def.table, ctx.clienteId, id);
  await recordCatalogChange(ctx, def.name, id, 'delete', before, undefined);
  return { deleted: true };
}
