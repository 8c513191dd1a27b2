import type { BtCredencial, BtPlantilla, BtVerificacion } from '@sig/shared';
import { BT_PATHS, BT_PUBLIC_PATHS, btPath } from '@sig/shared/staff-ui';

export const API = {
  verificacion: (id: string) => btPath(BT_PUBLIC_PATHS.verificacion, { id }),
  plantillas: BT_PATHS.plantillas,
  credenciales: BT_PATHS.credenciales,
  habitantes: BT_PATHS.habitantes,
};

export const verificacion = (over: Partial<BtVerificacion> = {}): BtVerificacion => ({
  id: 'card-1',
  estado: 'vigente',
  nombre: 'Rosa María Pérez Soto',
  fotoUrl: '/api/1.0/bettaid/public/btid/card-1/foto',
  cliente: { nombre: 'Municipio Demo', logo: null },
  venceEn: '2028-12-01T06:00:00.000Z',
  revocadaEn: null,
  firma: 'ausente',
  ...over,
});

export const plantilla = (over: Partial<BtPlantilla> = {}): BtPlantilla => ({
  id: 'pl-1',
  nombre: 'Credencial ciudadana',
  orientacion: 'horizontal',
  colores: { primario: '#7a1f3d', secundario: '#f4ece1', texto: '#1f1f1f' },
  logoSha256: null,
  logoUrl: null,
  campos: ['nombre', 'curp', 'folio', 'vigencia'],
  vigenciaMeses: 36,
  textoReverso: 'Propiedad del municipio.',
  activa: true,
  vigentes: 0,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  version: 1,
  ...over,
});

export const credencial = (over: Partial<BtCredencial> = {}): BtCredencial => ({
  id: 'card-1',
  folio: 'B-2026-000001',
  plantilla: { id: 'pl-1', nombre: 'Credencial ciudadana' },
  habitante: { id: 'h-1', nombreCompleto: 'Rosa María Pérez Soto' },
  estado: 'vigente',
  fotoSha256: null,
  emitidaEn: '2026-11-29T12:00:00.000Z',
  venceEn: '2029-11-29T06:00:00.000Z',
  revocadaEn: null,
  motivoRevocacion: null,
  emitidaPor: { id: 'u-1', displayName: 'Ana Admin' },
  reemplazadaPor: null,
  version: 1,
  ...over,
});

export const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
