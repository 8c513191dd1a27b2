import { navigate } from '@sig/shared';
import { act, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { API, serveCatalogs, item } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  serveCatalogs(server);
  server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 1, totalExact: true, page: 1, pageSize: 25 } }));
  server.on('GET', API.imports, () => ({ json: { items: [] } }));
  signIn(['SigMidb']);
});

it('routes its paths, and draws nothing on another parcel’s path', async () => {
  const { container } = renderAt('/sig/midb');
  expect(await screen.findByRole('heading', { level: 1, name: 'Padrón de habitantes' })).toBeTruthy();
  act(() => navigate('/sig/operarmidb'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Importar al padrón' })).toBeTruthy();
  expect(await screen.findByText('Aún no hay importaciones. Sube el primer archivo arriba.')).toBeTruthy();
  act(() => navigate('/sig/reportes'));
  await waitFor(() => expect(container.textContent).toBe(''));
});

it('speaks Arabic right to left', async () => {
  const { setLanguage } = await import('@sig/shared');
  await act(async () => setLanguage('ar'));
  renderAt('/sig/midb');
  expect(await screen.findByRole('heading', { level: 1, name: 'سجل السكان' })).toBeTruthy();
  expect(await screen.findByText('ساكن واحد')).toBeTruthy();
});
