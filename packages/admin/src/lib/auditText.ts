import { isAuditAction, isKnownAuditEntry, type AuditBroadcast, type AuditEntry, type AuditPersona } from '@sig/shared';
import type { Translate } from '@sig/shared/staff-ui';

import { auditChanges, compactValue } from './auditDiff';

export interface AuditLine {
  field: string;
  /** Absent where the entry only sets (or only removed) a value: one value is shown. */
  before?: string;
  after: string;
}

export interface AuditText {
  summary: string;
  lines: AuditLine[];
  /** Why an entry shows no detail (a stored row the server could not read). */
  note?: string;
}

/** How one kind of value reads: empty as "(empty)", yes/no, a status or product translated, lists joined. */
function words(t: Translate) {
  const empty = t('audit.empty');
  const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  const text = (v: unknown): string => {
    if (isEmpty(v)) return empty;
    if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
    return compactValue(v);
  };
  return {
    text,
    status: (v: string) => t(`status.${v}`),
    products: (v: unknown) => (Array.isArray(v) && v.length ? v.map((p) => t(`product.${String(p)}`, { defaultValue: String(p) })).join(', ') : empty),
    sexo: (v: unknown) => (typeof v === 'string' ? t(`sexo.${v}`) : empty),
    named: (v: unknown) => (v && typeof v === 'object' && 'nombre' in v ? String(v.nombre) : empty),
  };
}

type Words = ReturnType<typeof words>;

/** The fields that differ between two pictures of an entity (every field of a creation or a removal). */
function diff(before: unknown, after: unknown, t: Translate, read: (field: string, v: unknown) => string, nested: 'dotted' | 'whole' = 'dotted'): AuditLine[] {
  return auditChanges(before, after, nested).map((c) => {
    const field = t(`field.${c.field}`, { defaultValue: c.field });
    if (c.before !== undefined && c.after !== undefined) return { field, before: read(c.field, c.before), after: read(c.field, c.after) };
    return { field, after: read(c.field, c.after ?? c.before) };
  });
}

/** A user's picture: the status translated. */
const userValue = (w: Words) => (field: string, v: unknown) => (field === 'status' && typeof v === 'string' ? w.status(v) : w.text(v));
/** The cliente's settings: products by their names. */
const clienteValue = (w: Words) => (field: string, v: unknown) => (field === 'products' ? w.products(v) : w.text(v));
/** A habitante's record: the colonia by its name, the sex in words, the place as latitude, longitude. */
const personaValue = (w: Words) => (field: keyof AuditPersona | string, v: unknown) => {
  if (field === 'colonia') return w.named(v);
  if (field === 'sexo') return w.sexo(v);
  if (field === 'ubicacion' && v && typeof v === 'object' && 'lat' in v && 'lng' in v) return `${Number(v.lat).toFixed(5)}, ${Number(v.lng).toFixed(5)}`;
  return w.text(v);
};

/** A registry filter as sent (`coloniaId: col-1, edadMin: 60`), or a word for "none". */
const filters = (f: Record<string, unknown>, t: Translate): string => {
  const set = Object.entries(f).filter(([, v]) => v !== undefined && v !== '');
  return set.length ? set.map(([k, v]) => `${k}: ${compactValue(v)}`).join(', ') : t('audit.sinFiltros');
};

function broadcastLines(b: AuditBroadcast, t: Translate): AuditLine[] {
  switch (b.event) {
    case 'reload':
      return [{ field: t('live.seconds'), after: String(b.delayMs / 1000) }];
    case 'audio-alert':
      return [{ field: t('live.message'), after: b.msg }];
  }
}

/**
 * One audit entry in words: what happened, and what it changed as before → after. Each action reads its own
 * payload (the contract's KnownAuditEntry); an action from a newer server, or a row the server could not read,
 * is a neutral line.
 */
export function describeAuditEntry(entry: AuditEntry, t: Translate): AuditText {
  if (!isKnownAuditEntry(entry)) {
    // a known action whose stored detail was unreadable still says what it was
    if (isAuditAction(entry.action)) return { summary: t(`action.${entry.action}`), lines: [], note: t('audit.unreadable') };
    return { summary: t('audit.other'), lines: [] };
  }
  const w = words(t);
  const summary = t(`action.${entry.action}`);
  const key = (k: { nombre: string; sufijo: string }): AuditLine[] => [
    { field: t('field.nombre'), after: k.nombre },
    { field: t('field.open311Key'), after: `…${k.sufijo}` },
  ];

  switch (entry.action) {
    case 'user.invite':
    case 'user.update':
      return { summary, lines: diff(entry.before, entry.after, t, userValue(w)) };
    case 'user.disable':
    case 'user.enable':
      return { summary, lines: [{ field: t('field.status'), before: w.status(entry.before.status), after: w.status(entry.after.status) }] };
    case 'user.resend_activation':
    case 'user.send_recovery':
    case 'habitante.view':
      return { summary, lines: [] };
    case 'membership.accept':
    case 'membership.decline':
      return { summary, lines: [{ field: t('field.roles'), after: w.text(entry.after.roles) }] };
    case 'role.create':
    case 'role.update':
    case 'role.delete':
      return { summary, lines: diff(entry.before, entry.after, t, (_f, v) => w.text(v)) };
    case 'cliente.update':
      return { summary, lines: diff(entry.before, entry.after, t, clienteValue(w)) };
    case 'cliente.logo':
      return { summary, lines: [{ field: t('field.logo'), before: w.text(entry.before.logo), after: w.text(entry.after.logo) }] };
    case 'cliente.switch':
      return { summary, lines: [{ field: t('field.clienteId'), after: entry.before.clienteId }] };
    case 'cliente.broadcast':
      return { summary, lines: broadcastLines(entry.after, t) };
    case 'open311.key_create':
      return { summary, lines: key(entry.after) };
    case 'open311.key_revoke':
      return { summary, lines: key(entry.before) };
    case 'habitante.create':
    case 'habitante.update':
      return { summary, lines: diff(entry.before, entry.after, t, personaValue(w), 'whole') };
    case 'midb.export':
      return { summary, lines: [{ field: t('field.filas'), after: String(entry.after.filas) }, { field: t('field.filtros'), after: filters(entry.after.filtros, t) }] };
    case 'midb.consulta':
      return {
        summary,
        lines: [
          { field: t('field.vista'), after: t(`vista.${entry.after.vista}`) },
          { field: t('field.filas'), after: String(entry.after.filas) },
          { field: t('field.filtros'), after: filters(entry.after.filtros, t) },
        ],
      };
    case 'midb.import_report':
      return { summary, lines: [{ field: t('field.archivo'), after: entry.after.archivo }, { field: t('field.filas'), after: String(entry.after.filas) }] };
    case 'programa.create':
    case 'programa.update':
      return { summary, lines: diff(entry.before, entry.after, t, (_f, v) => w.text(v)) };
    case 'programa.enrol':
      return {
        summary,
        lines: [
          { field: t('field.inscritos'), after: String(entry.after.inscritos) },
          { field: t('field.yaInscritos'), after: String(entry.after.yaInscritos) },
          ...(entry.after.filtro ? [{ field: t('field.filtros'), after: filters(entry.after.filtro, t) }] : []),
        ],
      };
    case 'programa.unenrol':
      return { summary, lines: [{ field: t('field.persona'), after: entry.after.nombreCompleto }, { field: t('field.motivo'), after: entry.after.motivo }] };
    case 'programa.roll_export':
      return { summary, lines: [{ field: t('field.filas'), after: String(entry.after.filas) }] };
  }
}
