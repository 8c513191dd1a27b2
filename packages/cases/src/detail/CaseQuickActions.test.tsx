import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { ASIGNADO, ATENDIDO, RECIBIDO, caseDetail, filtersResponse } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const DETAIL = '/api/1.0/getreporte/c1';
const ACTION = '/api/1.0/accionrep/c1';
const IMPROCEDENTE = { id: 'e4', nombre: 'Improcedente', color: '#e53935', final: true };
let server: FakeServer;
// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (focus events differ
// from a browser's), so queries inside or about the dialog include hidden elements.
const HIDDEN = { hidden: true } as const;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

const posted = () => server.calls.filter((c) => c.method === 'POST' && c.path === ACTION).map((c) => c.body);

describe('the quick steps on a case’s page', () => {
  it('moves to the usual next estatus in one click, and says so in one message', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 3 }) }));
    server.on('POST', ACTION, () => ({ json: caseDetail({ estatus: ASIGNADO, version: 4, siguientes: [ATENDIDO], siguiente: null, cierres: [ATENDIDO] }) }));
    renderAt('/sig/reporte/c1');

    fireEvent.click(await screen.findByRole('button', { name: 'Pasar a Asignado' }));
    await waitFor(() => expect(posted()).toEqual([{ accion: 'estatus', estatusId: ASIGNADO.id, version: 3 }]));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Asignado')).toBeTruthy());
    // nothing usual left after Asignado here: closing with an answer is the primary step now
    expect(screen.queryByRole('button', { name: /^Pasar a/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Responder y cerrar' })).toBeTruthy();
    expect(snackbarTexts().filter((m) => m === 'Estatus cambiado.')).toHaveLength(1);
  });

  it('several quick steps in a row leave one success message on screen, not a pile', async () => {
    let step = 0;
    const states = [caseDetail({ version: 1 }), caseDetail({ estatus: ASIGNADO, version: 2, siguiente: { id: 'e5', nombre: 'En proceso', color: '#fb8c00', final: false } }), caseDetail({ estatus: { id: 'e5', nombre: 'En proceso', color: '#fb8c00', final: false }, version: 3, siguiente: null })];
    server.on('GET', DETAIL, () => ({ json: states[0] }));
    server.on('POST', ACTION, () => ({ json: states[++step] }));
    renderAt('/sig/reporte/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pasar a Asignado' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pasar a En proceso' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('En proceso')).toBeTruthy());
    expect(snackbarTexts().filter((m) => m === 'Estatus cambiado.')).toHaveLength(1);
  });

  it('answers the citizen and closes in one action: the answer is required, the final estatus chosen among those reachable', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 5, cierres: [ATENDIDO, IMPROCEDENTE] }) }));
    server.on('POST', ACTION, () => ({ json: caseDetail({ estatus: IMPROCEDENTE, closedAt: '2026-03-02T10:00:00.000Z', version: 6, siguientes: [], siguiente: null, cierres: [] }) }));
    renderAt('/sig/reporte/c1');

    fireEvent.click(await screen.findByRole('button', { name: 'Responder y cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responder al ciudadano y cerrar', ...HIDDEN });
    expect(within(within(dialog).getByLabelText(/^Estatus final/)).getAllByRole('option', HIDDEN).map((o) => o.textContent)).toEqual(['Atendido', 'Improcedente']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Responder y cerrar', ...HIDDEN }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Respuesta al ciudadano/), { target: { value: '  El predio es particular; no corresponde al municipio.  ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Estatus final/), { target: { value: IMPROCEDENTE.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Responder y cerrar', ...HIDDEN }));
    await waitFor(() => expect(posted()).toEqual([{ accion: 'cerrar', estatusId: IMPROCEDENTE.id, respuesta: 'El predio es particular; no corresponde al municipio.', version: 5 }]));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    // closed: only reopening is offered now
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeTruthy();
    expect(snackbarTexts()).toEqual(['Respuesta publicada y caso cerrado.']);
  });

  it('keeps a refused close in the dialog, explained, with the answer still typed', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    server.on('POST', ACTION, () => apiError(400, 'case.not_final', 'Para responder y cerrar, elige un estatus final al que este caso pueda llegar.', 'estatusId'));
    renderAt('/sig/reporte/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Responder y cerrar' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    fireEvent.change(within(dialog).getByLabelText(/^Respuesta al ciudadano/), { target: { value: 'Listo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Responder y cerrar', ...HIDDEN }));
    expect(await within(dialog).findByRole('alert', HIDDEN)).toHaveProperty('textContent', expect.stringContaining('elige un estatus final'));
    expect((within(dialog).getByLabelText(/^Respuesta al ciudadano/) as HTMLTextAreaElement).value).toBe('Listo');
    expect(snackbarTexts()).toEqual([]);
  });

  it('offers neither quick step when nothing is reachable from the estatus', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ siguientes: [], siguiente: null, cierres: [], estatus: RECIBIDO }) }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    expect(screen.queryByRole('button', { name: /^Pasar a/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Responder y cerrar' })).toBeNull();
  });
});
