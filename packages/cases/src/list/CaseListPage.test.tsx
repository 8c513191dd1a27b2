import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { caseSummary, filtersResponse, manyCases } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const LIST = '/api/1.0/sig/getreportes';
const FILTERS = '/api/1.0/sig/getfiltros';
const CSV = '/api/1.0/sig/getreportes/csv';
let server: FakeServer;

// The api client loads the zod contract on its first call; loading it up front keeps that cost out of
// the first test's waiting time.
beforeAll(() => import('@sig/shared/contract'));

/** Answers the list call as the server would: a page of `all`. */
const pageAnswer = (all: ReturnType<typeof manyCases>) => () => {
  const q = server.queries(LIST).at(-1)!;
  const page = Number(q.get('page'));
  const size = Number(q.get('pageSize'));
  return { json: { items: all.slice((page - 1) * size, page * size), total: all.length, page, pageSize: size } };
};
const lastQuery = () => server.queries(LIST).at(-1)!;
const search = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  server = fakeServer();
  server.on('GET', FILTERS, () => ({ json: filtersResponse() }));
  signIn(['SigVerReporte']);
});

describe('the reportes list', () => {
  it('shows each case with its folio link, tipo, estatus, colonia, assignee, dates and prioridad; overdue stands out in words', async () => {
    const rows = [
      caseSummary(),
      caseSummary({ id: 'c2', folio: 'R-2026-000002', vencido: true, asignado: { id: 'u2', displayName: 'Luis Mora' }, prioridad: 'urgente', colonia: null }),
    ];
    server.on('GET', LIST, () => ({ json: { items: rows, total: 2, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes');

    const link = await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(link.getAttribute('href')).toBe('/sig/reporte/c1');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByText('Fuga de agua')).toBeTruthy();
    expect(within(first).getByText('Recibido')).toBeTruthy();
    expect(within(first).getByText('Centro')).toBeTruthy();
    expect(within(first).getByText('Sin asignar')).toBeTruthy();
    expect(within(first).queryByText('Vencido')).toBeNull();
    expect(within(second).getByText('Vencido')).toBeTruthy();
    expect(within(second).getByText('Luis Mora')).toBeTruthy();
    expect(within(second).getByText('Urgente')).toBeTruthy();
    expect(screen.getByText('1–2 de 2')).toBeTruthy();
    expect(screen.getByText('2 reportes')).toBeTruthy();
    // the default request: newest first, page 1
    expect(Object.fromEntries(lastQuery())).toEqual({ sort: 'createdAt', dir: 'desc', page: '1', pageSize: '25' });
    // without the edit permission there is no intake button
    expect(screen.queryByRole('button', { name: 'Nuevo reporte' })).toBeNull();
  });

  it('takes filters, search, sort and page from the address and shows them in the controls', async () => {
    server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 60, page: 2, pageSize: 25 } }));
    renderAt('/sig/reportes?estatusId=e2&zonaId=z1&vencidos=true&q=fuga&sort=dueAt&dir=asc&page=2&prioridad=nada');

    await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(Object.fromEntries(lastQuery())).toEqual({ estatusId: 'e2', zonaId: 'z1', vencidos: 'true', q: 'fuga', sort: 'dueAt', dir: 'asc', page: '2', pageSize: '25' });
    await waitFor(() => expect((screen.getByLabelText('Estatus') as HTMLSelectElement).value).toBe('e2'));
    expect((screen.getByLabelText('Zona') as HTMLSelectElement).value).toBe('z1');
    expect((screen.getByRole('checkbox', { name: 'Solo vencidos' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('fuga');
    expect(screen.getByRole('columnheader', { name: /Vence/ }).getAttribute('aria-sort')).toBe('ascending');
    // a zona narrows the colonias offered
    const colonias = within(screen.getByLabelText('Colonia')).getAllByRole('option').map((o) => o.textContent);
    expect(colonias).toEqual(['Todas', 'Centro']);
  });

  it('pages on the server with one history step per page, and back returns to the earlier page', async () => {
    server.on('GET', LIST, pageAnswer(manyCases(30)));
    renderAt('/sig/reportes');
    expect(await screen.findByText('1–25 de 30')).toBeTruthy();
    const before = window.history.length;

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('26–30 de 30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'R-2026-000026' })).toBeTruthy();
    expect(search().get('page')).toBe('2');
    expect(lastQuery().get('page')).toBe('2');
    expect(window.history.length).toBe(before + 1);

    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(await screen.findByText('1–25 de 30')).toBeTruthy();
    expect(lastQuery().get('page')).toBe('1');
  });

  it('a new filter or sort goes back to page 1 and is kept in the address', async () => {
    server.on('GET', LIST, pageAnswer(manyCases(30)));
    renderAt('/sig/reportes?page=2');
    await screen.findByText('26–30 de 30');

    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 't2' } });
    await waitFor(() => expect(lastQuery().get('tipoId')).toBe('t2'));
    expect(lastQuery().get('page')).toBe('1');
    expect(window.location.search).toBe('?tipoId=t2');

    fireEvent.click(screen.getByRole('button', { name: 'Folio' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('folio'));
    expect(lastQuery().get('dir')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Folio/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Folio' }));
    await waitFor(() => expect(search().get('dir')).toBe('desc'));
    expect(search().get('tipoId')).toBe('t2');
  });

  it('the first click on Vence sorts soonest first (the server puts the overdue on top, closed last); the next reverses it', async () => {
    server.on('GET', LIST, pageAnswer(manyCases(3)));
    renderAt('/sig/reportes');
    await screen.findByText('1–3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Vence' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('dueAt'));
    expect(lastQuery().get('dir')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Vence/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(search().get('dir')).toBe('asc');
    fireEvent.click(screen.getByRole('button', { name: 'Vence' }));
    await waitFor(() => expect(lastQuery().get('dir')).toBe('desc'));
    // a date column other than Vence still starts newest first
    fireEvent.click(screen.getByRole('button', { name: 'Creado' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('createdAt'));
    expect(lastQuery().get('dir')).toBe('desc');
  });

  it('searches once typing stops, with a single request for the settled text', async () => {
    server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });

    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'Ro' } });
    fireEvent.change(box, { target: { value: 'Rosa' } });
    await waitFor(() => expect(lastQuery().get('q')).toBe('Rosa'));
    expect(server.queries(LIST).filter((q) => q.has('q')).map((q) => q.get('q'))).toEqual(['Rosa']);
    expect(search().get('q')).toBe('Rosa');
  });

  it('says when no case matches the filters and clears them', async () => {
    server.on('GET', LIST, () => {
      const filtered = lastQuery().has('estatusId');
      return { json: { items: filtered ? [] : [caseSummary()], total: filtered ? 0 : 1, page: 1, pageSize: 25 } };
    });
    renderAt('/sig/reportes?estatusId=e3');
    expect(await screen.findByText('No hay reportes con estos filtros.')).toBeTruthy();

    const clear = screen.getAllByRole('button', { name: 'Quitar filtros' });
    fireEvent.click(clear[clear.length - 1]);
    expect(await screen.findByRole('link', { name: 'R-2026-000001' })).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('explains a failed load and retries it', async () => {
    let fail = true;
    server.on('GET', LIST, () => (fail ? apiError(403, 'auth.forbidden', 'No tienes permiso.') : { json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes');
    expect(await screen.findByText(/No tienes permiso|permiso/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]);
    expect(await screen.findByRole('link', { name: 'R-2026-000001' })).toBeTruthy();
  });

  it('exports the whole filtered set as CSV with the session header, busy until saved', async () => {
    server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.onRaw('GET', CSV, async () => {
      await gate;
      return { body: '\uFEFFFolio,Tipo\r\nR-2026-000001,Fuga de agua\r\n', headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="reportes-2026-03-05.csv"' } };
    });
    const saved: { name: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    localStorage.setItem('jwt_access_token', 'tok');
    try {
      renderAt('/sig/reportes?estatusId=e1&page=3&sort=folio&dir=asc');
      await screen.findByRole('link', { name: 'R-2026-000001' });

      fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      const busy = await screen.findByRole('button', { name: /Exportando/ });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({ name: 'reportes-2026-03-05.csv', href: 'blob:csv' });
      // the filters only: the export is the whole set, not one page
      expect(Object.fromEntries(server.rawCalls[0].query)).toEqual({ estatusId: 'e1' });
      expect(server.rawCalls[0].authorization).toMatch(/^Bearer /);
      // the server writes the CSV's labels in the user's language
      expect(server.rawCalls[0].headers.get('accept-language')).toBe('es');
      expect(await screen.findByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
      expect(snackbarTexts()).toContain('Exportación descargada.');
    } finally {
      click.mockRestore();
    }
  });

  it('offers intake only with the edit permission, and the map with the same filters', async () => {
    signIn(['SigVerReporte', 'SigEditarReporte']);
    server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes?origenId=o1&page=2');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(screen.getByRole('button', { name: 'Nuevo reporte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mapa' }).getAttribute('href')).toBe('/sig/rep/mapa?origenId=o1');
  });
});

describe('the solicitudes list', () => {
  it('reads its own endpoints and has no map', async () => {
    signIn(['SigVerSolicitudes', 'SigEditarSolicitudes']);
    server.on('GET', '/api/1.0/sig/getfiltrossol', () => ({ json: filtersResponse() }));
    server.on('GET', '/api/1.0/sig/getsolicitudes', () => ({ json: { items: [caseSummary({ id: 's1', folio: 'S-2026-000045' })], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/solicitudes');
    const link = await screen.findByRole('link', { name: 'S-2026-000045' });
    expect(link.getAttribute('href')).toBe('/sig/solicitud/s1');
    expect(screen.getByRole('button', { name: 'Nueva solicitud' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver mapa' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Solicitudes' })).toBeTruthy();
  });
});
