import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, AUDIT, programa, rollItem } from '../test/fixtures';
import { currentUrl, renderAt, signIn, snackbarTexts } from '../test/renderApp';

// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (focus events differ
// from a browser's): queries inside a dialog include hidden elements.
const HIDDEN = { hidden: true } as const;

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.programas, () => ({ json: { items: [programa(), programa({ id: 'prog-2', nombre: 'Becas', activo: false, inscritos: 0 })] } }));
  server.on('GET', API.programa(), () => ({ json: programa() }));
  server.on('GET', API.audit, () => ({ json: { items: AUDIT, total: 3, page: 1, pageSize: 50 } }));
  signIn(['SigMidb']);
});

describe('the programmes', () => {
  it.each(['/sig/midboff/todos', '/sig/rp/nada'])('%s lists them with a way to create one', async (path) => {
    server.on('POST', API.programas, ({ body }) => ({ json: programa({ id: 'prog-9', ...(body as object), inscritos: 0 }) }));
    renderAt(path);
    const link = await screen.findByRole('link', { name: 'Adultos mayores' });
    expect(link.getAttribute('href')).toBe('/sig/midboff/prog-1');
    expect(screen.getByText('Inactivo')).toBeTruthy();
    if (path.endsWith('nada')) expect(screen.getByText(/Ese programa no existe en este municipio/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo programa' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear programa' }));
    expect(await within(dialog).findByText(/Escribe el nombre del programa/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre del programa/), { target: { value: 'Despensas' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear programa' }));
    await waitFor(() => expect(server.callsTo('POST', API.programas)[0]?.body).toEqual({ nombre: 'Despensas', descripcion: '' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sig/midboff/prog-9'));
  });
});

describe('a programme', () => {
  it('shows its roll paged and by estado, kept in the address', async () => {
    server.on('GET', API.roll(), ({ query }) => ({
      json: { items: [rollItem(query.get('estado') === 'baja' ? { estado: 'baja', hasta: '2026-03-01T16:00:00.000Z', motivoBaja: 'Cambió de domicilio' } : {})], total: 30, page: Number(query.get('page')), pageSize: 25 },
    }));
    renderAt('/sig/midboff/prog-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adultos mayores' })).toBeTruthy();
    expect(screen.getByText('Programa · 2 personas inscritas')).toBeTruthy();
    await screen.findByRole('link', { name: 'María Hernández Ruiz' });
    expect(Object.fromEntries(server.queries(API.roll())[0]!)).toEqual({ estado: 'activa', page: '1' });

    fireEvent.click(within(screen.getByRole('region', { name: 'Padrón del programa' })).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/midboff/prog-1?page=2'));
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'baja' } });
    await waitFor(() => expect(currentUrl()).toBe('/sig/midboff/prog-1?estado=baja'));
    expect(await screen.findByText('Cambió de domicilio')).toBeTruthy();
    expect(Object.fromEntries(server.queries(API.roll()).at(-1)!)).toEqual({ estado: 'baja', page: '1' });
    // a person who has left cannot leave again
    expect(screen.queryByRole('button', { name: /Dar de baja a/ })).toBeNull();
  });

  it('unenrols one person with a reason, after confirming', async () => {
    let left = false;
    server.on('GET', API.roll(), () => ({ json: { items: left ? [] : [rollItem()], total: left ? 0 : 1, page: 1, pageSize: 25 } }));
    server.on('POST', API.baja('prog-1', 'hab-1'), () => {
      left = true;
      return { json: programa({ inscritos: 1 }) };
    });
    renderAt('/sig/midboff/prog-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Dar de baja a María Hernández Ruiz' }));
    const dialog = await screen.findByRole('alertdialog', HIDDEN);
    expect(within(dialog).getByText(/María Hernández Ruiz dejará de estar inscrito/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Motivo de baja/), { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Dar de baja' }));
    expect(await within(dialog).findByText(/Escribe el motivo de la baja/)).toBeTruthy();
    expect(server.callsTo('POST', API.baja('prog-1', 'hab-1'))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Motivo de baja/), { target: { value: ' Cambió de domicilio ' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Dar de baja' }));
    await waitFor(() => expect(snackbarTexts()).toContain('María Hernández Ruiz fue dado de baja.'));
    expect(server.callsTo('POST', API.baja('prog-1', 'hab-1'))[0]!.body).toEqual({ motivo: 'Cambió de domicilio' });
    // the roll, the programme and its history are read again
    expect(await screen.findByText('Nadie está inscrito ahora en este programa.')).toBeTruthy();
    // the answer is the programme with its roll's new size
    expect(screen.getByText('Programa · 1 persona inscrita')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', API.audit).length).toBeGreaterThan(1));
  });

  it("explains the server's refusal of a baja in the dialog", async () => {
    server.on('GET', API.roll(), () => ({ json: { items: [rollItem()], total: 1, page: 1, pageSize: 25 } }));
    server.on('POST', API.baja('prog-1', 'hab-1'), () => apiError(409, 'midb.not_enrolled', 'Esa persona no está inscrita en el programa.'));
    renderAt('/sig/midboff/prog-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Dar de baja a María Hernández Ruiz' }));
    const dialog = await screen.findByRole('alertdialog', HIDDEN);
    fireEvent.change(within(dialog).getByLabelText(/^Motivo de baja/), { target: { value: 'Duplicado' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Dar de baja' }));
    expect(await within(dialog).findByText('Esa persona ya no está inscrita en el programa.')).toBeTruthy();
  });

  it('shows its history from the audit of the programme', async () => {
    server.on('GET', API.roll(), () => ({ json: { items: [], total: 0, page: 1, pageSize: 25 } }));
    renderAt('/sig/midboff/prog-1');
    expect(await screen.findByText('Baja de Juan Pérez')).toBeTruthy();
    expect(screen.getByText('Motivo: Cambió de domicilio')).toBeTruthy();
    expect(screen.getByText('Personas inscritas desde una búsqueda del padrón')).toBeTruthy();
    expect(screen.getByText('Nuevas: 38 · ya estaban: 2')).toBeTruthy();
    expect(screen.getByText('Programa creado')).toBeTruthy();
    expect(Object.fromEntries(server.queries(API.audit)[0]!)).toEqual({ entity: 'programa', id: 'prog-1', page: '1' });
  });

  it('edits its name, description and whether it is active, with the version read', async () => {
    server.on('GET', API.roll(), () => ({ json: { items: [], total: 0, page: 1, pageSize: 25 } }));
    server.on('PATCH', API.programa(), ({ body }) => ({ json: programa({ ...(body as object), version: 2 }) }));
    renderAt('/sig/midboff/prog-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar programa' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: /Programa activo/ }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    await waitFor(() => expect(server.callsTo('PATCH', API.programa())[0]?.body).toEqual({ activo: false, version: 1 }));
    expect(await screen.findByText('Inactivo')).toBeTruthy();
  });
});
