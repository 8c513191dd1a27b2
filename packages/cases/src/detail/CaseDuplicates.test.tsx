import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { NearbyCase } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { ATENDIDO, caseDetail, caseSummary, filtersResponse } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const DETAIL = '/api/1.0/getreporte/c1';
const ACTION = '/api/1.0/accionrep/c1';
const NEARBY = '/api/1.0/sig/reportes/cercanos';
const LIST = '/api/1.0/sig/getreportes';
const IMPROCEDENTE = { id: 'e4', nombre: 'Improcedente', color: '#e53935', final: true };
// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens: queries include hidden elements.
const HIDDEN = { hidden: true } as const;
let server: FakeServer;

const near = (over: Partial<NearbyCase> = {}): NearbyCase => ({
  id: 'c7',
  folio: 'R-2026-000007',
  estatus: { nombre: 'Recibido', color: '#9e9e9e' },
  createdAt: '2026-02-27T16:00:00.000Z',
  distanciaM: 23.4,
  apoyos: 2,
  foto: '/api/1.0/public/foto/abc?firma=x',
  ...over,
});

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', NEARBY, () => ({ json: { items: [near(), near({ id: 'c8', folio: 'R-2026-000008', distanciaM: 140, apoyos: 0, foto: null })], radioM: 50, dias: 30 } }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

const posted = () => server.callsTo('POST', ACTION).map((c) => c.body);

describe('duplicates on a reporte’s page', () => {
  it('shows how many more people reported it, what it duplicates and its duplicates, as links', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ apoyos: 3, duplicadoDe: { id: 'c2', folio: 'R-2026-000002' }, duplicados: [{ id: 'c5', folio: 'R-2026-000005' }, { id: 'c6', folio: 'R-2026-000006' }] }) }));
    renderAt('/sig/reporte/c1');
    expect(await screen.findByText('3 personas más reportaron esto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'R-2026-000002' }).getAttribute('href')).toBe('/sig/reporte/c2');
    expect(screen.getByText(/Duplicado de/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'R-2026-000006' }).getAttribute('href')).toBe('/sig/reporte/c6');
  });

  it('says nothing of support or duplicates when there are none', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    expect(screen.queryByText(/reportaron esto|reportó esto|Duplicado de/)).toBeNull();
  });

  it('lists the open reportes of its tipo near it, not itself, as cards', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    renderAt('/sig/reporte/c1');
    const list = await screen.findByRole('list', { name: 'Reportes cercanos' });
    const q = server.queries(NEARBY)[0]!;
    expect(Object.fromEntries(q)).toEqual({ tipoId: 't1', lat: '20.05', lng: '-99.34', excluir: 'c1' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'R-2026-000007' }).getAttribute('href')).toBe('/sig/reporte/c7');
    expect(cards[0]!.textContent).toMatch(/a 23 m · 2 apoyos/);
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/api/1.0/public/foto/abc?firma=x');
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(cards[1]!.textContent).not.toMatch(/apoyo/);
  });

  it('does not look for neighbours of a closed reporte, nor offer the marking', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ estatus: ATENDIDO, closedAt: '2026-03-02T10:00:00.000Z', siguientes: [], siguiente: null, cierres: [] }) }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('button', { name: 'Reabrir' });
    expect(screen.queryByRole('heading', { name: 'Reportes cercanos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como duplicado' })).toBeNull();
    expect(server.queries(NEARBY)).toHaveLength(0);
  });

  it('marks it a duplicate of a nearby card, in the final estatus chosen, on the version shown', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 4, cierres: [ATENDIDO, IMPROCEDENTE] }) }));
    server.on('POST', ACTION, () => ({
      json: caseDetail({ estatus: IMPROCEDENTE, closedAt: '2026-03-02T10:00:00.000Z', version: 5, siguientes: [], siguiente: null, cierres: [], duplicadoDe: { id: 'c8', folio: 'R-2026-000008' } }),
    }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('list', { name: 'Reportes cercanos' });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como duplicado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar R-2026-000001 como duplicado', ...HIDDEN });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'R-2026-000008 (a 140 m)', ...HIDDEN }));
    fireEvent.change(within(dialog).getByLabelText(/^Estatus final/), { target: { value: IMPROCEDENTE.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como duplicado', ...HIDDEN }));
    await waitFor(() => expect(posted()).toEqual([{ accion: 'duplicado', originalId: 'c8', estatusId: IMPROCEDENTE.id, version: 4 }]));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(await screen.findByText(/Duplicado de/)).toBeTruthy();
    expect(snackbarTexts()).toEqual(['Marcado como duplicado.']);
  });

  it('finds a typed folio through the list, says when none has it, and explains a refusal in the dialog', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ ubicacion: null }) }));
    server.on('GET', LIST, ({ query }) => ({
      json: query.get('q') === 'R-2026-000042' ? { items: [caseSummary({ id: 'c42', folio: 'R-2026-000042' })], total: 1, page: 1, pageSize: 25 } : { items: [], total: 0, page: 1, pageSize: 25 },
    }));
    server.on('POST', ACTION, () => apiError(400, 'case.duplicate_invalid', 'refused', 'originalId'));
    renderAt('/sig/reporte/c1');
    // without a location there are no cards, only the marking by folio
    expect(await screen.findByText('Sin ubicación: no se buscan reportes cercanos.')).toBeTruthy();
    expect(server.queries(NEARBY)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como duplicado' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como duplicado', ...HIDDEN }));
    submit();
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Folio del original/), { target: { value: 'r-2026-000099' } });
    submit();
    expect(await within(dialog).findByText('No hay un reporte con el folio R-2026-000099.')).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Folio del original/), { target: { value: ' R-2026-000042 ' } });
    submit();
    await waitFor(() => expect(posted()).toEqual([{ accion: 'duplicado', originalId: 'c42', estatusId: ATENDIDO.id, version: 1 }]));
    expect(server.queries(LIST).map((q) => q.get('q'))).toEqual(['R-2026-000099', 'R-2026-000042']);
    expect(await within(dialog).findByRole('alert', HIDDEN)).toHaveProperty('textContent', expect.stringContaining('Elige como original otro caso abierto'));
    expect(snackbarTexts()).toEqual([]);
  });

  it('offers no marking to a reader', async () => {
    signIn(['SigVerReporte']);
    server.on('GET', DETAIL, () => ({ json: caseDetail({ puedeEditar: false }) }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('list', { name: 'Reportes cercanos' });
    expect(screen.queryByRole('button', { name: 'Marcar como duplicado' })).toBeNull();
  });
});
