import { setLanguage } from '@sig/shared';
import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderAt, signIn } from '../../test/renderApp';

let server: FakeServer;
const row = (id: string | null, nombre: string, n: [number, number, number, number]) => ({
  unidad: id ? { id, nombre } : null,
  recibidas: n[0],
  respondidasATiempo: n[1],
  ampliadas: n[2],
  vencidas: n[3],
});

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/transparencia/reportes', ({ query }) => ({
    json: { desde: query.get('desde'), hasta: query.get('hasta'), items: [row('u-1', 'Obras', [10, 6, 2, 3]), row(null, 'x', [2, 1, 0, 1])], total: row(null, 'x', [12, 7, 2, 4]) },
  }));
  signIn(['TransparenciaAdm']);
});

describe('the reports tab', () => {
  it('reads the period, shows the figures per unit with their total, and an accessible chart', async () => {
    renderAt('/transparencia/adm/reportes');
    const table = await screen.findByRole('table', { name: 'Solicitudes por unidad' });
    const rows = within(table).getAllByRole('row').map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));
    expect(rows.slice(1)).toEqual([
      ['Obras', '10', '6', '2', '3'],
      ['Sin unidad', '2', '1', '0', '1'],
      ['Total', '12', '7', '2', '4'],
    ]);
    expect(screen.getByRole('img', { name: 'Solicitudes recibidas, respondidas a tiempo, ampliadas y vencidas por unidad' })).toBeTruthy();
    const q = server.queries('/api/1.0/transparencia/reportes').at(-1)!;
    expect(q.get('desde')).toMatch(/^\d{4}-01-01$/);

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-06-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(screen.getByText('La fecha inicial no puede ser posterior a la final.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    await waitFor(() => expect(Object.fromEntries(server.queries('/api/1.0/transparencia/reportes').at(-1)!)).toEqual({ desde: '2025-06-01', hasta: '2025-12-31' }));
  });

  it('mirrors the chart right to left in Arabic: the labels on the right, the bars growing leftwards', async () => {
    await act(() => setLanguage('ar'));
    renderAt('/transparencia/adm/reportes');
    const chart = await screen.findByRole('img');
    const label = chart.querySelector('text')!;
    const bar = chart.querySelector('rect')!;
    expect(Number(label.getAttribute('x'))).toBeGreaterThan(Number(bar.getAttribute('x')));
    expect(label.getAttribute('text-anchor')).toBe('start');
    expect(chart.getAttribute('direction')).toBe('ltr');
  });
});
