import { useEnVivoQuery } from '../auditApi';

/**
 * The field auditors a list can be assigned to. The contract has no endpoint of its own for them: the live
 * view lists every field auditor of the cliente (with or without a position), and the supervisor reads it.
 */
export function useAuditorOptions(skip = false): { id: string; nombre: string }[] {
  const live = useEnVivoQuery(undefined, { skip });
  return (live.data?.auditores ?? []).map((a) => ({ id: a.auditor.id, nombre: a.auditor.displayName }));
}
