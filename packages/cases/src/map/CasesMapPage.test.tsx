import { screen, waitFor } from '@testing-library/react';

import { casesServer, type CasesServer } from '../test/casesServer';
import { ASIGNADO, RECIBIDO, filtersResponse } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

const MAP = '/api/1.0/sig/getreportes/mapa';
let server: CasesServer;

// The api client loads the zod contract on its first call; loading it up front keeps that cost out of
// the first test's waiting time.
beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = casesServer();
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
  expect(Object.fromEntries(server.queries(MAP)[0])).toEqual({ estatusId: 'e2', vencidos: 'true' });
  // the map module draws them, with its legend of estatus and counts
  await screen.findByRole('application', { name: 'Mapa de reportes' });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Ver lista' }).getAttribute('href')).toBe('/sig/reportes?estatusId=e2&vencidos=true'));
});
