import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { caseSummary, filtersResponse, manyCases } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const LIST = '/api/1.0/sig/getreportes';
const BULK = '/api/1.0/sig/reportes/lote';
const CSV = '/api/1.0/sig/getreportes/csv';
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

/** A viewport as wide as `width`: jsdom has no layout, so the media queries the page asks are answered from it. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}
const saved = window.matchMedia;
afterEach(() => {
  window.matchMedia = saved;
});

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', LIST, () => ({ json: { items: manyCases(3), total: 3, page: 1, pageSize: 25 } }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
  viewport(1440);
});

const bulkCalls = () => server.calls.filter((c) => c.method === 'POST' && c.path === BULK).map((c) => c.body);

describe('selecting cases in the list', () => {
  it('selects with a checkbox per row or all of the page (native checkboxes: Tab and Space reach them), and the bar counts them', async () => {
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(screen.queryByRole('toolbar', { name: 'Acciones con la selección' })).toBeNull();

    const one = screen.getByRole('checkbox', { name: 'Seleccionar R-2026-000002' });
    expect(one).toMatchObject({ tagName: 'INPUT', type: 'checkbox', tabIndex: 0 });
    one.focus();
    expect(document.activeElement).toBe(one);
    fireEvent.click(one);
    const bar = await screen.findByRole('toolbar', { name: 'Acciones con la selección' });
    expect(within(bar).getByText('1 seleccionado')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }) as HTMLInputElement;
    expect(all.indeterminate || all.getAttribute('aria-checked') === 'mixed').toBe(true);

    fireEvent.click(all);
    expect(within(bar).getByText('3 seleccionados')).toBeTruthy();
    fireEvent.click(all);
    expect(screen.queryByRole('toolbar', { name: 'Acciones con la selección' })).toBeNull();
  });

  it('assigns the selection after a confirmation that says how many cases change, then reloads with one message', async () => {
    server.on('POST', BULK, () => ({ json: { cambiados: 2, sinCambio: 0 } }));
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar R-2026-000001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar R-2026-000003' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Asignar la selección' });
    fireEvent.change(within(dialog).getByLabelText('Persona asignada'), { target: { value: 'u2' } });
    expect(within(dialog).getByText('Cambiarán 2 reportes: quedarán asignados a Luis Mora.')).toBeTruthy();
    const lists = server.calls.filter((c) => c.path === LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar 2 reportes' }));

    await waitFor(() => expect(bulkCalls()).toEqual([{ accion: 'asignar', ids: ['c1', 'c3'], asignadoA: 'u2' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(server.calls.filter((c) => c.path === LIST).length).toBe(lists + 1));
    expect(screen.queryByRole('toolbar', { name: 'Acciones con la selección' })).toBeNull();
    expect(snackbarTexts()).toEqual(['Listo: cambiaron 2 de 2.']);
  });

  it('changes the estatus of the selection; a refusal names the folio and why, in the dialog, and nothing is reloaded', async () => {
    server.on('POST', BULK, () => ({
      status: 409,
      json: { statusCode: 409, error: 'Conflict', code: 'case.closed', message: 'R-2026-000002: El caso está cerrado: reábrelo antes de cambiarlo.', item: 'R-2026-000002' },
    }));
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estatus…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambiar el estatus de la selección' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar 3 reportes' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(bulkCalls()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Nuevo estatus/), { target: { value: 'e2' } });
    expect(within(dialog).getByText('Cambiarán 3 reportes: pasarán a Asignado.')).toBeTruthy();
    const lists = server.calls.filter((c) => c.path === LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar 3 reportes' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'No cambió ninguno. R-2026-000002: El caso está cerrado: reábrelo antes de cambiarlo.');
    expect(bulkCalls()).toEqual([{ accion: 'estatus', ids: ['c1', 'c2', 'c3'], estatusId: 'e2' }]);
    expect(server.calls.filter((c) => c.path === LIST).length).toBe(lists);
    // the dialog stays, so the clerk can change the choice or cancel
    expect(screen.getByRole('alertdialog', { name: 'Cambiar el estatus de la selección' })).toBeTruthy();
    expect(snackbarTexts()).toEqual([]);
  });

  it('exports the selection in the CSV format; a viewer may export but not assign or change', async () => {
    signIn(['SigVerReporte']);
    server.onRaw('POST', CSV, () => ({ body: '\uFEFFFolio\r\nR-2026-000002\r\n', headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="reportes-2026-03-05.csv"' } }));
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    try {
      renderAt('/sig/reportes');
      await screen.findByRole('link', { name: 'R-2026-000001' });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar R-2026-000002' }));
      const bar = screen.getByRole('toolbar', { name: 'Acciones con la selección' });
      expect(within(bar).queryByRole('button', { name: 'Asignar…' })).toBeNull();
      expect(within(bar).queryByRole('button', { name: 'Cambiar estatus…' })).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: 'Exportar selección' }));
      await waitFor(() => expect(names).toEqual(['reportes-2026-03-05.csv']));
      expect(JSON.parse(server.rawCalls[0].text)).toEqual({ ids: ['c2'] });
      expect(snackbarTexts()).toEqual(['Exportación descargada.']);
    } finally {
      click.mockRestore();
    }
  });

  it('starts a fresh selection on another page', async () => {
    server.on('GET', LIST, () => ({ json: { items: manyCases(3), total: 60, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar R-2026-000001' }));
    expect(screen.getByRole('toolbar', { name: 'Acciones con la selección' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Acciones con la selección' })).toBeNull());
  });
});

describe('the list on a phone (under 600 px)', () => {
  it('shows cards with folio, tipo, estatus, due date and colonia instead of a table, and selection works on them', async () => {
    viewport(390);
    server.on('GET', LIST, () => ({ json: { items: [caseSummary({ estatus: { id: 'e3', nombre: 'Atendido', color: '#43a047', final: true }, closedAt: null }), caseSummary({ id: 'c2', folio: 'R-2026-000002', vencido: true })], total: 2, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes');
    const cards = await screen.findByRole('list', { name: 'Reportes de esta página' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'R-2026-000001' }).getAttribute('href')).toBe('/sig/reporte/c1');
    expect(within(first).getByText('Fuga de agua')).toBeTruthy();
    expect(within(first).getByText('Atendido')).toBeTruthy();
    expect(within(first).getByText('Centro')).toBeTruthy();
    expect(within(first).getByText(/^Vence/)).toBeTruthy();
    expect(within(second).getByText('Vencido')).toBeTruthy();

    fireEvent.click(within(second).getByRole('checkbox', { name: 'Seleccionar R-2026-000002' }));
    expect(within(screen.getByRole('toolbar', { name: 'Acciones con la selección' })).getByText('1 seleccionado')).toBeTruthy();
  });

  it('keeps the table at a desktop width', async () => {
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Reportes de esta página' })).toBeNull();
  });
});
