import { isKnownAuditEntry, type AuditEntry } from '@sig/shared';
import type { Translate } from '@sig/shared/staff-ui';

export interface HistoryLine {
  summary: string;
  details: string[];
}

const yesNo = (v: unknown, t: Translate) => (v === true ? t('common.yes') : v === false ? t('common.no') : String(v ?? ''));

/** One entry of a programme's history in the user's words; an action this build does not know is a neutral line. */
export function describeHistory(entry: AuditEntry, t: Translate): HistoryLine {
  if (!isKnownAuditEntry(entry)) return { summary: t('history.other', { action: entry.action }), details: [] };
  switch (entry.action) {
    case 'programa.create':
      return { summary: t('history.create'), details: [entry.after.nombre ?? ''].filter(Boolean) };
    case 'programa.update': {
      const before = (entry.before ?? {}) as Record<string, unknown>;
      const after = (entry.after ?? {}) as Record<string, unknown>;
      const fields = Object.keys(after).filter((k) => k in before || k in after);
      return {
        summary: t('history.update'),
        details: fields.map((f) =>
          f === 'activo'
            ? t('history.activo', { value: after[f] ? t('programa.activo') : t('programa.inactivo') })
            : t('history.changed', { field: t(f === 'nombre' ? 'field.nombrePrograma' : 'field.descripcion'), before: yesNo(before[f], t), after: yesNo(after[f], t) }),
        ),
      };
    }
    case 'programa.enrol':
      return {
        summary: entry.after.filtro ? t('history.enrolSearch') : t('history.enrol'),
        details: [t('history.enrolCounts', { inscritos: entry.after.inscritos, ya: entry.after.yaInscritos })],
      };
    case 'programa.unenrol':
      return { summary: t('history.unenrol', { nombre: entry.after.nombreCompleto }), details: [t('history.motivo', { motivo: entry.after.motivo })] };
    case 'programa.roll_export':
      return { summary: t('history.export'), details: [t('history.filas', { count: entry.after.filas })] };
    default:
      return { summary: t('history.other', { action: entry.action }), details: [] };
  }
}
