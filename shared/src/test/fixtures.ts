import type { SessionResponse } from '../contract/auth';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An unsigned token with the given expiry: the browser never verifies signatures, the server does. */
export const tokenExpiringIn = (seconds: number) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;

export function sessionResponse(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    user: {
      _id: 'u1',
      uuid: 'u1',
      from: 'sig',
      email: 'ana@demo.sig',
      master: false,
      owner: false,
      clients: [{ id: 'c1', nombre: 'Municipio Demo', slug: 'demo' }],
      role: ['Home', 'SigVerReporte'],
      data: { displayName: 'Ana López', phone: '', photoURL: '', settings: {}, shortcuts: [] },
    },
    role: ['Home', 'SigVerReporte'],
    access_token: tokenExpiringIn(3600),
    cliente: {
      id: 'c1',
      nombre: 'Municipio Demo',
      slug: 'demo',
      logo: null,
      colors: { primary: '#0f6cbd', secondary: '#115ea3' },
      timezone: 'America/Mexico_City',
      cover_midb: false,
      products: ['sig'],
    },
    ...overrides,
  };
}

/** An active tipo as gettiporeporte / gettiposolicitud answer it. */
export const activeTipo = (id: string, nombre: string) => ({
  id,
  nombre,
  activo: true,
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-10T10:00:00.000Z',
  descripcion: '',
  icono: 'road',
  color: '#aa3300',
  dependenciaId: 'dep-1',
  slaDias: 3,
  pideFoto: true,
  publico: true,
});
