import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@sig/shared';

import { apiError, citizenServer, type CitizenServer } from '../../test/citizenServer';
import { publicCase, publicCliente } from '../../test/fixtures';
import { currentPath, findTitle, renderAt } from '../../test/renderApp';

const FOLLOW = '/api/1.0/public/demo/seguimiento/R-2026-000123';
let server: CitizenServer;

beforeEach(() => {
  server = citizenServer();
  server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
});

describe('the follow page', () => {
  it('shows tipo, estatus, dates, the estatus history as a timeline and the public notes', async () => {
    server.on('GET', FOLLOW, () => ({ json: publicCase() }));
    // a folio in lower case, as someone typed it into the address
    renderAt('/act/folio/demo/r-2026-000123');

    expect(await screen.findByRole('heading', { level: 2, name: 'R-2026-000123' })).toBeTruthy();
    expect(server.calls.some((c) => c.path === FOLLOW)).toBe(true);
    expect(screen.getByText('Reporte · Bache')).toBeTruthy();
    expect(screen.getAllByText('En proceso').length).toBeGreaterThan(0);
    const registrado = screen.getByText('Registrado').nextElementSibling?.textContent ?? '';
    expect(registrado).toMatch(/2026/);
    expect(screen.queryByText('Cerrado')).toBeNull();

    const history = screen.getByRole('region', { name: 'Historial' });
    expect(within(history).getAllByRole('listitem').map((li) => li.firstElementChild?.nextElementSibling?.firstElementChild?.textContent)).toEqual(['Recibido', 'Asignado', 'En proceso']);
    const notes = screen.getByRole('region', { name: 'Notas del municipio' });
    expect(within(notes).getByText('La cuadrilla irá el jueves.')).toBeTruthy();
  });

  it('shows the closing date and says when there are no notes yet', async () => {
    server.on('GET', FOLLOW, () => ({ json: publicCase({ closedAt: '2026-03-05T12:00:00.000Z', estatus: { nombre: 'Atendido', color: '#43a047', final: true }, notas: [] }) }));
    renderAt('/act/folio/demo/R-2026-000123');
    expect(await screen.findByText('Cerrado')).toBeTruthy();
    expect(screen.getByText('El municipio aún no ha publicado notas.')).toBeTruthy();
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
    server.on('GET', FOLLOW, () => ({ json: publicCase() }));
    renderAt('/act/folio/demo');
    expect(await findTitle('Consulta tu folio')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Número de folio/ }), { target: { value: 'r-2026-000123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(currentPath()).toBe('/act/folio/demo/R-2026-000123');
    expect(await screen.findByRole('heading', { level: 2, name: 'R-2026-000123' })).toBeTruthy();
  });
});
