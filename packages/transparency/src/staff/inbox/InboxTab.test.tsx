import { fakeServer, pageOf, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, listItem } from '../../test/fixtures';
import { currentUrl, renderAt, signIn } from '../../test/renderApp';

let server: FakeServer;
const UNITS = { items: [{ id: 'u-1', nombre: 'Obras Públicas', activo: true, solicitudes: 4, version: 1 }] };

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.units, () => ({ json: UNITS }));
  signIn(['TransparenciaAdm']);
});

const lastQuery = () => Object.fromEntries(server.queries(API.inbox).at(-1)!);
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the inbox', () => {
  it('takes its filters from the address, asks the server for that page, and keeps each change in the address', async () => {
    const all = Array.from({ length: 30 }, (_, i) => listItem({ id: `req-${i + 1}`, folio: `T-2025-${String(i + 1).padStart(6, '0')}` }));
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf(all, query) }));
    renderAt('/transparencia/adm?estatus=PROCESO&unidad=u-1&vence=pronto&ampliada=si&page=2');
    await screen.findByRole('link', { name: 'T-2025-000026' });
    expect(lastQuery()).toEqual({ estatus: 'PROCESO', unidad: 'u-1', vence: 'pronto', ampliada: 'si', page: '2', pageSize: '25' });
    expect(select('Estatus').value).toBe('PROCESO');
    await waitFor(() => expect(select('Unidad').value).toBe('u-1'));
    expect(select('Vencimiento').value).toBe('pronto');
    expect(select('Ampliación').value).toBe('si');

    fireEvent.change(select('Vencimiento'), { target: { value: 'vencida' } });
    await waitFor(() => expect(currentUrl()).toBe('/transparencia/adm?estatus=PROCESO&unidad=u-1&vence=vencida&ampliada=si'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ vence: 'vencida', page: '1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(currentUrl()).toBe('/transparencia/adm'));
  });

  it('drops what the server would refuse instead of sending it', async () => {
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf([listItem()], query) }));
    renderAt('/transparencia/adm?estatus=NUEVA&vence=ayer&page=-3');
    await screen.findByRole('link', { name: 'T-2025-000001' });
    expect(lastQuery()).toEqual({ page: '1', pageSize: '25' });
  });

  it('marks overdue requests in red with a label, and due-soon and extended ones', async () => {
    server.on('GET', API.inbox, ({ query }) =>
      ({ json: pageOf([listItem({ id: 'a', folio: 'T-2025-000001', vencida: true }), listItem({ id: 'b', folio: 'T-2025-000002', proxima: true, ampliada: true }), listItem({ id: 'c', folio: 'T-2025-000003', estatus: 'EN_PREVENCION', due: null })], query) }),
    );
    renderAt('/transparencia/adm');
    const late = (await screen.findByRole('link', { name: 'T-2025-000001' })).closest('tr')!;
    expect(late.getAttribute('data-overdue')).toBe('true');
    expect(within(late).getByText('Vencida')).toBeTruthy();
    const soon = screen.getByRole('link', { name: 'T-2025-000002' }).closest('tr')!;
    expect(soon.getAttribute('data-overdue')).toBeNull();
    expect(within(soon).getByText('Vence pronto')).toBeTruthy();
    expect(within(soon).getByText('Ampliada')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'T-2025-000003' }).closest('tr')!).getByText('Detenido')).toBeTruthy();
  });

  it('says when nothing matches, and when the list could not load', async () => {
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf([], query) }));
    renderAt('/transparencia/adm?vence=vencida');
    expect(await screen.findByText('Ninguna solicitud coincide con los filtros.')).toBeTruthy();
  });
});

describe('the tabs by permission', () => {
  it('offers the reports to TransparenciaAdm and not to staff who only work requests', async () => {
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf([listItem()], query) }));
    renderAt('/transparencia/adm');
    const tabs = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Bandeja', 'Asignación', 'Ajustes', 'Reportes']);
  });

  it('shows a Transparencia clerk the inbox, even on the reports address', async () => {
    signIn(['Transparencia']);
    server.on('GET', API.inbox, ({ query }) => ({ json: pageOf([listItem()], query) }));
    renderAt('/transparencia/adm/reportes');
    const tabs = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Bandeja', 'Ajustes']);
    expect(await screen.findByRole('link', { name: listItem().folio })).toBeTruthy();
  });
});
