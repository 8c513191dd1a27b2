import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, CATALOG, analytics, currentUrl, programa, renderAt, signIn } from '../test/listaFixtures';
import { parseFigurasQuery, thisMonth } from './period';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['LogisticaLista']);
  server.on('GET', API.programas, () => ({ json: { items: [programa()] } }));
  server.on('GET', API.zonas, () => ({ json: CATALOG([{ id: 'z-1', nombre: 'Norte' }]) }));
});

describe('the delivery figures', () => {
  it('reads this month by default and shows totals, each grouping with delivered against planned, and failures by reason', async () => {
    server.on('GET', API.analytics, () => ({ json: analytics() }));
    renderAt('/logistica/analytics');
    const month = thisMonth();
    await waitFor(() => expect(Object.fromEntries(server.queries(API.analytics)[0]!)).toEqual(month));
    expect(await screen.findByText('26,5 horas')).toBeTruthy();
    expect(screen.getByText('80 % de lo planeado')).toBeTruthy();
    const zonas = screen.getByRole('table', { name: 'Por zona' });
    const sur = within(zonas).getByText('Sur').closest('tr')!;
    expect(within(sur).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sur', '20', '13', '3', '65 %']);
    for (const name of ['Por día', 'Por colonia', 'Por programa', 'Por repartidor']) expect(screen.getByRole('table', { name })).toBeTruthy();
    const motivos = screen.getByRole('table', { name: 'Fallidas por motivo' });
    expect(within(motivos).getByText('No se encontró a la persona').closest('tr')!.textContent).toContain('3');
  });

  it('keeps the span, programme and zona in the address and asks for them', async () => {
    server.on('GET', API.analytics, () => ({ json: analytics() }));
    renderAt('/logistica/analytics?desde=2026-10-01&hasta=2026-10-31');
    await waitFor(() => expect(Object.fromEntries(server.queries(API.analytics)[0]!)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' }));
    const zona = screen.getByRole('combobox', { name: 'Zona' });
    await waitFor(() => expect(within(zona).getByRole('option', { name: 'Norte' })).toBeTruthy());
    fireEvent.change(zona, { target: { value: 'z-1' } });
    await waitFor(() => expect(currentUrl()).toBe('/logistica/analytics?desde=2026-10-01&hasta=2026-10-31&zonaId=z-1'));
    await waitFor(() => expect(Object.fromEntries(server.queries(API.analytics).at(-1)!)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31', zonaId: 'z-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Volver a este mes' }));
    await waitFor(() => expect(currentUrl()).toBe('/logistica/analytics'));
  });

  it('downloads one grouping as CSV with the same span and filters', async () => {
    server.on('GET', API.analytics, () => ({ json: analytics() }));
    server.onRaw('GET', API.analyticsCsv, () => ({ body: 'zona\n', headers: { 'content-type': 'text/csv' } }));
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    try {
      renderAt('/logistica/analytics?desde=2026-10-01&hasta=2026-10-31&programaId=prog-1');
      const section = (await screen.findByRole('heading', { name: 'Por zona' })).closest('section')!;
      fireEvent.click(within(section).getByRole('button', { name: 'CSV de esta tabla' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^entregas-por-zona-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(Object.fromEntries(server.rawCalls[0]!.query)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31', programaId: 'prog-1', por: 'zona' });
    } finally {
      click.mockRestore();
    }
  });

  it('says when nothing was planned, and explains a failed read', async () => {
    const none = { planeadas: 0, entregadas: 0, fallidas: 0, pendientes: 0 };
    server.on('GET', API.analytics, () => ({ json: analytics({ totales: none, porDia: [], porZona: [], porColonia: [], porPrograma: [], porRepartidor: [], fallidasPorMotivo: [], medianaHorasEntrega: null }) }));
    const first = renderAt('/logistica/analytics');
    expect(await screen.findByText('No hay entregas planeadas en este periodo: elige otras fechas o quita filtros.')).toBeTruthy();
    expect(screen.getByText('Ninguna entrega fallida en este periodo.')).toBeTruthy();
    first.unmount();
    server.on('GET', API.analytics, () => apiError(403, 'forbidden', 'No tienes permiso para esta acción.'));
    renderAt('/logistica/analytics');
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('the figures’ span', () => {
  it('is this month unless the address gives a valid one, the right way round', () => {
    const now = new Date(2026, 1, 10);
    expect(parseFigurasQuery('', now)).toEqual({ desde: '2026-02-01', hasta: '2026-02-28', programaId: '', zonaId: '' });
    expect(parseFigurasQuery('?desde=2026-03-31&hasta=2026-03-01&zonaId=z-1', now)).toEqual({ desde: '2026-03-01', hasta: '2026-03-31', programaId: '', zonaId: 'z-1' });
    expect(parseFigurasQuery('?desde=ayer', now).desde).toBe('2026-02-01');
  });
});
