import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, pageOf, type FakeServer } from '@sig/shared/testing/fakeServer';
import { dependencia, manyDependencias } from '../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../test/renderApp';

const DEPS = '/api/1.0/sig/catalogos/dependencias';
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['SigDependenciaEdit']);
});

const lastListQuery = () => server.queries(DEPS).at(-1)!;

describe('a catalogue page (dependencias)', () => {
  it('lists the active rows of the server with their fields, colour and page range', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia(), dependencia({ id: 'd2', nombre: 'Agua Potable', siglas: 'CAP', activo: false, color: '#112233' })], total: 2, page: 1, pageSize: 25 } }));
    renderAt('/sig/dependencias');

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const op = within(rows[1]);
    expect(op.getByRole('link', { name: 'Obras Públicas' }).getAttribute('href')).toBe('/sig/dependencias/d1');
    expect(op.getByText('OP')).toBeTruthy();
    expect(op.getByText('op@tula.gob.mx')).toBeTruthy();
    expect(op.getByRole('img', { name: '#aabbcc' })).toBeTruthy();
    expect(op.queryByText('Inactivo')).toBeNull();
    expect(within(rows[2]).getByText('Inactivo')).toBeTruthy();
    expect(screen.getByText('1–2 de 2')).toBeTruthy();
    expect(lastListQuery().get('activo')).toBe('true');
    expect(lastListQuery().get('page')).toBe('1');
  });

  it('pages on the server and keeps the page in the address', async () => {
    const all = manyDependencias(30);
    server.on('GET', DEPS, ({ query }) => ({ json: pageOf(all, query) }));
    renderAt('/sig/dependencias');
    expect(await screen.findByText('1–25 de 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('26–30 de 30')).toBeTruthy();
    expect(screen.getByText('Dependencia 26')).toBeTruthy();
    expect(screen.queryByText('Dependencia 01')).toBeNull();
    expect(lastListQuery().get('page')).toBe('2');
    expect(window.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches with q once typing stops, from page 1, and can show the inactive rows too', async () => {
    server.on('GET', DEPS, ({ query }) => {
      const q = query.get('q');
      return { json: q === 'agua' ? { items: [dependencia({ id: 'd2', nombre: 'Agua Potable' })], total: 1, page: 1, pageSize: 25 } : { items: [dependencia()], total: 1, page: 1, pageSize: 25 } };
    });
    renderAt('/sig/dependencias?page=3');
    await screen.findByText('Obras Públicas');
    expect(server.queries(DEPS)[0].get('page')).toBe('3');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'agua' } });
    await screen.findByText('Agua Potable');
    expect(lastListQuery().get('q')).toBe('agua');
    expect(lastListQuery().get('page')).toBe('1');
    expect(server.queries(DEPS).filter((q) => q.get('q') === 'agua')).toHaveLength(1);
    expect(window.location.search).toBe('?q=agua');

    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar inactivos' }));
    await waitFor(() => expect(lastListQuery().has('activo')).toBe(false));
    expect(lastListQuery().get('q')).toBe('agua');
    expect(new URLSearchParams(window.location.search).get('inactivos')).toBe('1');
  });

  it('says when the catalogue is empty and retries a failed load', async () => {
    let fail = true;
    server.on('GET', DEPS, () => (fail ? apiError(500, 'http.500', 'Falla del servidor.') : { json: { items: [], total: 0, page: 1, pageSize: 25 } }));
    renderAt('/sig/dependencias');
    expect(await screen.findByText('Falla del servidor.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no hay registros en este catálogo.')).toBeTruthy();
  });

  it('creates a row from the dialog, posts its body and reloads the list', async () => {
    const rows = [dependencia()];
    server.on('GET', DEPS, () => ({ json: { items: rows, total: rows.length, page: 1, pageSize: 25 } }));
    server.on('POST', DEPS, ({ body }) => {
      const created = dependencia({ ...(body as object), id: 'd9' });
      rows.push(created);
      return { status: 201, json: created };
    });
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');

    fireEvent.click(screen.getByRole('button', { name: 'Nueva dependencia' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Agua Potable' } });
    fireEvent.change(within(dialog).getByLabelText('Siglas'), { target: { value: 'CAP' } });
    fireEvent.change(within(dialog).getByLabelText('Color'), { target: { value: '#1E88E5' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(server.calls.filter((c) => c.method === 'POST')[0].body).toEqual({
      nombre: 'Agua Potable',
      siglas: 'CAP',
      titular: '',
      telefono: '',
      email: '',
      color: '#1E88E5',
      activo: true,
    });
    expect(await screen.findByRole('link', { name: 'Agua Potable' })).toBeTruthy();
    expect(snackbarTexts()).toContain('Registro creado.');
  });

  it('checks required fields and the colour before posting', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva dependencia' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Color'), { target: { value: 'azul' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    expect(messageUnder(within(dialog).getByLabelText(/^Nombre/))).toBe('Este campo es obligatorio.');
    expect(messageUnder(within(dialog).getByLabelText('Color'))).toBe('Escribe un color hexadecimal como #1e88e5.');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a name already taken (409) under Nombre, translated, and keeps the dialog open', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    server.on('POST', DEPS, () => apiError(409, 'catalog.name_taken', 'Ya existe un registro con ese nombre en el catálogo.', 'nombre'));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva dependencia' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const nombre = within(dialog).getByLabelText(/^Nombre/);
    fireEvent.change(nombre, { target: { value: 'Obras Públicas' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));

    await waitFor(() => expect(messageUnder(nombre)).toBe('Ya existe un registro con ese nombre en el catálogo.'));
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  });

  it('edits a row with PATCH to its id', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    server.on('PATCH', `${DEPS}/d1`, ({ body }) => ({ json: dependencia(body as object) }));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    fireEvent.click(screen.getByRole('button', { name: 'Editar Obras Públicas' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect((within(dialog).getByLabelText('Titular') as HTMLInputElement).value).toBe('Ing. Pérez');
    fireEvent.change(within(dialog).getByLabelText('Titular'), { target: { value: 'Arq. López' } });
    fireEvent.click(within(dialog).getByRole('switch', { hidden: true, name: 'Activo' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(server.calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ nombre: 'Obras Públicas', titular: 'Arq. López', activo: false });
    expect(snackbarTexts()).toContain('Cambios guardados.');
  });

  it('asks before deleting and says when the row was only deactivated', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    server.on('DELETE', `${DEPS}/d1`, () => ({ json: { deleted: false, deactivated: true } }));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Obras Públicas' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText('¿Eliminar «Obras Públicas»?')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Eliminar' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Estaba en uso: quedó desactivado.'));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(server.queries(DEPS)).toHaveLength(2));
  });

  it('says Eliminado. when the row was deleted', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    server.on('DELETE', `${DEPS}/d1`, () => ({ json: { deleted: true } }));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Obras Públicas' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Eliminar' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Eliminado.'));
  });

  it('hides create, edit and delete without the write permission', async () => {
    signIn(['SigVerReporte']);
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    expect(screen.queryByRole('button', { name: 'Nueva dependencia' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Obras Públicas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Obras Públicas' })).toBeNull();
  });

  it('shows writes to an administrator', async () => {
    signIn(['admin']);
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    renderAt('/sig/dependencias');
    await screen.findByText('Obras Públicas');
    expect(screen.getByRole('button', { name: 'Nueva dependencia' })).toBeTruthy();
  });
});
