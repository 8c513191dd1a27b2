import type { ProductName } from '@sig/shared';

/** Contract-shaped answers of the server for the fake fetch. */
export function sessionResponse(role: string[], displayName = 'Ana López') {
  return {
    user: {
      _id: 'u1',
      uuid: 'u1',
      from: 'db',
      email: 'ana@tula.gob.mx',
      master: false,
      owner: false,
      clients: [{ id: 'c1', nombre: 'Tula', slug: 'tula' }],
      role,
      data: { displayName, phone: '', photoURL: '', settings: {}, shortcuts: [] },
    },
    role,
    access_token: 'header.payload.signature',
    cliente: {
      id: 'c1',
      nombre: 'Tula',
      slug: 'tula',
      logo: null,
      colors: { primary: '#0f6cbd', secondary: '#115ea3' },
      timezone: 'America/Mexico_City',
      cover_midb: false,
      products: ['sig'] as ProductName[],
    },
  };
}

export function loginResponse(role: string[]) {
  const s = sessionResponse(role);
  return { ...s, payload: { status: 200 }, data: s.user.data };
}
