import { fireEvent, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { COLONIAS, persona } from './test/fixtures';
import { renderAt, signIn, snackbarTexts } from './test/renderApp';

const PERSONA = '/api/1.0/sig/persona/hab-1';
const COLONIAS_PATH = '/api/1.0/sig/personas/colonias';
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  signIn(['SigVerPersona', 'SigMidb']);
});

describe('a write updates what is shown without reading it again', () => {
  it('a saved edit shows the answered record: no second read, which the server would record as another view', async () => {
    server.on('GET', PERSONA, () => ({ json: persona() }));
    server.on('GET', COLONIAS_PATH, () => ({ json: COLONIAS }));
    server.on('PATCH', PERSONA, () => ({ json: persona({ nombre: 'Mariana', nombreCompleto: 'Mariana Hernández Ruiz', version: 4 }) }));
    renderAt('/sig/personaedit/hab-1');
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Mariana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Mariana Hernández Ruiz')).toBeTruthy();
    await waitFor(() => expect(snackbarTexts()).toContain('Datos guardados.'));
    expect(server.callsTo('PATCH', PERSONA)).toHaveLength(1);
    expect(server.callsTo('GET', PERSONA)).toHaveLength(1);
    expect(server.callsTo('GET', COLONIAS_PATH)).toHaveLength(1);

    // the next save sends the version the answer carried
    fireEvent.change(screen.getByLabelText(/^Apellidos/), { target: { value: 'Hernández' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(server.callsTo('PATCH', PERSONA)).toHaveLength(2));
    expect(server.callsTo('PATCH', PERSONA)[1].body).toEqual({ apellidos: 'Hernández', version: 4 });
  });
});
