import { ApiRequestError } from '@sig/shared';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

import { apiError, fakeServer, type FakeServer } from '../../test/fakeServer';
import { apiBaseQuery } from './apiBaseQuery';

const PATH = '/api/1.0/sig/catalogos/origenes/o1';
const origen = { id: 'o1', nombre: 'Teléfono', activo: true, createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-10T10:00:00.000Z' };
const call = (args: Parameters<typeof apiBaseQuery>[0]) => apiBaseQuery(args, {} as BaseQueryApi, {});
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  localStorage.setItem('jwt_access_token', 'tok');
});
afterEach(() => localStorage.clear());

describe('apiBaseQuery', () => {
  it('sends the stored token, the body and the query, and passes the answer checked by its schema', async () => {
    server.on('PATCH', PATH, () => ({ json: origen }));
    await expect(call({ url: PATH, method: 'patch', json: { nombre: 'Teléfono' }, searchParams: { x: '1' }, schema: 'Origen' })).resolves.toEqual({ data: origen });
    const sent = server.calls.at(-1)!;
    expect(sent.body).toEqual({ nombre: 'Teléfono' });
    expect(sent.query.get('x')).toBe('1');
    expect(sent.authorization).toBe('Bearer tok');
  });

  it('returns a failed call as the ApiRequestError the UI translates', async () => {
    server.on('GET', PATH, () => apiError(404, 'catalog.not_found', 'No existe.'));
    const res = await call({ url: PATH });
    expect(res.error).toBeInstanceOf(ApiRequestError);
    expect(res.error).toMatchObject({ status: 404, code: 'catalog.not_found', message: 'No existe.' });
  });

  it('refuses an answer its schema does not accept', async () => {
    server.on('GET', PATH, () => ({ json: { id: 'o1' } }));
    const res = await call({ url: PATH, schema: 'Origen' });
    expect(res.error).toMatchObject({ code: 'response.invalid' });
  });
});
