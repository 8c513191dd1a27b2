import { sql } from 'kysely';
import type { CatalogName } from '@sig/shared/contract';
import type { AnyDb } from './catalog.def';
import { containsPattern } from '../../core';

/** Whether a row of the cliente names the catalogue row `id`. */
export type ReferenceCheck = (db: AnyDb, clienteId: string, id: string) => Promise<boolean>;

/** `table.column` of the same cliente holds the id (the table must have `id` and `cliente_id`). */
export const referencedBy =
  (table: string, column: string): ReferenceCheck =>
  async (db, clienteId, id) =>
    (await db.selectFrom(table).select('id').where('cliente_id', '=', clienteId).where(column, '=', id).limit(1).executeTakeFirst()) !== undefined;

/** Another estatus of the same table may move to this one. */
const inTransitionsOf =
  (table: string): ReferenceCheck =>
  async (db, clienteId, id) =>
    (await db
      .selectFrom(table)
      .select('id')
      .where('cliente_id', '=', clienteId)
      .where('id', '!=', id)
      .where(sql<boolean>`transiciones like ${containsPattern(JSON.stringify(id))} escape '\\'`)
      .limit(1)
      .executeTakeFirst()) !== undefined;

/**
 * What makes a catalogue row "in use": deleting it then only deactivates it, so nothing that names it is
 * left dangling. Add the references of new tables here, e.g. for reportes:
 * tiposreporte: referencedBy('reportes', 'tipo_id'), estatusreporte: referencedBy('reportes', 'estatus_id').
 */
export const REFERENCES: Record<CatalogName, ReferenceCheck[]> = {
  dependencias: [referencedBy('modulos', 'dependencia_id'), referencedBy('tipos_reporte', 'dependencia_id'), referencedBy('tipos_solicitud', 'dependencia_id')],
  modulos: [],
  tiposreporte: [],
  tipossolicitud: [],
  estatusreporte: [inTransitionsOf('estatus_reporte')],
  estatussolicitud: [inTransitionsOf('estatus_solicitud')],
  zonas: [referencedBy('colonias', 'zona_id')],
  colonias: [],
  origenes: [],
};

export async function isInUse(db: AnyDb, catalog: CatalogName, clienteId: string, id: string): Promise<boolean> {
  for (const check of REFERENCES[catalog]) if (await check(db, clienteId, id)) return true;
  return false;
}
