// Test data for the delivery page's tests: answers shaped by the Logística contract (the fake server checks them).
import { createHash } from 'node:crypto';

import type { LogEntregaDetalle, LogMisEntregasResponse, LogPrueba } from '@sig/shared/contract';
import { logCodigoHashInput } from '@sig/shared/staff-ui';

export const ID = 'ent-1';
export const FOLIO = 'L-2026-000123';
export const CODIGO = '482913';

const base = `/api/1.0/logistica/entregas/${ID}`;
export const API = {
  entrega: base,
  estatus: `${base}/estatus`,
  prueba: `${base}/prueba`,
  fallida: `${base}/fallida`,
  codigo: `${base}/codigo`,
  acta: `${base}/acta.pdf`,
  archivos: '/api/1.0/logistica/archivos',
  archivo: (sha: string) => `/api/1.0/logistica/archivos/${sha}`,
  misEntregas: '/api/1.0/logistica/mis-entregas',
};

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

export function entrega(over: Partial<LogEntregaDetalle> = {}): LogEntregaDetalle {
  return {
    id: ID,
    folio: FOLIO,
    programa: { id: 'prog-1', nombre: 'Despensa Bienestar' },
    articulo: 'Despensa básica',
    periodo: '2026-11',
    habitante: { id: 'hab-1', nombreCompleto: 'María López Pérez', curp: null, direccion: 'Calle Hidalgo 12', colonia: { id: 'col-1', nombre: 'Centro' }, telefono: '771 123 4567' },
    zona: { id: 'z-1', nombre: 'Zona Centro' },
    ubicacion: { lat: 20.05, lng: -99.34 },
    estado: 'en_ruta',
    motivoFallo: null,
    repartidor: { id: 'u1', displayName: 'Juan Repartidor' },
    programadaPara: '2026-11-29',
    entregadaEn: null,
    createdAt: '2026-11-20T16:00:00.000Z',
    updatedAt: '2026-11-28T16:00:00.000Z',
    version: 3,
    historial: [{ id: 'ev-1', tipo: 'creada', autor: { id: 'u-coord', displayName: 'Coordinación' }, antes: null, despues: { estado: 'pendiente' }, at: '2026-11-20T16:00:00.000Z' }],
    prueba: null,
    codigo: null,
    movimientos: [],
    ...over,
  };
}

export function misEntregas(): LogMisEntregasResponse {
  const { historial: _h, prueba: _p, codigo: _c, movimientos: _m, ...plain } = entrega();
  return { items: [{ ...plain, codigoSha256: sha256(logCodigoHashInput(ID, CODIGO)) }], generadoEn: '2026-11-29T10:42:00.000Z' };
}

export function prueba(over: Partial<LogPrueba> = {}): LogPrueba {
  return {
    id: 'pr-1',
    clientId: '7d0b8a3c-2f7e-4c61-9a55-0d7c1e2b3a4f',
    fotoSha256: 'a'.repeat(64),
    firmaSha256: 'b'.repeat(64),
    verificacion: 'codigo',
    posicion: { lat: 20.0501, lng: -99.34, accuracy: 9, at: '2026-11-29T10:50:00.000Z' },
    distanciaM: 11,
    capturadaEn: '2026-11-29T10:50:00.000Z',
    recibidaEn: '2026-11-29T11:05:00.000Z',
    registradaPor: { id: 'u1', displayName: 'Juan Repartidor' },
    integridad: 'integra',
    actaSha256: 'c'.repeat(64),
    ...over,
  };
}
