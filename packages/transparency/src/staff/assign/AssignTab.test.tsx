import { fakeServer, pageOf, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, detail, listItem } from '../../test/fixtures';
import { renderAt, signIn } from '../../test/renderApp';

let server: FakeServer;
const UNITS = {
  items: [
    { id: 'u-1', nombre: 'Obras Públicas', activo: true, solicitudes: 4, version: 1 },
    { id: 'u-2', nombre: 'Archivo histórico', activo: false, solicitudes: 1, version: 2 },
  ],
};

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.units, () => ({ json: UNITS }));
  signIn(['TransparenciaAdm']);
});

describe('/transparencia/adm/asignacion', () => {
  it('lists the open requests without a unit and assigns one from its row with the version it was listed at', async () => {
    let unassigned = [listItem({ id: 'req-7', folio: 'T-2025-000007', unidad: null, estatus: 'INICIO', version: 4 })];
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf(unassigned, query) }));
    server.on('POST', API.asignar('req-7'), () => {
      unassigned = [];
      return { json: detail({ id: 'req-7', unidad: { id: 'u-1', nombre: 'Obras Públicas' } }) };
    });
    renderAt('/transparencia/adm/asignacion');
    const table = await screen.findByRole('table', { name: 'Solicitudes abiertas sin unidad: 1' });
    expect(Object.fromEntries(server.queries(API.inbox).at(-1)!)).toMatchObject({ unidad: 'ninguna', abiertas: 'si', page: '1' });
    const select = within(table).getByLabelText('Unidad para T-2025-000007') as HTMLSelectElement;
    // an inactive unit takes no new requests
    expect([...select.options].map((o) => o.textContent)).toEqual(['Elige una unidad', 'Obras Públicas']);
    const assign = within(table).getByRole('button', { name: 'Asignar' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'u-1' } });
    fireEvent.click(assign);
    await waitFor(() => expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ unidadId: 'u-1', version: 4 }));
    expect(await screen.findByText('Todas las solicitudes abiertas tienen una unidad.')).toBeTruthy();
  });

  it('is not offered to staff who only work requests', async () => {
    signIn(['Transparencia']);
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf([listItem()], query) }));
    renderAt('/transparencia/adm/asignacion');
    const tabs = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(within(tabs).queryByRole('link', { name: 'Asignación' })).toBeNull();
    expect(await screen.findByRole('link', { name: listItem().folio })).toBeTruthy();
  });
});
