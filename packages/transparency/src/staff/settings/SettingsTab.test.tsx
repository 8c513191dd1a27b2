import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API } from '../../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../../test/renderApp';

let server: FakeServer;
const year = new Date().getFullYear();
const SETTINGS = {
  ley: 'Ley de Transparencia del Estado',
  figuras: { respuestaDias: 20, ampliacionDias: 10, prevencionDias: 5, plazoCiudadanoDias: 10, horaCorte: '15:00', proximoDias: 3 },
  timezone: 'America/Mexico_City',
  version: 4,
  updatedAt: null,
};
const holiday = (fecha: string, nombre: string, federal = false) => ({ fecha, nombre, federal });

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/transparencia/ajustes', () => ({ json: SETTINGS }));
  server.on('GET', '/api/1.0/transparencia/inhabiles', () => ({ json: { items: [holiday(`${year}-02-02`, 'Día de la Constitución', true)] } }));
  server.on('GET', API.units, () => ({ json: { items: [] } }));
});

describe('the settings tab', () => {
  it('checks the figures before sending them with the version it read', async () => {
    server.on('PUT', '/api/1.0/transparencia/ajustes', () => ({ json: { ...SETTINGS, version: 5 } }));
    signIn(['TransparenciaAdm']);
    renderAt('/transparencia/adm/ajustes');
    const dias = await screen.findByLabelText('Días hábiles para responder');
    fireEvent.change(dias, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(messageUnder(dias)).toContain('Escribe un número entero entre 1 y 90.');
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(dias, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ley: SETTINGS.ley, figuras: { ...SETTINGS.figuras, respuestaDias: 15 }, version: 4 }));
  });

  it('adds a holiday and says how many open requests got a new due date; loads the federal holidays of the year', async () => {
    server.on('POST', '/api/1.0/transparencia/inhabiles', () => ({ json: { changed: [holiday(`${year}-03-10`, 'Feria')], recomputed: 2, items: [] } }));
    server.on('POST', '/api/1.0/transparencia/inhabiles/federales', () => ({ json: { changed: [], recomputed: 0, items: [] } }));
    signIn(['TransparenciaAdm']);
    renderAt('/transparencia/adm/ajustes');
    const form = await screen.findByRole('form', { name: 'Agregar un día inhábil' });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar día inhábil' }));
    expect(messageUnder(within(form).getByLabelText('Fecha'))).toContain('Elige la fecha.');
    fireEvent.change(within(form).getByLabelText('Fecha'), { target: { value: `${year}-03-10` } });
    fireEvent.change(within(form).getByLabelText('Motivo'), { target: { value: 'Feria' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar día inhábil' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Se agregó 1 día. 2 solicitudes abiertas cambiaron de vencimiento.'));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ fecha: `${year}-03-10`, nombre: 'Feria' });

    fireEvent.click(screen.getByRole('button', { name: `Cargar los días festivos federales de México de ${year}` }));
    await waitFor(() => expect(server.calls.find((c) => c.path.endsWith('/federales'))?.body).toEqual({ year }));
  });

  it('translates a refusal of the server', async () => {
    server.on('POST', '/api/1.0/transparencia/inhabiles', () => apiError(409, 'transparencia.holiday_exists', 'Ese día ya está en el calendario.'));
    signIn(['TransparenciaAdm']);
    renderAt('/transparencia/adm/ajustes');
    const form = await screen.findByRole('form', { name: 'Agregar un día inhábil' });
    fireEvent.change(within(form).getByLabelText('Fecha'), { target: { value: `${year}-02-02` } });
    fireEvent.change(within(form).getByLabelText('Motivo'), { target: { value: 'Otra vez' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar día inhábil' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Ese día ya está en el calendario.'));
  });

  it('shows the figures read-only to someone without TransparenciaAdm', async () => {
    signIn(['Transparencia']);
    renderAt('/transparencia/adm/ajustes');
    expect(((await screen.findByLabelText('Días hábiles para responder')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Agregar un día inhábil' })).toBeNull();
  });
});
