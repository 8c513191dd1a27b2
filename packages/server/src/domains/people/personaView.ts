import type { CiudadanoCaso, CiudadanoDatos, Persona, PersonaListItem } from '@sig/shared/contract';
import { bool } from '../../lib/json';
import type { HabitanteRow, SearchRow } from './people.repository';
import { type CaseRow, isOverdue, tipoAndEstatus } from '../cases';

/* Rows as the contract shows them. */

export const nombreCompleto = (r: { nombre: string; apellidos: string }): string => `${r.nombre} ${r.apellidos}`.trim();

export function toPersona(r: HabitanteRow): Persona {
  return {
    id: r.id,
    curp: r.curp,
    sinCurpMotivo: r.sin_curp_motivo,
    nombre: r.nombre,
    apellidos: r.apellidos,
    nombreCompleto: nombreCompleto(r),
    fechaNacimiento: r.fecha_nacimiento,
    sexo: r.sexo,
    telefono: r.telefono,
    email: r.email,
    direccion: r.direccion,
    colonia: r.colonia_id === null ? null : { id: r.colonia_id, nombre: r.colonia_nombre ?? '' },
    ubicacion: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
    consentimiento: bool(r.consentimiento),
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toDatos(r: HabitanteRow): CiudadanoDatos {
  const p = toPersona(r);
  return { curp: p.curp, fechaNacimiento: p.fechaNacimiento, sexo: p.sexo, telefono: p.telefono, email: p.email, direccion: p.direccion, colonia: p.colonia, consentimiento: p.consentimiento };
}

export const toListItem = (r: SearchRow): PersonaListItem => ({
  id: r.id,
  nombreCompleto: nombreCompleto(r),
  curp: r.curp,
  colonia: r.colonia_nombre,
  createdAt: r.created_at,
});

export const toCiudadanoCaso = (r: CaseRow, now: string): CiudadanoCaso => ({
  id: r.id,
  folio: r.folio,
  ...tipoAndEstatus(r),
  createdAt: r.created_at,
  closedAt: r.closed_at,
  vencido: isOverdue(r, now),
});
