import { navigate } from '@sig/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { caseDetail, caseSummary, filtersResponse } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

const LIST = '/api/1.0/sig/getreportes';
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
  server.on('GET', '/api/1.0/getreporte/c1', () => ({ json: caseDetail() }));
  signIn(['SigVerReporte']);
});

describe('the parcel router', () => {
  it('follows a folio to its case and back to the list, back and forward, and draws nothing on another parcel’s path', async () => {
    const { container } = renderAt('/sig/reportes');

    fireEvent.click(await screen.findByRole('link', { name: 'R-2026-000001' }));
    expect(await screen.findByRole('heading', { name: 'R-2026-000001' })).toBeTruthy();
    expect(window.location.pathname).toBe('/sig/reporte/c1');

    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'R-2026-000001' })).toBeTruthy();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'R-2026-000001' })).toBeTruthy();

    // the case page's own link back to the list
    fireEvent.click(screen.getByRole('link', { name: 'Volver a reportes' }));
    expect(await screen.findByRole('heading', { name: 'Reportes' })).toBeTruthy();

    act(() => navigate('/sig/ciudadano/hab-1'));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('keeps one list page across a new query, and reads the list again for it', async () => {
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    act(() => navigate('/sig/reportes?estatusId=e2'));
    await waitFor(() => expect(server.queries(LIST).at(-1)?.get('estatusId')).toBe('e2'));
    expect((screen.getByLabelText('Estatus') as HTMLSelectElement).value).toBe('e2');
  });

  it('matches paths case-sensitively, as root-config does', async () => {
    const { container } = renderAt('/sig/Reportes');
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(server.calls).toEqual([]);
  });
});
