import { randomInt } from 'node:crypto';
import {
  EV_CODIGO_ALFABETO,
  EV_CODIGO_LENGTH,
  type EvCierre,
  type EvCuentas,
  type EvEvento,
  type EvHistoria,
  type EvPublicEvento,
  type EvRegistro,
} from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { EvEventosTable } from '../../db/schema.eventos';
import { bool, parseJson } from '../../lib/json';
import type { CuentaFila, HistoriaRow, RegistroRow } from './eventos.repository';

/* How the rows of Eventos read in the contract's shapes, and the small rules of reading them (open or not, codes). */

/** A typed code: EV_CODIGO_LENGTH characters of the unambiguous alphabet, from the system's CSPRNG. */
export function newCodigo(): string {
  let out = '';
  for (let i = 0; i < EV_CODIGO_LENGTH; i++) out += EV_CODIGO_ALFABETO[randomInt(EV_CODIGO_ALFABETO.length)];
  return out;
}

const ms = (isoText: string): number => Date.parse(isoText);

/** When registration closes by itself: its own close, else the start. */
export const cierreRegistro = (e: EvEventosTable): string => e.registro_hasta ?? e.inicio;

/** Why registration is not open at `now` (null when it is). `lleno` only when there is no waiting list. */
export function cierreDe(e: EvEventosTable, now: Date): EvCierre | null {
  const t = now.getTime();
  if (e.estado === 'cancelado') return 'cancelado';
  if (ms(e.fin) <= t) return 'terminado';
  if (e.estado !== 'publicado') return 'no_iniciado';
  if (e.registro_desde && ms(e.registro_desde) > t) return 'no_iniciado';
  if (ms(cierreRegistro(e)) <= t) return 'cerrado';
  if (e.ocupados >= e.capacidad && !bool(e.lista_espera)) return 'lleno';
  return null;
}

export const emptyCuentas = (): EvCuentas => ({ confirmados: 0, enEspera: 0, asistieron: 0, noAsistieron: 0, cancelados: 0 });

/** The counts of each event from the grouped rows; no-shows count once the event has ended. */
export function cuentasPorEvento(eventos: EvEventosTable[], filas: CuentaFila[], now: Date): Map<string, EvCuentas> {
  const out = new Map(eventos.map((e) => [e.id, emptyCuentas()]));
  for (const f of filas) {
    const c = out.get(f.evento_id);
    if (!c) continue;
    if (f.estado === 'confirmado') {
      c.confirmados += f.n;
      c.asistieron += f.dentro;
    } else if (f.estado === 'espera') c.enEspera += f.n;
    else if (f.estado === 'cancelado') c.cancelados += f.n;
  }
  for (const e of eventos) {
    const c = out.get(e.id)!;
    if (ms(e.fin) <= now.getTime()) c.noAsistieron = c.confirmados - c.asistieron;
  }
  return out;
}

export function eventoView(e: EvEventosTable, cuentas: EvCuentas): EvEvento {
  return {
    id: e.id,
    titulo: e.titulo,
    descripcion: e.descripcion,
    lugar: e.lugar,
    ubicacion: e.lat !== null && e.lng !== null ? { lat: e.lat, lng: e.lng } : null,
    inicio: e.inicio,
    fin: e.fin,
    capacidad: e.capacidad,
    registroDesde: e.registro_desde,
    registroHasta: e.registro_hasta,
    soloPadron: bool(e.solo_padron),
    listaEspera: bool(e.lista_espera),
    estado: e.estado,
    cuentas,
    createdAt: e.created_at,
    updatedAt: e.updated_at,
    version: e.version,
  };
}

/** What anyone may know of the event: no personal data. */
export function publicEventoView(e: EvEventosTable, cliente: Pick<ClienteRow, 'slug' | 'nombre'>, enEspera: number, now: Date): EvPublicEvento {
  const cierre = cierreDe(e, now);
  return {
    id: e.id,
    cliente: { slug: cliente.slug, nombre: cliente.nombre },
    titulo: e.titulo,
    descripcion: e.descripcion,
    lugar: e.lugar,
    ubicacion: e.lat !== null && e.lng !== null ? { lat: e.lat, lng: e.lng } : null,
    inicio: e.inicio,
    fin: e.fin,
    capacidad: e.capacidad,
    lugaresLibres: Math.max(0, e.capacidad - e.ocupados),
    registroDesde: e.registro_desde,
    registroHasta: e.registro_hasta,
    registroAbierto: cierre === null,
    cierre,
    listaEspera: bool(e.lista_espera),
    enEspera,
    requiereCurp: bool(e.solo_padron),
    cancelado: e.estado === 'cancelado',
  };
}

export function registroView(r: RegistroRow, posicionEspera: number | null): EvRegistro {
  return {
    id: r.id,
    codigo: r.codigo,
    nombre: r.nombre,
    email: r.email,
    habitanteId: r.habitante_id,
    origen: r.origen,
    estado: r.estado,
    posicionEspera: r.estado === 'espera' ? posicionEspera : null,
    checkin:
      r.checkin_en && r.estado === 'confirmado'
        ? { en: r.checkin_en, puerta: r.checkin_puerta ?? '', por: r.checkin_por ? { id: r.checkin_por, displayName: r.checkin_por_nombre ?? '' } : null }
        : null,
    motivoCancelacion: r.motivo_cancelacion,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function historiaView(h: HistoriaRow): EvHistoria {
  return {
    id: h.id,
    tipo: h.tipo,
    registroId: h.registro_id,
    autor: h.autor_id ? { id: h.autor_id, displayName: h.autor_nombre ?? '' } : null,
    antes: h.antes ? parseJson<Record<string, unknown>>(h.antes, {}) : null,
    despues: h.despues ? parseJson<Record<string, unknown>>(h.despues, {}) : null,
    at: h.created_at,
  };
}
