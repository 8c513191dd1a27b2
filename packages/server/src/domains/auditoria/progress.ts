import type { AuditProgress } from '@sig/shared/contract';

/** A work list's progress from its counts (as the SQL gives them: numbers or numeric strings). */
export function progressOf(row: { total: number | string; hechas: number | string; fallidas: number | string }): AuditProgress {
  const total = Number(row.total);
  const hechas = Number(row.hechas);
  const fallidas = Number(row.fallidas);
  return { total, hechas, fallidas, pendientes: total - hechas - fallidas };
}
