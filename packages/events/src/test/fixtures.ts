import type { EvBoleto, EvPublicEvento, PublicCliente } from '@sig/shared';

export const SLUG = 'demo';
export const EV = 'ev1';
export const REG = 'r1';

export const API = {
  cliente: `/api/1.0/public/${SLUG}`,
  evento: `/api/1.0/public/${SLUG}/eventos/${EV}`,
  registros: `/api/1.0/public/${SLUG}/eventos/${EV}/registros`,
  boleto: `/api/1.0/boletos/${EV}/${REG}`,
  cancelar: `/api/1.0/boletos/${EV}/${REG}/cancelacion`,
};

export const publicCliente = (over: Partial<PublicCliente> = {}): PublicCliente => ({
  slug: SLUG,
  nombre: 'Municipio Demo',
  logo: null,
  colorPrimary: '#0f6cbd',
  colorSecondary: '#115ea3',
  mapa: { lat: 19.4326, lng: -99.1332, zoom: 13, tileUrl: null },
  operacionSinCurp: false,
  recibeCasos: true,
  tiposReporte: [],
  tiposSolicitud: [],
  ...over,
});

export const publicEvento = (over: Partial<EvPublicEvento> = {}): EvPublicEvento => ({
  id: EV,
  cliente: { slug: SLUG, nombre: 'Municipio Demo' },
  titulo: 'Feria de salud',
  descripcion: 'Vacunas y consultas gratuitas.',
  lugar: 'Plaza principal',
  ubicacion: null,
  inicio: '2030-05-10T16:00:00.000Z',
  fin: '2030-05-10T20:00:00.000Z',
  capacidad: 100,
  lugaresLibres: 40,
  registroDesde: null,
  registroHasta: null,
  registroAbierto: true,
  cierre: null,
  listaEspera: true,
  enEspera: 0,
  requiereCurp: false,
  cancelado: false,
  ...over,
});

export const boleto = (over: Partial<EvBoleto> = {}): EvBoleto => ({
  registroId: REG,
  evento: publicEvento(),
  clienteId: 'c1',
  nombre: 'Ana Pérez',
  estado: 'confirmado',
  posicionEspera: null,
  codigo: 'ACDE-3467',
  token: 'SIG1.T.c1.ev1.r1.x.k1.sig',
  checkinEn: null,
  ...over,
});
