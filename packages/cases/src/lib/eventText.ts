import { PRIORIDADES, type CaseEvent } from '@sig/shared';

import { formatDateTime } from './dates';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EventChange {
  field: string;
  /** Absent where the event only sets a value (creation). */
  before?: string;
  after: string;
}

export interface EventText {
  summary: string;
  changes: EventChange[];
}

// Fields of antes/despues that say what the event was about rather than a changed value.
const META = new Set(['nota', 'publica', 'archivo', 'archivoIds', 'derivada', 'via']);
const KNOWN_FIELDS = new Set(['folio', 'estatus', 'dependencia', 'modulo', 'asignado', 'prioridad', 'tipo', 'colonia', 'zona', 'origen', 'ubicacion', 'direccion', 'descripcion']);
/** Instants in the history (a correction's recomputed due date), shown as a date and time. */
const INSTANTS: Record<string, string> = { dueAt: 'field.vence' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value of the history in words: a ref by its name, a user by theirs, a prioridad translated. */
export function valueText(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('value.none');
  if (typeof value === 'string') return (PRIORIDADES as readonly string[]).includes(value) ? t(`prioridad.${value}`) : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (isRecord(value)) {
    if (typeof value.nombre === 'string') return value.nombre;
    if (typeof value.displayName === 'string') return value.displayName;
    if (typeof value.lat === 'number' && typeof value.lng === 'number') return `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}`;
  }
  return t('value.other');
}

const fieldLabel = (field: string, t: Translate) => (KNOWN_FIELDS.has(field) ? t(`field.${field}`) : INSTANTS[field] ? t(INSTANTS[field]) : field);
const fieldValue = (field: string, value: unknown, t: Translate) => (INSTANTS[field] && typeof value === 'string' ? formatDateTime(value) : valueText(value, t));

function fileName(after: Record<string, unknown> | null): string | null {
  if (!after) return null;
  if (typeof after.nombre === 'string') return after.nombre;
  if (isRecord(after.archivo) && typeof after.archivo.nombre === 'string') return after.archivo.nombre;
  return null;
}

/** One history event in words: what happened, and each changed field as before → after. */
export function describeEvent(event: CaseEvent, t: Translate): EventText {
  const before = event.antes ?? {};
  const after = event.despues ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !META.has(f));

  switch (event.tipo) {
    case 'creado':
      return { summary: t('event.creado'), changes: Object.keys(after).filter((f) => !META.has(f)).map((f) => ({ field: fieldLabel(f, t), after: valueText(after[f], t) })) };
    case 'nota': {
      // { nota: { id, publica, archivos } }; the note's text is the event's comentario
      const publica = isRecord(after.nota) ? after.nota.publica === true : after.publica === true;
      return { summary: t(publica ? 'event.nota.publica' : 'event.nota.interna'), changes: [] };
    }
    case 'archivo': {
      const name = fileName(event.despues);
      return { summary: name ? t('event.archivo.named', { name }) : t('event.archivo'), changes: [] };
    }
    default: {
      // a colonia that followed the location, rather than one staff chose
      const summary = event.tipo === 'colonia' && after.derivada === true ? t('event.colonia.derivada') : t(`event.${event.tipo}`);
      const changes: EventChange[] = fields.map((f) => ({ field: fieldLabel(f, t), before: fieldValue(f, before[f], t), after: fieldValue(f, after[f], t) }));
      // answered and closed in one step: the estatus it passed through on the way
      if (Array.isArray(after.via) && after.via.length > 0) changes.push({ field: t('field.via'), after: after.via.map((v) => valueText(v, t)).join(', ') });
      return { summary, changes };
    }
  }
}
