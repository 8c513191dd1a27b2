import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, habitante, programa } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (focus events differ
// from a browser's): queries inside a dialog include hidden elements.
const HIDDEN = { hidden: true } as const;

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  signIn(['SigMidb']);
});

it('shows the record and its programmes with estado, dates and the reason of a baja, and links to the ciudadano page', async () => {
  server.on('GET', API.habitante(), () => ({
    json: habitante({
      programas: [
        { programa: { id: 'prog-1', nombre: 'Adultos mayores' }, estado: 'activa', desde: '2026-02-01T16:00:00.000Z', hasta: null, motivoBaja: null },
        { programa: { id: 'prog-2', nombre: 'Becas' }, estado: 'baja', desde: '2025-02-01T16:00:00.000Z', hasta: '2025-12-01T16:00:00.000Z', motivoBaja: 'Cambió de domicilio' },
      ],
    }),
  }));
  renderAt('/sig/midbciudadano/ver/hab-1');
  expect(await screen.findByRole('heading', { level: 1, name: 'María Hernández Ruiz' })).toBeTruthy();
  expect(screen.getByText('Esta consulta queda registrada.')).toBeTruthy();
  expect(screen.getByText('Hombre')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Programas' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByRole('link', { name: 'Adultos mayores' }).getAttribute('href')).toBe('/sig/midboff/prog-1');
  expect(within(rows[0]!).getByText('Activa')).toBeTruthy();
  expect(within(rows[1]!).getByText('Baja')).toBeTruthy();
  expect(within(rows[1]!).getByText('Cambió de domicilio')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver ciudadano' }).getAttribute('href')).toBe('/sig/ciudadano/hab-1');
  expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/sig/midbciudadano/editar/hab-1');
});

it('enrols the person in a programme they are not in', async () => {
  server.on('GET', API.habitante(), () => ({
    json: habitante({ programas: [{ programa: { id: 'prog-1', nombre: 'Adultos mayores' }, estado: 'activa', desde: '2026-02-01T16:00:00.000Z', hasta: null, motivoBaja: null }] }),
  }));
  server.on('GET', API.programas, () => ({ json: { items: [programa(), programa({ id: 'prog-3', nombre: 'Despensas' })] } }));
  server.on('POST', API.roll('prog-3'), () => ({ json: { inscritos: 1, yaInscritos: 0 } }));
  renderAt('/sig/midbciudadano/ver/hab-1');
  fireEvent.click(await screen.findByRole('button', { name: 'Inscribir en programa' }));
  const dialog = await screen.findByRole('dialog', HIDDEN);
  const choice = (await within(dialog).findByLabelText(/^Programa/)) as HTMLSelectElement;
  // the programme the person is already in is not offered
  await waitFor(() => expect(Array.from(choice.options, (o) => o.text)).toEqual(['Elige un programa', 'Despensas']));
  fireEvent.change(choice, { target: { value: 'prog-3' } });
  fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Inscribir a 1 persona' }));
  expect(await within(dialog).findByText('Inscritos ahora: 1. Ya estaban inscritos: 0.')).toBeTruthy();
  expect(server.callsTo('POST', API.roll('prog-3'))[0]!.body).toEqual({ habitanteIds: ['hab-1'] });
  // the record is read again: its programmes changed
  await waitFor(() => expect(server.callsTo('GET', API.habitante())).toHaveLength(2));
});

it('says what is wrong with an unknown action in the address', async () => {
  renderAt('/sig/midbciudadano/borrar/hab-1');
  expect(await screen.findByText('Este enlace no lleva a ningún habitante. Búscalo en el padrón.')).toBeTruthy();
  expect(server.calls).toEqual([]);
});
