import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, CATALOG, renderAt, repartidor, signIn } from '../test/listaFixtures';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['LogisticaUsers']);
  server.on('GET', API.zonas, () => ({
    json: CATALOG([
      { id: 'z-1', nombre: 'Norte' },
      { id: 'z-2', nombre: 'Sur' },
    ]),
  }));
});

describe('the delivery staff', () => {
  it('lists each repartidor with zonas, whether active, and today’s load', async () => {
    server.on('GET', API.repartidores, () => ({
      json: { items: [repartidor(), repartidor({ usuario: { id: 'u-rep-2', displayName: 'Ana Gómez', email: 'ana@demo.sig' }, zonas: [], activo: false })] },
    }));
    renderAt('/logistica/usuarios');
    const pedro = (await screen.findByText('Pedro Ruiz')).closest('tr')!;
    expect(within(pedro).getByText('pedro@demo.sig')).toBeTruthy();
    expect(within(pedro).getByText('Norte')).toBeTruthy();
    expect(within(pedro).getByText('Activo')).toBeTruthy();
    expect(within(pedro).getByText('5 por entregar · 3 entregadas · 1 fallidas')).toBeTruthy();
    const ana = screen.getByText('Ana Gómez').closest('tr')!;
    expect(within(ana).getByText('Sin zona')).toBeTruthy();
    expect(within(ana).getByText('Inactivo')).toBeTruthy();
  });

  it('says how to start when there is nobody, and explains a failed read', async () => {
    server.on('GET', API.repartidores, () => ({ json: { items: [] } }));
    const first = renderAt('/logistica/usuarios');
    expect(await screen.findByText('Aún no hay personal de entregas: agrega a alguien con «Agregar repartidor».')).toBeTruthy();
    first.unmount();
    server.on('GET', API.repartidores, () => apiError(403, 'forbidden', 'No tienes permiso para esta acción.'));
    renderAt('/logistica/usuarios');
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
  });

  it('adds a candidate found by name with their zonas (version 0)', async () => {
    let items = [repartidor()];
    server.on('GET', API.repartidores, () => ({ json: { items } }));
    server.on('GET', API.candidatos, ({ query }) => ({
      json: { items: query.get('q') === 'lu' ? [{ id: 'u-9', displayName: 'Lucía Mar', email: 'lucia@demo.sig' }] : [] },
    }));
    server.on('PUT', API.repartidor('u-9'), ({ body }) => {
      const b = body as { zonaIds: string[]; activo: boolean };
      const created = repartidor({ usuario: { id: 'u-9', displayName: 'Lucía Mar', email: 'lucia@demo.sig' }, zonas: [{ id: 'z-2', nombre: 'Sur' }], activo: b.activo, version: 1 });
      items = [...items, created];
      return { json: created };
    });
    renderAt('/logistica/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar repartidor' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(await within(dialog).findByText(/No hay usuarios que agregar/)).toBeTruthy();
    // nobody chosen yet
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar' }));
    expect(await within(dialog).findByText('Este dato es obligatorio.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox', { hidden: true, name: /Buscar usuario/ }), { target: { value: 'lu' } });
    fireEvent.click(await within(dialog).findByRole('radio', { hidden: true, name: 'Lucía Mar · lucia@demo.sig' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { hidden: true, name: 'Sur' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar' }));
    expect(await screen.findByText('Lucía Mar ya es parte del personal de entregas.')).toBeTruthy();
    expect(server.callsTo('PUT', API.repartidor('u-9'))[0]!.body).toEqual({ zonaIds: ['z-2'], activo: true, version: 0 });
    expect(await screen.findByText('lucia@demo.sig')).toBeTruthy();
  });

  it('changes zonas and active with the version read, and after a 409 shows the current data and says why', async () => {
    let current = repartidor();
    server.on('GET', API.repartidores, () => ({ json: { items: [current] } }));
    server.on('PUT', API.repartidor(), () => {
      // someone else saved first: the server has version 3 with both zonas
      current = repartidor({ zonas: [{ id: 'z-1', nombre: 'Norte' }, { id: 'z-2', nombre: 'Sur' }], version: 3 });
      return apiError(409, 'logistica.stale', 'x');
    });
    renderAt('/logistica/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar a Pedro Ruiz' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const norte = (await within(dialog).findByRole('checkbox', { hidden: true, name: 'Norte' })) as HTMLInputElement;
    expect(norte.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { hidden: true, name: 'Activo (recibe entregas)' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar' }));
    expect(await within(dialog).findByText(/Otra persona cambió a este repartidor mientras lo editabas/)).toBeTruthy();
    expect(server.callsTo('PUT', API.repartidor())[0]!.body).toEqual({ zonaIds: ['z-1'], activo: false, version: 2 });
    // the fresh read reaches the open form: its zonas, and the next save carries its version
    await waitFor(() => expect((within(dialog).getByRole('checkbox', { hidden: true, name: 'Sur' }) as HTMLInputElement).checked).toBe(true));
    server.on('PUT', API.repartidor(), () => ({ json: repartidor({ version: 4 }) }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar' }));
    expect(await screen.findByText('Cambios de Pedro Ruiz guardados.')).toBeTruthy();
    expect(server.callsTo('PUT', API.repartidor())[1]!.body).toEqual({ zonaIds: ['z-1', 'z-2'], activo: true, version: 3 });
  });
});
