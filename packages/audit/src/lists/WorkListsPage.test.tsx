// the auditor's lists are kept in the phone's IndexedDB (a browser API jsdom lacks)
import 'fake-indexeddb/auto';

import { sessionFieldKit } from '@sig/shared/field';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, CATALOG, liveAuditor, myList, progreso, queueItem, workList } from '../test/fixtures';
import { AUDIT_FAIL_WORK, MY_LISTS } from '../field/fieldKit';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.zonas, () => ({ json: CATALOG([{ id: 'z-1', nombre: 'Norte' }]) }));
  server.on('GET', API.dependencias, () => ({ json: CATALOG([{ id: 'dep-1', nombre: 'Obras Públicas' }]) }));
  server.on('GET', API.enVivo, () => ({
    json: { auditores: [liveAuditor(), liveAuditor({ auditor: { id: 'u-aud-2', displayName: 'Pedro Ruiz' }, listas: [] })], at: '2026-11-28T18:00:00.000Z' },
  }));
});

describe('the work lists', () => {
  it('shows the field auditor their own lists, each case opening the phone page', async () => {
    signIn(['SigAuditoriaV2']);
    server.on('GET', API.misListas, () => ({ json: { items: [myList()], at: '2026-11-28T18:00:00.000Z' } }));
    renderAt('/sig/auditoriav2/list');
    expect(await screen.findByRole('heading', { name: 'Norte, lunes' })).toBeTruthy();
    expect(screen.getByText('1 hechas · 2 pendientes · 0 fallidas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'R-2026-000123' }).getAttribute('href')).toBe('/sig/auditoriav2/case-1/lista-1');
    expect(screen.getByText('Hecha')).toBeTruthy();
    // an auditor neither builds nor reassigns
    expect(screen.queryByRole('button', { name: 'Nueva lista' })).toBeNull();
    expect(server.callsTo('GET', API.listas)).toHaveLength(0);
  });

  it('shows the auditor the lists kept on the phone when the server does not answer (back from a case offline)', async () => {
    signIn(['SigAuditoriaV2']);
    server.on('GET', API.misListas, () => ({ json: { items: [myList()], at: '2026-11-28T18:00:00.000Z' } }));
    const first = renderAt('/sig/auditoriav2/list');
    await screen.findByRole('heading', { name: 'Norte, lunes' });
    // the page keeps the lists it read on the device
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot(MY_LISTS)).toBeTruthy());
    first.unmount();
    server.on('GET', API.misListas, () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    renderAt('/sig/auditoriav2/list');
    expect(await screen.findByText(/Sin conexión con el servidor: se muestra tu lista guardada en este teléfono/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'R-2026-000123' }).getAttribute('href')).toBe('/sig/auditoriav2/case-1/lista-1');
  });

  it('shows an item failed on this phone and not yet accepted by the server as failed, to send', async () => {
    signIn(['SigAuditoriaV2']);
    server.on('GET', API.misListas, () => ({ json: { items: [myList()], at: '2026-11-28T18:00:00.000Z' } }));
    // the server refuses it (a 4xx): the mark stays on the phone, stopped, until the auditor acts
    server.on('POST', API.fallida(), () => apiError(400, 'auditoria.item_done', 'Ese caso ya se auditó.', 'orderId'));
    const kit = (await sessionFieldKit())!;
    const mark = await kit.put({ kind: AUDIT_FAIL_WORK, payload: { listaId: 'lista-1', orderId: 'case-1', body: { clientId: '6f1c2a4e-0000-4000-8000-0000000000aa', motivo: 'inseguro' } } });
    renderAt('/sig/auditoriav2/list');
    const item = (await screen.findByRole('link', { name: 'R-2026-000123' })).closest('li')!;
    expect(await within(item).findByText('Fallida')).toBeTruthy();
    expect(within(item).getByText('por enviar desde este teléfono')).toBeTruthy();
    // settled before it is dropped (a send in flight would store it again)
    await waitFor(async () => {
      await kit.sync({ force: true });
      expect((await kit.list()).find((i) => i.id === mark.id)?.state).toBe('error');
    });
    await kit.discard(mark.id);
    await waitFor(() => expect(within(item).queryByText('Fallida')).toBeNull());
  });

  it('says when the auditor has no list', async () => {
    signIn(['SigAuditoriaV2']);
    server.on('GET', API.misListas, () => ({ json: { items: [], at: '2026-11-28T18:00:00.000Z' } }));
    renderAt('/sig/auditoriav2/list');
    expect(await screen.findByText('No tienes listas de trabajo asignadas.')).toBeTruthy();
  });

  it('lets the supervisor build a list from a filter and assign it', async () => {
    signIn(['SigAuditoriaV2Supervisor']);
    let lists = [workList()];
    server.on('GET', API.listas, () => ({ json: { items: lists } }));
    server.on('POST', API.listas, ({ body }) => {
      const b = body as { nombre: string };
      const created = workList({ id: 'lista-2', nombre: b.nombre, auditor: { id: 'u-aud-2', displayName: 'Pedro Ruiz' }, progreso: progreso(0, 5) });
      lists = [...lists, created];
      return { status: 201, json: created };
    });
    renderAt('/sig/auditoriav2/list');
    await screen.findByRole('heading', { name: 'Norte, lunes' });
    fireEvent.click(screen.getByRole('button', { name: 'Nueva lista' }));

    // name and auditor are required
    fireEvent.click(await screen.findByRole('button', { name: 'Crear y asignar' }));
    expect(await screen.findAllByText('Este dato es obligatorio.')).toHaveLength(2);
    expect(server.callsTo('POST', API.listas)).toHaveLength(0);

    const form = within(screen.getByRole('heading', { name: 'Nueva lista' }).closest('section')!);
    fireEvent.change(form.getByRole('textbox', { name: /Nombre de la lista/ }), { target: { value: 'Centro, martes' } });
    await waitFor(() => expect(form.getByRole('option', { name: 'Pedro Ruiz' })).toBeTruthy());
    fireEvent.change(form.getByRole('combobox', { name: /Auditor/ }), { target: { value: 'u-aud-2' } });
    await waitFor(() => expect(form.getByRole('option', { name: 'Norte' })).toBeTruthy());
    fireEvent.change(form.getByRole('combobox', { name: 'Zona' }), { target: { value: 'z-1' } });
    fireEvent.change(form.getByLabelText('Cerrados desde'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear y asignar' }));

    expect(await screen.findByRole('heading', { name: 'Centro, martes' })).toBeTruthy();
    expect(server.callsTo('POST', API.listas)[0]!.body).toEqual({ nombre: 'Centro, martes', auditorId: 'u-aud-2', filtro: { zonaId: 'z-1', desde: '2026-11-01' } });
    expect(screen.queryByRole('button', { name: 'Crear y asignar' })).toBeNull();
  });

  it('lets the supervisor build a list from chosen cases of the queue', async () => {
    signIn(['SigAuditoriaV2Supervisor']);
    server.on('GET', API.listas, () => ({ json: { items: [] } }));
    server.on('GET', API.cola, () => ({ json: { items: [queueItem(), queueItem({ id: 'case-2', folio: 'R-2026-000124', direccion: 'Calle Hidalgo 5' })], total: 2, page: 1, pageSize: 100 } }));
    server.on('POST', API.listas, () => apiError(400, 'auditoria.list_empty', 'El filtro o la selección no tiene casos cerrados para auditar.'));
    renderAt('/sig/auditoriav2/list');
    expect(await screen.findByText('Aún no hay listas de trabajo. Crea la primera con «Nueva lista».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva lista' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Nombre de la lista/ }), { target: { value: 'Elegidos' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Laura Campos' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: /Auditor/ }), { target: { value: 'u-aud-1' } });
    fireEvent.click(screen.getByLabelText('Elegir casos'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /R-2026-000124/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear y asignar' }));
    expect(await screen.findByText('El filtro o la selección no tiene casos cerrados para auditar.')).toBeTruthy();
    expect(server.callsTo('POST', API.listas)[0]!.body).toEqual({ nombre: 'Elegidos', auditorId: 'u-aud-1', casos: ['case-2'] });
  });

  it('lets the supervisor see a list’s cases and reassign it with the version it read', async () => {
    signIn(['SigAuditoriaV2Supervisor']);
    server.on('GET', API.listas, () => ({ json: { items: [workList()] } }));
    server.on('GET', API.lista(), () => ({
      json: {
        ...workList(),
        items: [
          { orderId: 'case-1', kind: 'reporte', folio: 'R-2026-000123', estado: 'fallida', motivo: 'Calle cerrada', motivoCodigo: null, auditoriaId: null, updatedAt: '2026-11-28T15:00:00.000Z' },
          { orderId: 'case-2', kind: 'reporte', folio: 'R-2026-000124', estado: 'fallida', motivo: 'Perro bravo', motivoCodigo: 'otro', auditoriaId: null, updatedAt: '2026-11-28T15:00:00.000Z' },
        ],
      },
    }));
    server.on('PATCH', API.lista(), () => ({ json: workList({ auditor: { id: 'u-aud-2', displayName: 'Pedro Ruiz' }, version: 4 }) }));
    renderAt('/sig/auditoriav2/list');
    const card = (await screen.findByRole('heading', { name: 'Norte, lunes' })).closest('section')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Ver 3 casos' }));
    expect(await within(card).findByText('Calle cerrada')).toBeTruthy();
    expect(within(card).getAllByText('Fallida')).toHaveLength(2);
    // the auditor's reason, translated, with the note
    expect(within(card).getByText(/Otro motivo/)).toBeTruthy();
    expect(within(card).getByText('Perro bravo')).toBeTruthy();

    await waitFor(() => expect(within(card).getByRole('option', { name: 'Pedro Ruiz' })).toBeTruthy());
    // the list's own auditor is not offered
    expect(within(card).queryByRole('option', { name: 'Laura Campos' })).toBeNull();
    fireEvent.change(within(card).getByLabelText('Reasignar a'), { target: { value: 'u-aud-2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Reasignar' }));
    await waitFor(() => expect(server.callsTo('PATCH', API.lista())).toHaveLength(1));
    expect(server.callsTo('PATCH', API.lista())[0]!.body).toEqual({ version: 3, auditorId: 'u-aud-2' });
    await waitFor(() => expect(snackbarTexts()).toContain('Lista reasignada a Pedro Ruiz.'));
  });

  it('lets the supervisor put a failed item back to pending', async () => {
    signIn(['SigAuditoriaV2Supervisor']);
    server.on('GET', API.listas, () => ({ json: { items: [workList({ progreso: progreso(1, 1, 1) })] } }));
    server.on('GET', API.lista(), () => ({
      json: { ...workList(), items: [{ orderId: 'case-1', kind: 'reporte', folio: 'R-2026-000123', estado: 'fallida', motivo: null, motivoCodigo: 'sin_acceso', auditoriaId: null, updatedAt: '2026-11-28T15:00:00.000Z' }] },
    }));
    server.on('PATCH', API.lista(), () => ({ json: workList({ version: 4 }) }));
    renderAt('/sig/auditoriav2/list');
    const card = (await screen.findByRole('heading', { name: 'Norte, lunes' })).closest('section')!;
    expect(within(card).getByText('1 hechas · 1 pendientes · 1 fallidas')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Ver 3 casos' }));
    expect(await within(card).findByText('Sin acceso al lugar')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Volver a pendiente' }));
    await waitFor(() => expect(server.callsTo('PATCH', API.lista())).toHaveLength(1));
    expect(server.callsTo('PATCH', API.lista())[0]!.body).toEqual({ version: 3, items: [{ orderId: 'case-1', estado: 'pendiente' }] });
    await waitFor(() => expect(snackbarTexts()).toContain('R-2026-000123 vuelve a estar pendiente.'));
  });

  it('says when the lists cannot be read', async () => {
    signIn(['SigAuditoriaV2Supervisor']);
    server.on('GET', API.listas, () => apiError(403, 'forbidden', 'No tienes permiso para esta acción.'));
    renderAt('/sig/auditoriav2/list');
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
  });
});
