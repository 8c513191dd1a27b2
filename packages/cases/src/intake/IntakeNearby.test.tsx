import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { caseDetail, caseSummary, filtersResponse, tipo } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const LIST = '/api/1.0/sig/getreportes';
const CREATE = '/api/1.0/sig/reporte';
const NEARBY = '/api/1.0/sig/reportes/cercanos';
const SUPPORT = '/api/1.0/apoyorep/c7';
let server: FakeServer;

const card = { id: 'c7', folio: 'R-2026-000007', estatus: { nombre: 'Recibido', color: '#9e9e9e' }, createdAt: '2026-02-27T16:00:00.000Z', distanciaM: 12, apoyos: 1, foto: null };

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
  server.on('GET', '/api/1.0/gettiporeporte', () => ({ json: { items: [tipo(), tipo({ id: 't2', nombre: 'Bache', dependenciaId: 'd2', slaDias: 5 })] } }));
  server.on('GET', NEARBY, ({ query }) => ({ json: { items: query.get('tipoId') === 't1' ? [card] : [], radioM: 50, dias: 30 } }));
  server.on('GET', '/api/1.0/getreporte/c7', () => ({ json: caseDetail({ id: 'c7', folio: 'R-2026-000007', apoyos: 2 }) }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

async function openIntake() {
  renderAt('/sig/reportes?nuevo=1');
  const form = await screen.findByRole('form', { name: 'Nuevo reporte' });
  await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Bache' })).toHaveLength(1));
  return form;
}
const field = (form: HTMLElement, label: RegExp | string) => within(form).getByLabelText(label) as HTMLInputElement;
const place = (form: HTMLElement) => {
  fireEvent.change(field(form, 'Latitud'), { target: { value: '20.05' } });
  fireEvent.change(field(form, 'Longitud'), { target: { value: '-99.34' } });
};

describe('open reportes near the place, at intake', () => {
  it('asks once a tipo and a location are chosen, and shows the cards only when there are some', async () => {
    const form = await openIntake();
    place(form);
    fireEvent.change(field(form, /^Tipo/), { target: { value: 't2' } });
    await waitFor(() => expect(server.queries(NEARBY)).toHaveLength(1));
    expect(Object.fromEntries(server.queries(NEARBY)[0]!)).toEqual({ tipoId: 't2', lat: '20.05', lng: '-99.34' });
    expect(within(form).queryByRole('list', { name: 'Reportes abiertos cerca de aquí' })).toBeNull();

    fireEvent.change(field(form, /^Tipo/), { target: { value: 't1' } });
    const list = await within(form).findByRole('list', { name: 'Reportes abiertos cerca de aquí' });
    expect(within(list).getByRole('link', { name: 'R-2026-000007' })).toBeTruthy();
    expect(list.textContent).toMatch(/a 12 m · 1 apoyo/);
  });

  it('adds the call as support to a card and opens that case instead of filing a new one', async () => {
    server.on('POST', SUPPORT, () => ({ json: caseDetail({ id: 'c7', folio: 'R-2026-000007', apoyos: 2 }) }));
    const form = await openIntake();
    fireEvent.change(field(form, /^Tipo/), { target: { value: 't1' } });
    place(form);
    fireEvent.change(field(form, 'Nombre'), { target: { value: 'Rosa Pérez' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Sumar apoyo a este' }));

    await waitFor(() => expect(window.location.pathname).toBe('/sig/reporte/c7'));
    expect(server.callsTo('POST', SUPPORT).map((c) => c.body)).toEqual([{ comentario: 'Reportado también por Rosa Pérez' }]);
    expect(server.callsTo('POST', CREATE)).toHaveLength(0);
    expect(snackbarTexts()).toContain('Apoyo sumado a R-2026-000007.');
    expect(await screen.findByText('2 personas más reportaron esto')).toBeTruthy();
  });

  it('sends no comment without a contact, and keeps the form with the refusal explained', async () => {
    server.on('POST', SUPPORT, () => apiError(409, 'case.closed', 'El caso está cerrado.'));
    const form = await openIntake();
    fireEvent.change(field(form, /^Tipo/), { target: { value: 't1' } });
    place(form);
    fireEvent.click(await within(form).findByRole('button', { name: 'Sumar apoyo a este' }));
    await waitFor(() => expect(server.callsTo('POST', SUPPORT).map((c) => c.body)).toEqual([{}]));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(window.location.pathname).toBe('/sig/reportes');
  });
});
