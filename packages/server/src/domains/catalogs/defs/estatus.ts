import { CatalogQuery, CreateEstatusBody, Estatus, UpdateEstatusBody, type CatalogName } from '@sig/shared/contract';
import type { CatalogTableName, EstatusTable } from '../../../db/schema.catalogs';
import { bool, parseJson } from '../../../lib/json';
import { defineCatalog, type WriteCtx } from '../catalog.def';
import { clearInitial, existingIds, findInitial } from '../catalog.repository';
import { catalogError } from '../catalogError';
import { baseItem, flag } from './common';

type EstatusTableName = Extract<CatalogTableName, 'estatus_reporte' | 'estatus_solicitud'>;

const transicionesOf = (r: EstatusTable): string[] => parseJson<string[]>(r.transiciones, []);

async function assertTransitions(ctx: WriteCtx, table: EstatusTableName, row: EstatusTable): Promise<void> {
  const ids = transicionesOf(row);
  if (ids.length === 0) return;
  const found = await existingIds(ctx.db, table, ctx.clienteId, ids);
  if (ids.includes(row.id) || found.length !== ids.length) throw catalogError(400, 'catalog.invalid_transition', 'transiciones');
}

/**
 * Exactly one initial estatus per catalogue: the first one created (while there is none) is it, marking another moves the mark
 * (cleared on the others before this row is written, under the partial unique index), and the current
 * one can be neither unmarked, deactivated nor deleted: another must take the mark first.
 */
async function keepOneInitial(ctx: WriteCtx, table: EstatusTableName, next: EstatusTable, before: EstatusTable | undefined): Promise<void> {
  if (!before && bool(next.activo)) {
    const initial = await findInitial(ctx.db, table, ctx.clienteId);
    if (!initial) next.inicial = 1;
  }
  if (bool(next.inicial) && bool(next.final)) throw catalogError(400, 'catalog.initial_final', 'final');
  if (before && bool(before.inicial) && !bool(next.inicial)) throw catalogError(409, 'catalog.initial_required', 'inicial');
  if (bool(next.inicial) && !bool(next.activo)) throw catalogError(409, 'catalog.initial_required', 'activo');
  if (bool(next.inicial) && !(before && bool(before.inicial))) {
    await clearInitial(ctx.db, table, ctx.clienteId, next.id);
  }
}

const estatus = (name: Extract<CatalogName, 'estatusreporte' | 'estatussolicitud'>, table: EstatusTableName) =>
  defineCatalog({
    name,
    table,
    schemas: { item: Estatus, create: CreateEstatusBody, update: UpdateEstatusBody, query: CatalogQuery },
    defaults: { color: '#9e9e9e', orden: 0, inicial: 0, final: 0, transiciones: '[]' },
    columns: (b) => ({
      color: b.color,
      orden: b.orden,
      inicial: flag(b.inicial),
      final: flag(b.final),
      transiciones: b.transiciones && JSON.stringify([...new Set(b.transiciones)]),
    }),
    toItem: (r: EstatusTable): Estatus => ({
      ...baseItem(r),
      color: r.color,
      orden: r.orden,
      inicial: bool(r.inicial),
      final: bool(r.final),
      transiciones: transicionesOf(r),
    }),
    sortByOrden: true,
    async beforeWrite(ctx, next, before) {
      await assertTransitions(ctx, table, next);
      await keepOneInitial(ctx, table, next, before);
    },
    async beforeDelete(_ctx, row) {
      if (bool(row.inicial)) throw catalogError(409, 'catalog.initial_required', 'inicial');
    },
  });

export const estatusReporte = estatus('estatusreporte', 'estatus_reporte');
export const estatusSolicitud = estatus('estatussolicitud', 'estatus_solicitud');
