import { apiError, fakeServer, pageOf, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { ANALYTICS, API, CATALOG, queueItem } from '../test/fixtures';
import { currentUrl, renderAt, signIn } from '../test/renderApp';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.dependencias, () => ({ json: CATALOG([{ id: 'dep-1', nombre: 'Obras Públicas' }]) }));
  server.on('GET', API.analytics, () => ({ json: ANALYTICS }));
  signIn(['SigAuditor']);
});

const lastQuery = () => Object.fromEntries(server.queries(API.cola).at(-1)!);

describe('the audit queue', () => {
  it('takes its filters from the address, asks the server for that page and keeps each change in the address', async () => {
    const all = Array.from({ length: 30 }, (_, i) => queueItem({ id: `case-${i + 1}`, folio: `R-2026-${String(i + 1).padStart(6, '0')}` }));
    server.on('GET', API.cola, ({ query }) => ({ json: pageOf(all, query) }));
    renderAt('/sig/auditoria?kind=reporte&motivo=muestra&page=2');

    expect(await screen.findByText('30 casos por auditar')).toBeTruthy();
    expect(lastQuery()).toEqual({ kind: 'reporte', motivo: 'muestra', page: '2', pageSize: '25' });
    expect(screen.getByText('26–30 de 30')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'R-2026-000026' });
    expect(link.getAttribute('href')).toBe('/sig/auditar/case-26/reporte');

    // a new filter starts at page 1
    await waitFor(() => expect(screen.getByRole('option', { name: 'Obras Públicas' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Dependencia'), { target: { value: 'dep-1' } });
    await waitFor(() => expect(currentUrl()).toBe('/sig/auditoria?kind=reporte&dependenciaId=dep-1&motivo=muestra'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ dependenciaId: 'dep-1', page: '1' }));
    // back restores the earlier page
    act(() => window.history.back());
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/auditoria'));
  });

  it('marks the cases whose citizen said it was not fixed, with the comment', async () => {
    server.on('GET', API.cola, () => ({
      json: { items: [queueItem({ id: 'case-9', folio: 'R-2026-000009', motivo: 'ciudadano', comentarioCiudadano: 'Sigue el bache' }), queueItem()], total: 2, page: 1, pageSize: 25 },
    }));
    renderAt('/sig/auditoria');
    const table = await screen.findByRole('table', { name: 'Casos cerrados por auditar' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Prioridad: el ciudadano dice que no quedó resuelto')).toBeTruthy();
    expect(within(rows[0]!).getByText('Sigue el bache')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Prioridad: el ciudadano dice que no quedó resuelto')).toBeNull();
    expect(within(rows[1]!).getByText('Muestra')).toBeTruthy();
  });

  it('shows the figures of the last 30 days: per auditor per day, conformity and the median distance', async () => {
    server.on('GET', API.cola, () => ({ json: { items: [], total: 0, page: 1, pageSize: 25 } }));
    renderAt('/sig/auditoria');
    const perAuditor = await screen.findByRole('table', { name: 'Auditorías por auditor por día' });
    // Laura: 10 audits over 2 days; Pedro: 2 in 1 day
    expect(within(perAuditor).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Laura Campos5', 'Pedro Ruiz2']);
    const conformity = screen.getByRole('table', { name: 'Conformidad por dependencia y tipo' });
    expect(within(conformity).getAllByRole('row')[1]!.textContent).toBe('Obras PúblicasBache80 % (8 de 10)');
    expect(screen.getByText('38 m')).toBeTruthy();
    const q = Object.fromEntries(server.queries(API.analytics)[0]!);
    expect(Object.keys(q).sort()).toEqual(['desde', 'hasta']);
    expect((Date.parse(q.hasta!) - Date.parse(q.desde!)) / 86_400_000).toBe(29);
  });

  it('says when there is nothing to audit, when nothing matches, and when the server fails, with a retry', async () => {
    server.on('GET', API.cola, () => ({ json: { items: [], total: 0, page: 1, pageSize: 25 } }));
    const first = renderAt('/sig/auditoria');
    expect(await screen.findByText('No hay casos cerrados por auditar.')).toBeTruthy();
    first.unmount();

    const filtered = renderAt('/sig/auditoria?motivo=ciudadano');
    expect(await screen.findByText('Ningún caso por auditar coincide con los filtros.')).toBeTruthy();
    filtered.unmount();

    server.on('GET', API.cola, () => apiError(500, 'internal', 'Algo falló en el servidor.'));
    renderAt('/sig/auditoria');
    expect(await screen.findByText('Algo falló en el servidor.')).toBeTruthy();
    server.on('GET', API.cola, () => ({ json: { items: [queueItem()], total: 1, page: 1, pageSize: 25 } }));
    fireEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('link', { name: 'R-2026-000123' })).toBeTruthy();
  });
});
