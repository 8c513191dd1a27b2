import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@sig/shared';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { FOLLOW_CODE, caseDetalle, publicCase, publicCliente } from '../../test/fixtures';
import { currentPath, findTitle, renderAt } from '../../test/renderApp';

// the line under the folio: the kind in the interface's words, then the tipo's name isolated (issue 21)
const tipoLine = () => screen.getByText((_, el) => el?.tagName === 'SPAN' && (el.textContent ?? '').startsWith('Reporte · ') && el.querySelector('bdi') !== null);

const FOLLOW = '/api/1.0/public/demo/seguimiento/R-2026-000123';
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
});

describe('the follow page', () => {
  it('with the code in the link’s fragment: tipo, estatus, dates, the estatus history as a timeline and the public notes; the code goes in a body, never an address', async () => {
    server.on('POST', FOLLOW, () => ({ json: publicCase() }));
    // a folio in lower case, as someone typed it into the address
    renderAt(`/act/folio/demo/r-2026-000123#codigo=${FOLLOW_CODE}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'R-2026-000123' })).toBeTruthy();
    expect(server.calls.filter((c) => c.path.startsWith('/api/'))).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'POST', path: FOLLOW, body: { codigo: FOLLOW_CODE } })]));
    expect(server.calls.some((c) => c.path.includes(FOLLOW_CODE))).toBe(false);
    expect(tipoLine().textContent).toBe('Reporte · Bache');
    expect(tipoLine().querySelector('bdi[dir="auto"]')?.textContent).toBe('Bache');
    expect(screen.getAllByText('En proceso').length).toBeGreaterThan(0);
    const registrado = screen.getByText('Registrado').nextElementSibling?.textContent ?? '';
    expect(registrado).toMatch(/2026/);
    expect(screen.queryByText('Cerrado')).toBeNull();

    const history = screen.getByRole('region', { name: 'Historial' });
    expect(within(history).getAllByRole('listitem').map((li) => li.firstElementChild?.nextElementSibling?.firstElementChild?.textContent)).toEqual(['Recibido', 'Asignado', 'En proceso']);
    const notes = screen.getByRole('region', { name: 'Notas del municipio' });
    expect(within(notes).getByText('La cuadrilla irá el jueves.')).toBeTruthy();
    // what was filed, where, by when, and its public photos by their signed links (issue 24)
    const what = screen.getByRole('region', { name: 'Lo que se reportó' });
    expect(within(what).getByText('Bache profundo frente a la escuela.')).toBeTruthy();
    expect(within(what).getByRole('img', { name: 'Foto: bache.jpg' }).getAttribute('src')).toBe(caseDetalle().fotos[0]!.url);
    expect(within(screen.getByRole('region', { name: 'Lugar' })).getByText('Av. Juárez 100 · Centro')).toBeTruthy();
    expect(screen.getByText('Fecha compromiso').nextElementSibling?.textContent).toMatch(/2026/);
  });

  it('shows the closing date and says when there are no notes yet', async () => {
    server.on('POST', FOLLOW, () => ({ json: publicCase({ closedAt: '2026-03-05T12:00:00.000Z', estatus: { nombre: 'Atendido', color: '#43a047', final: true }, detalle: caseDetalle({ notas: [] }) }) }));
    renderAt(`/act/folio/demo/R-2026-000123#codigo=${FOLLOW_CODE}`);
    expect(await screen.findByText('Cerrado')).toBeTruthy();
    expect(screen.getByText('El municipio aún no ha publicado notas.')).toBeTruthy();
  });

  it('a folio alone shows estatus and dates and asks for the code; a wrong code says so; the right one opens the history', async () => {
    server.on('GET', FOLLOW, () => ({ json: publicCase({ detalle: null }) }));
    server.on('POST', FOLLOW, ({ body }) => ({ json: publicCase({ detalle: (body as { codigo: string }).codigo === FOLLOW_CODE ? caseDetalle() : null }) }));
    renderAt('/act/folio/demo/R-2026-000123');
    expect(await screen.findByRole('heading', { level: 2, name: 'R-2026-000123' })).toBeTruthy();
    expect(screen.getAllByText('En proceso').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(screen.queryByText('Bache', { exact: false })).toBeNull();

    const field = screen.getByRole('textbox', { name: /Código de seguimiento/ });
    fireEvent.change(field, { target: { value: 'zzzz-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    expect(await screen.findByText('Ese código no abre este folio. Revísalo.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ codigo: 'ZZZZ9999' }]);

    fireEvent.change(screen.getByRole('textbox', { name: /Código de seguimiento/ }), { target: { value: 'abcd-2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    expect(await screen.findByRole('region', { name: 'Historial' })).toBeTruthy();
    expect(tipoLine().textContent).toBe('Reporte · Bache');
    expect(tipoLine().querySelector('bdi[dir="auto"]')?.textContent).toBe('Bache');
    expect(window.location.hash).toBe(`#codigo=${FOLLOW_CODE}`);
  });

  it('says the folio was not found, with the example format', async () => {
    server.on('GET', '/api/1.0/public/demo/seguimiento/R-2026-999999', () => apiError(404, 'citizen.folio_not_found', 'No encontramos ese folio.'));
    renderAt('/act/folio/demo/R-2026-999999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No encontramos el folio R-2026-999999');
    expect(alert.textContent).toContain('por ejemplo R-2026-000123');
  });

  it('translates the not-found into Arabic', async () => {
    server.on('GET', '/api/1.0/public/demo/seguimiento/R-1', () => apiError(404, 'citizen.folio_not_found', 'No encontramos ese folio.'));
    renderAt('/act/folio/demo/R-1');
    await screen.findByRole('alert');
    await act(() => setLanguage('ar'));
    expect(screen.getByRole('alert').textContent).toContain('لم نعثر على رقم المتابعة R-1');
  });

  it('without a folio asks for one, and looks it up', async () => {
    server.on('GET', FOLLOW, () => ({ json: publicCase({ detalle: null }) }));
    renderAt('/act/folio/demo');
    expect(await findTitle('Consulta tu folio')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Número de folio/ }), { target: { value: 'r-2026-000123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(currentPath()).toBe('/act/folio/demo/R-2026-000123');
    expect(await screen.findByRole('heading', { level: 2, name: 'R-2026-000123' })).toBeTruthy();
  });
});
