import { REFERENCES, referencedBy } from '../catalogs';

/**
 * A catalogue row a case names is "in use": deleting it only deactivates it, so no case is left pointing
 * at nothing (tipo and estatus have no foreign key, see migration0005Cases.ts). Registered once per
 * process, however many apps it builds.
 */
const CASE_COLUMNS: [keyof typeof REFERENCES, string][] = [
  ['tiposreporte', 'tipo_id'],
  ['tipossolicitud', 'tipo_id'],
  ['estatusreporte', 'estatus_id'],
  ['estatussolicitud', 'estatus_id'],
  ['dependencias', 'dependencia_id'],
  ['modulos', 'modulo_id'],
  ['colonias', 'colonia_id'],
  ['zonas', 'zona_id'],
  ['origenes', 'origen_id'],
];

let registered = false;

export function registerCaseReferences(): void {
  if (registered) return;
  registered = true;
  for (const [catalog, column] of CASE_COLUMNS) REFERENCES[catalog].push(referencedBy('cases', column));
}
