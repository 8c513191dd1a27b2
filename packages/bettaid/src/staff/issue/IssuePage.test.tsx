import { setLanguage } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { API, credencial, page, plantilla } from '../../test/fixtures';
import { currentUrl, messageUnder, renderAt, signIn } from '../../test/renderApp';

let server: FakeServer;

const habitante = {
  id: 'h-1',
  nombreCompleto: 'Rosa María Pérez Soto',
  curp: 'PESR900101MSLRTS05',
  telefono: '',
  colonia: { id: 'col-1', nombre: 'Centro' },
  zona: null,
  edad: 36,
  sexo: null,
  consentimiento: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.plantillas, () => ({ json: page([plantilla()]) }));
  server.on('GET', API.habitantes, () => ({ json: { ...page([habitante]), totalExact: true } }));
  signIn(['BettaIdEdit']);
});

/** Picks the holder through the registry search and the template. */
async function choose() {
  fireEvent.change(await screen.findByRole('searchbox', { name: /Buscar en el padrón|Search the registry/ }), { target: { value: 'Rosa' } });
  fireEvent.click(await screen.findByRole('radio', { name: /Rosa María Pérez Soto/ }));
  fireEvent.change(screen.getByRole('combobox', { name: /Plantilla|Template/ }), { target: { value: 'pl-1' } });
}

describe('/bettaid/edit/nueva: issuing a card', () => {
  it('says what is missing under each field and sends nothing', async () => {
    renderAt('/bettaid/edit/nueva');
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir' }));
    expect(messageUnder(screen.getByRole('searchbox', { name: /Buscar en el padrón/ }))).toContain('Este dato es obligatorio.');
    expect(messageUnder(screen.getByRole('combobox', { name: /Plantilla/ }))).toBe('Este dato es obligatorio.');
    expect(server.callsTo('POST', API.credenciales)).toHaveLength(0);
  });

  it("puts the server's refusals next to their field, in the reader's language", async () => {
    await act(() => setLanguage('en'));
    server.on('POST', API.credenciales, () =>
      apiError(400, 'bettaid.vencimiento', 'La fecha de vencimiento no puede ser anterior a hoy.', 'venceEl', [{ type: 'venceEl', message: 'La fecha de vencimiento no puede ser anterior a hoy.' }]),
    );
    renderAt('/bettaid/edit/nueva');
    await choose();
    const date = screen.getByLabelText(/Valid until/);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(messageUnder(date)).toContain('The expiry date cannot be before today.'));
    expect(server.callsTo('POST', API.credenciales)[0]!.body).toEqual({ habitanteId: 'h-1', plantillaId: 'pl-1', fotoSha256: null, venceEl: '2020-01-01' });
  });

  it('an error no field shows is said above the form, translated', async () => {
    server.on('POST', API.credenciales, () => apiError(409, 'bettaid.plantilla_inactiva', 'x'));
    renderAt('/bettaid/edit/nueva');
    await choose();
    fireEvent.click(screen.getByRole('button', { name: 'Emitir' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Esa plantilla está inactiva');
  });

  it('issues and opens the new card', async () => {
    const issued = { ...credencial({ id: 'card-9', folio: 'B-2026-000009' }), historial: [], qrUrl: 'http://x/btid/card-9?s=SIG1.x', token: 'SIG1.x' };
    server.on('POST', API.credenciales, () => ({ status: 201, json: issued }));
    server.on('GET', `${API.credenciales}/card-9`, () => ({ json: issued }));
    server.on('GET', `${API.plantillas}/pl-1`, () => ({ json: plantilla() }));
    server.on('GET', '/api/1.0/bettaid/habitantes/h-1', () => ({ json: { habitante: { id: 'h-1', nombreCompleto: 'Rosa María Pérez Soto', curp: 'PESR900101MSLRTS05', colonia: null }, credenciales: [credencial()] } }));
    renderAt('/bettaid/edit/nueva');
    await choose();
    fireEvent.click(screen.getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByText('Credencial B-2026-000009 emitida.')).toBeTruthy();
    expect(currentUrl()).toBe('/bettaid/edit/card-9?emitida=1');
  });
});
