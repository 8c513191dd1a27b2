import { isKnownCaseEvent, type CaseEvent, type LatLng, type Prioridad } from '@sig/shared';

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

/** How one kind of value reads: a ref by its name, a user by theirs, a prioridad translated, an instant as date and time. */
const words = (t: Translate) => {
  const none = t('value.none');
  return {
    text: (v: string) => v || none,
    named: (v: { nombre: string } | null | undefined) => (v ? v.nombre : none),
    user: (v: { displayName: string } | null | undefined) => (v ? v.displayName : none),
    prioridad: (v: Prioridad) => t(`prioridad.${v}`),
    point: (v: LatLng | null) => (v ? `${v.lat.toFixed(5)}, ${v.lng.toFixed(5)}` : none),
    instant: (v: string) => formatDateTime(v),
  };
};

/**
 * One history event in words: what happened, and each changed field as before → after. Each kind reads its own
 * payload (the contract's KnownCaseEvent); a kind from a newer server reads as a neutral line.
 */
export function describeEvent(event: CaseEvent, t: Translate): EventText {
  if (!isKnownCaseEvent(event)) return { summary: t('event.otro'), changes: [] };
  const w = words(t);
  const label = (field: string) => t(`field.${field}`);
  const pair = <T,>(field: string, before: T, after: T, text: (v: T) => string): EventChange => ({ field: label(field), before: text(before), after: text(after) });
  const summary = t(`event.${event.tipo}`);

  switch (event.tipo) {
    case 'creado': {
      const d = event.despues;
      const set = (field: string, value: string): EventChange => ({ field: label(field), after: value });
      return { summary, changes: [set('folio', w.text(d.folio)), set('tipo', w.named(d.tipo)), set('estatus', w.named(d.estatus)), set('prioridad', w.prioridad(d.prioridad)), set('dependencia', w.named(d.dependencia))] };
    }
    case 'estatus': {
      const changes = [pair('estatus', event.antes.estatus, event.despues.estatus, w.named)];
      // answered and closed in one step: the estatus it passed through on the way
      const via = event.despues.via ?? [];
      if (via.length > 0) changes.push({ field: t('field.via'), after: via.map(w.named).join(', ') });
      return { summary, changes };
    }
    case 'reabierto':
      return { summary, changes: [pair('estatus', event.antes.estatus, event.despues.estatus, w.named)] };
    case 'asignacion': {
      // only what changed is in the event
      const { antes, despues } = event;
      const changes: EventChange[] = [];
      if ('dependencia' in antes || 'dependencia' in despues) changes.push(pair('dependencia', antes.dependencia, despues.dependencia, w.named));
      if ('modulo' in antes || 'modulo' in despues) changes.push(pair('modulo', antes.modulo, despues.modulo, w.named));
      if ('asignado' in antes || 'asignado' in despues) changes.push(pair('asignado', antes.asignado, despues.asignado, w.user));
      return { summary, changes };
    }
    case 'prioridad':
      return { summary, changes: [pair('prioridad', event.antes.prioridad, event.despues.prioridad, w.prioridad)] };
    case 'nota':
      // the note's text is the event's comentario
      return { summary: t(event.despues.nota.publica ? 'event.nota.publica' : 'event.nota.interna'), changes: [] };
    case 'archivo': {
      const name = event.despues.archivo.nombre;
      return { summary: name ? t('event.archivo.named', { name }) : t('event.archivo'), changes: [] };
    }
    case 'tipo':
      return {
        summary,
        changes: [pair('tipo', event.antes.tipo, event.despues.tipo, w.named), { field: t('field.vence'), before: w.instant(event.antes.dueAt), after: w.instant(event.despues.dueAt) }],
      };
    case 'descripcion':
      return { summary, changes: [pair('descripcion', event.antes.descripcion, event.despues.descripcion, w.text)] };
    case 'direccion':
      return { summary, changes: [pair('direccion', event.antes.direccion, event.despues.direccion, w.text)] };
    case 'ubicacion':
      return { summary, changes: [pair('ubicacion', event.antes.ubicacion, event.despues.ubicacion, w.point)] };
    case 'apoyo': {
      const d = event.despues;
      const from = d.desde === 'duplicado' && d.duplicado ? t('event.apoyo.duplicado', { folio: d.duplicado.folio }) : t(`event.apoyo.${d.desde}`);
      return { summary: from, changes: [{ field: label('apoyos'), after: String(d.apoyos) }] };
    }
    case 'duplicado':
      return { summary: t('event.duplicado', { folio: event.despues.original.folio }), changes: [pair('estatus', event.antes.estatus, event.despues.estatus, w.named)] };
    case 'auditoria': {
      const a = event.despues.auditoria;
      const key = a.estado === 'conflicto' ? 'event.auditoria.conflicto' : `event.auditoria.${a.veredicto}`;
      return { summary: t(key), changes: a.distanciaM === null ? [] : [{ field: label('distancia'), after: `${Math.round(a.distanciaM)} m` }] };
    }
    case 'auditoria_item': {
      const d = event.despues;
      const summary = t(`event.auditoria_item.${d.estado}`, { lista: d.lista.nombre });
      return { summary, changes: d.motivo ? [{ field: label('motivoAuditoria'), after: t(`auditFail.${d.motivo}`) }] : [] };
    }
    case 'colonia':
      // a colonia that followed the location, rather than one staff chose
      return {
        summary: event.despues.derivada ? t('event.colonia.derivada') : summary,
        changes: [pair('colonia', event.antes.colonia, event.despues.colonia, w.named), pair('zona', event.antes.zona, event.despues.zona, w.named)],
      };
  }
}
