import { fireEvent, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { ASIGNADO, RECIBIDO, filtersResponse } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

const MAP = '/api/1.0/sig/getreportes/mapa';
let server: FakeServer;

// The api client loads the zod contract on its first call; loading it up front keeps that cost out of
// the first test's waiting time.
beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  signIn(['SigVerReporte']);
});

it('takes the list’s filters from the address and shows the count and the map', async () => {
  server.on('GET', MAP, () => ({
    json: {
      estatus: [RECIBIDO, ASIGNADO],
      tipos: [{ id: 't1', nombre: 'Fuga de agua', color: '#1e88e5' }],
      points: [
        [20.05, -99.34, 0, 0, 'c1', 'R-2026-000001'],
        [20.06, -99.35, 1, 0, 'c2', 'R-2026-000002'],
        [20.07, -99.36, 1, 0, 'c3', 'R-2026-000003'],
      ],
      total: 3,
    },
  }));
  renderAt('/sig/rep/mapa?estatusId=e2&vencidos=true&page=2');

  expect(await screen.findByText('3 reportes con ubicación')).toBeTruthy();
  // no estado in the address: the open cases (issue 21)
  expect(Object.fromEntries(server.queries(MAP)[0])).toEqual({ estatusId: 'e2', vencidos: 'true', estado: 'abiertos' });
  // the map module draws them, with its legend of estatus and counts
  await screen.findByRole('application', { name: 'Mapa de reportes' });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Ver lista' }).getAttribute('href')).toBe('/sig/reportes?estatusId=e2&estado=abiertos&vencidos=true'));
});

describe('the estado the map shows (issue 21)', () => {
  // jsdom has no canvas: a map drawn a second time (new points) crashes inside Leaflet, so these tests
  // look at what is asked, and the map's answer is a refusal the page shows without drawing
  beforeEach(() => server.on('GET', MAP, () => ({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'sin mapa' } })));
  const estadoSelect = () => screen.getByLabelText('Abiertos o cerrados') as HTMLSelectElement;
  const asked = async (n: number) => {
    await waitFor(() => expect(server.queries(MAP)).toHaveLength(n));
    return Object.fromEntries(server.queries(MAP)[n - 1]!);
  };

  it('opens on the open cases: the filter says so and there is nothing to clear', async () => {
    renderAt('/sig/rep/mapa');
    expect(await asked(1)).toEqual({ estado: 'abiertos' });
    expect(estadoSelect().value).toBe('abiertos');
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
  });

  it('choosing every estado asks for all of them and keeps the choice in the address', async () => {
    renderAt('/sig/rep/mapa?tipoId=t1');
    expect(await asked(1)).toEqual({ tipoId: 't1', estado: 'abiertos' });
    fireEvent.change(estadoSelect(), { target: { value: '' } });
    await waitFor(() => expect(window.location.search).toBe('?tipoId=t1&estado=todos'));
    expect(await asked(2)).toEqual({ tipoId: 't1' });
    expect(estadoSelect().value).toBe('');
    // back to the open ones: the default needs no word in the address
    fireEvent.change(estadoSelect(), { target: { value: 'abiertos' } });
    await waitFor(() => expect(window.location.search).toBe('?tipoId=t1'));
  });

  it.each([
    ['estado=todos', {}, ''],
    ['estado=cerrados', { estado: 'cerrados' }, 'cerrados'],
    ['estado=abiertos', { estado: 'abiertos' }, 'abiertos'],
  ])('an address with %s shows that choice', async (query, expected, shown) => {
    renderAt(`/sig/rep/mapa?${query}`);
    expect(await asked(1)).toEqual(expected);
    expect(estadoSelect().value).toBe(shown);
  });

  it('clearing the filters goes back to the open cases', async () => {
    renderAt('/sig/rep/mapa?estado=todos');
    await asked(1);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(estadoSelect().value).toBe('abiertos'));
  });
});
