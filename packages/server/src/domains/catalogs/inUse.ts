import type { CatalogName } from '@sig/shared/contract';
import type { AnyDb } from './catalog.def';
import { isReferenced, isTransitionTarget } from './catalog.repository';

/** Whether a row of the cliente names the catalogue row `id`. */
export type ReferenceCheck = (db: AnyDb, clienteId: string, id: string) => Promise<boolean>;

/** `table.column` of the same cliente holds the id (the table must have `id` and `cliente_id`). */
export const referencedBy =
  (table: string, column: string): ReferenceCheck =>
  (db, clienteId, id) =>
    isReferenced(db, table, column, clienteId, id);

/** Another estatus of the same table may move to this one. */
const inTransitionsOf =
  (table: string): ReferenceCheck =>
  (db, clienteId, id) =>
    isTransitionTarget(db, table, clienteId, id);

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
