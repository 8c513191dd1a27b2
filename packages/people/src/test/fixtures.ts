import type { Ciudadano, CiudadanoCaso, Persona } from '@sig/shared/contract';

// A valid CURP (check digit included) and another one, as the server would store them.
export const CURP = 'BOXW310820HNERXN09';
export const OTHER_CURP = 'PEGA900101MDFRRN04';

export const persona = (over: Partial<Persona> = {}): Persona => ({
  id: 'hab-1',
  curp: CURP,
  sinCurpMotivo: '',
  nombre: 'María',
  apellidos: 'Hernández Ruiz',
  nombreCompleto: 'María Hernández Ruiz',
  fechaNacimiento: '1931-08-20',
  sexo: 'M',
  telefono: '771 123 4567',
  email: 'maria@correo.mx',
  direccion: 'Calle Hidalgo 12',
  colonia: { id: 'col-1', nombre: 'Centro' },
  ubicacion: null,
  consentimiento: true,
  version: 3,
  createdAt: '2026-01-10T16:00:00.000Z',
  updatedAt: '2026-01-12T16:00:00.000Z',
  ...over,
});

export const caso = (over: Partial<CiudadanoCaso> = {}): CiudadanoCaso => ({
  id: 'c1',
  folio: 'R-2026-000010',
  tipo: { id: 't1', nombre: 'Bache', color: '#795548' },
  estatus: { id: 'e1', nombre: 'Recibido', color: '#9e9e9e', final: false },
  createdAt: '2026-03-01T16:00:00.000Z',
  closedAt: null,
  vencido: false,
  ...over,
});

export const ciudadano = (over: Partial<Ciudadano> = {}): Ciudadano => {
  const p = persona();
  return {
    persona: {
      id: p.id,
      nombreCompleto: p.nombreCompleto,
      datos: { curp: p.curp, fechaNacimiento: p.fechaNacimiento, sexo: p.sexo, telefono: p.telefono, email: p.email, direccion: p.direccion, colonia: p.colonia, consentimiento: p.consentimiento },
    },
    puedeVerPersona: true,
    puedeEditar: true,
    secciones: { reportes: { permitido: true, items: [], total: 0 }, solicitudes: { permitido: true, items: [], total: 0 } },
    ...over,
  };
};

export const COLONIAS = { colonias: [{ id: 'col-1', nombre: 'Centro' }, { id: 'col-2', nombre: 'La Merced' }] };
