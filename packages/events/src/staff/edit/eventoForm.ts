import type { EvEstado, EvEventoBody, EvEventoDetalle, LatLng } from '@sig/shared';

/** The form's values as the inputs hold them (datetime-local text in the browser's time zone). */
export interface EventoFormValues {
  titulo: string;
  descripcion: string;
  lugar: string;
  ubicacion: LatLng | null;
  inicio: string;
  fin: string;
  capacidad: string;
  registroDesde: string;
  registroHasta: string;
  soloPadron: boolean;
  listaEspera: boolean;
  estado: EvEstado;
}

export type EventoField = Exclude<keyof EventoFormValues, 'soloPadron' | 'listaEspera' | 'estado'>;
export const EVENTO_FIELDS: readonly string[] = ['titulo', 'descripcion', 'lugar', 'ubicacion', 'inicio', 'fin', 'capacidad', 'registroDesde', 'registroHasta', 'soloPadron', 'listaEspera', 'estado'];

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input's value, in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant; '' is null, and text no date reads is kept for the server to name. */
export function fromLocalInput(text: string): string | null {
  if (!text.trim()) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

export const EMPTY_EVENTO: EventoFormValues = {
  titulo: '',
  descripcion: '',
  lugar: '',
  ubicacion: null,
  inicio: '',
  fin: '',
  capacidad: '50',
  registroDesde: '',
  registroHasta: '',
  soloPadron: false,
  listaEspera: true,
  estado: 'borrador',
};

export const valuesOf = (e: EvEventoDetalle): EventoFormValues => ({
  titulo: e.titulo,
  descripcion: e.descripcion,
  lugar: e.lugar,
  ubicacion: e.ubicacion,
  inicio: toLocalInput(e.inicio),
  fin: toLocalInput(e.fin),
  capacidad: String(e.capacidad),
  registroDesde: toLocalInput(e.registroDesde),
  registroHasta: toLocalInput(e.registroHasta),
  soloPadron: e.soloPadron,
  listaEspera: e.listaEspera,
  estado: e.estado,
});

/** The form's own checks (the server checks again and has the last word); message keys by field. */
export function checkEvento(v: EventoFormValues): Partial<Record<EventoField, string>> {
  const errors: Partial<Record<EventoField, string>> = {};
  if (!v.titulo.trim()) errors.titulo = 'edit.required';
  if (!v.lugar.trim()) errors.lugar = 'edit.required';
  if (!v.inicio) errors.inicio = 'edit.required';
  if (!v.fin) errors.fin = 'edit.required';
  else if (v.inicio && Date.parse(v.fin) <= Date.parse(v.inicio)) errors.fin = 'edit.finAfter';
  const cap = Number(v.capacidad);
  if (!Number.isInteger(cap) || cap < 1) errors.capacidad = 'edit.capacidadInvalid';
  if (v.registroDesde && v.registroHasta && Date.parse(v.registroHasta) <= Date.parse(v.registroDesde)) errors.registroHasta = 'edit.hastaAfter';
  else if (v.registroHasta && v.fin && Date.parse(v.registroHasta) > Date.parse(v.fin)) errors.registroHasta = 'edit.hastaBeforeEnd';
  return errors;
}

export const bodyOf = (v: EventoFormValues): EvEventoBody => ({
  titulo: v.titulo.trim(),
  descripcion: v.descripcion.trim(),
  lugar: v.lugar.trim(),
  ubicacion: v.ubicacion,
  inicio: fromLocalInput(v.inicio) ?? '',
  fin: fromLocalInput(v.fin) ?? '',
  capacidad: Number(v.capacidad),
  registroDesde: fromLocalInput(v.registroDesde),
  registroHasta: fromLocalInput(v.registroHasta),
  soloPadron: v.soloPadron,
  listaEspera: v.listaEspera,
  estado: v.estado,
});
