import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

import { AUDIT_POSITION_EVERY_MS } from '@sig/shared';
import { sessionFieldKit } from '@sig/shared/field';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, myList, progreso, submitAnswer } from '../test/fixtures';
import { MY_LISTS } from './fieldKit';
import { renderAt, signIn } from '../test/renderApp';

// Stand-ins for the phone's browser (outside our system): IndexedDB, GPS, the storage manager and WebCrypto.
let fixes = 0;
Object.defineProperty(navigator, 'geolocation', {
  configurable: true,
  value: {
    getCurrentPosition: (ok: PositionCallback) => {
      fixes++;
      ok({ coords: { latitude: 20.05 + fixes / 10_000, longitude: -99.34, accuracy: 9 }, timestamp: Date.parse('2026-11-28T18:00:00.000Z') + fixes * 1000 } as GeolocationPosition);
    },
  },
});
let persisted = false;
Object.defineProperty(navigator, 'storage', {
  configurable: true,
  value: { persisted: () => Promise.resolve(persisted), persist: () => Promise.resolve((persisted = true)) },
});
// Node's WebCrypto checks buffers against its own realm: the page's bytes are copied into a Node Buffer
const subtle = { digest: (alg: string, data: ArrayBuffer) => webcrypto.subtle.digest(alg, Buffer.from(data)) };
Object.defineProperty(globalThis, 'crypto', { configurable: true, value: { randomUUID: () => webcrypto.randomUUID(), getRandomValues: <T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T, subtle } });

let server: FakeServer;

beforeEach(() => {
  fixes = 0;
  persisted = false;
  server = fakeServer();
  server.on('GET', API.misListas, () => ({ json: { items: [myList()], at: '2026-11-28T18:00:00.000Z' } }));
  server.on('POST', API.posiciones, ({ body }) => ({ json: { guardadas: (body as { posiciones: unknown[] }).posiciones.length, recibidas: 1 } }));
  server.on('POST', API.auditar, ({ body }) => ({ json: submitAnswer(body as never) }));
  signIn(['SigAuditoriaV2']);
});

afterEach(async () => {
  jest.useRealTimers();
  // work a test left unsent on the (fake) device is not the next test's
  const kit = await sessionFieldKit();
  for (const item of (await kit?.list()) ?? []) await kit!.discard(item.id);
});

describe('the field auditor’s page', () => {
  it('shows the device’s state, keeps the audit in the outbox, sends it and counts it down', async () => {
    renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByRole('heading', { name: 'Caso R-2026-000123' })).toBeTruthy();
    const status = screen.getByRole('status', { name: 'Estado del dispositivo' });
    expect(within(status).getByText('En línea')).toBeTruthy();
    // the outbox is open once the count shows
    expect(await within(status).findByText('0 auditorías por sincronizar')).toBeTruthy();
    // the kit asked the browser to keep the data, and it said yes
    expect(await within(status).findByText('Almacenamiento protegido')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('radiogroup', { name: '¿El bache está tapado?' })).getByLabelText('Sí'));
    fireEvent.click(screen.getByLabelText('No conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    // under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (the page preloads it)
    fireEvent.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Sí, no conforme y reabrir' }));
    expect(await screen.findByText('Guardada en este dispositivo')).toBeTruthy();
    // the kit sends it: the list item is named, with what the phone saw of the case (from the list, no other read)
    await waitFor(() => expect(server.callsTo('POST', API.auditar)).toHaveLength(1));
    expect(server.callsTo('POST', API.auditar)[0]!.body).toMatchObject({ orderId: 'case-1', veredicto: 'no_conforme', listaId: 'lista-1', visto: { closedAt: '2026-11-20T18:00:00.000Z', version: 7 } });
    expect(server.callsTo('GET', API.caso('case-1'))).toHaveLength(0);
    await waitFor(() => expect(within(status).getByText('0 auditorías por sincronizar')).toBeTruthy());
  });

  it('keeps an audit the server took as a conflict on the phone, with why, until the auditor drops it', async () => {
    server.on('POST', API.auditar, ({ body }) => ({ json: submitAnswer(body as never, { estado: 'conflicto', conflicto: 'reabierto', reabierto: false }) }));
    renderAt('/sig/auditoriav2/case-1/lista-1');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    const status = screen.getByRole('status', { name: 'Estado del dispositivo' });
    await within(status).findByText('0 auditorías por sincronizar');
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '¿El bache está tapado?' })).getByLabelText('Sí'));
    fireEvent.click(screen.getByLabelText('Conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    expect(await screen.findByText('La auditoría del caso case-1 quedó en conflicto')).toBeTruthy();
    expect(screen.getByText(/El caso se reabrió mientras lo auditabas/)).toBeTruthy();
    expect(within(status).getByText('1 auditoría por sincronizar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(within(status).getByText('0 auditorías por sincronizar')).toBeTruthy());
    // the counts and the stopped work are two readings of the outbox: each catches up on its own
    await waitFor(() => expect(screen.queryByText('La auditoría del caso case-1 quedó en conflicto')).toBeNull());
  });

  it('shows the list kept on the phone when the server does not answer', async () => {
    const first = renderAt('/sig/auditoriav2/case-1/lista-1');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    // the page keeps the lists it read on the device
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot(MY_LISTS)).toBeTruthy());
    first.unmount();
    server.on('GET', API.misListas, () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByText(/Sin conexión con el servidor: se muestra tu lista guardada en este teléfono/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Caso R-2026-000123' })).toBeTruthy();
  });

  it('sends the device’s position at once and every 20 s while open, and stops when left', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const view = renderAt('/sig/auditoriav2/case-1/lista-1');
    await waitFor(() => expect(server.callsTo('POST', API.posiciones)).toHaveLength(1));
    expect(server.callsTo('POST', API.posiciones)[0]!.body).toEqual({ posiciones: [{ lat: 20.0501, lng: -99.34, accuracy: 9, at: '2026-11-28T18:00:01.000Z' }] });
    await act(async () => void jest.advanceTimersByTime(AUDIT_POSITION_EVERY_MS));
    await waitFor(() => expect(server.callsTo('POST', API.posiciones)).toHaveLength(2));
    expect(AUDIT_POSITION_EVERY_MS).toBeGreaterThanOrEqual(15_000);
    expect(AUDIT_POSITION_EVERY_MS).toBeLessThanOrEqual(30_000);
    view.unmount();
    await act(async () => void jest.advanceTimersByTime(AUDIT_POSITION_EVERY_MS * 3));
    expect(server.callsTo('POST', API.posiciones)).toHaveLength(2);
  });

  it('says when the case is not in the auditor’s open lists', async () => {
    renderAt('/sig/auditoriav2/case-404/lista-1');
    expect(await screen.findByText('Este caso no está en tus listas de trabajo abiertas. Ábrelo desde tu lista.')).toBeTruthy();
  });

  it('says when the phone is offline', async () => {
    renderAt('/sig/auditoriav2/case-1/lista-1');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Sin conexión')).toBeTruthy();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  });

  it('marks an item “no se pudo auditar” with a reason through the outbox; the note is required for “otro”', async () => {
    server.on('POST', API.fallida(), ({ body }) => ({
      json: { item: { ...myList().items[0], estado: 'fallida', motivoCodigo: (body as { motivo: string }).motivo, motivo: null }, progreso: { total: 2, hechas: 1, pendientes: 0, fallidas: 1 }, replay: false },
    }));
    renderAt('/sig/auditoriav2/case-1/lista-1');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    const status = screen.getByRole('status', { name: 'Estado del dispositivo' });
    await within(status).findByText('0 auditorías por sincronizar');
    fireEvent.click(screen.getByRole('button', { name: 'No se pudo auditar' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Marcar como fallido' }));
    expect(await within(dialog).findByText('Elige un motivo.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Otro motivo'));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Marcar como fallido' }));
    expect(await within(dialog).findByText('Escribe por qué no se pudo auditar.')).toBeTruthy();
    expect(server.callsTo('POST', API.fallida())).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('No se encontró la dirección'));
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true, name: /Nota/ }), { target: { value: '  El número 100 no existe  ' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Marcar como fallido' }));
    expect(await screen.findByText('R-2026-000123 marcado como no auditado')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST', API.fallida())).toHaveLength(1));
    const sent = server.callsTo('POST', API.fallida())[0]!.body as { clientId: string };
    expect(sent).toMatchObject({ motivo: 'direccion_no_encontrada', nota: 'El número 100 no existe' });
    expect(sent.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(status).getByText('0 auditorías por sincronizar')).toBeTruthy());
    expect(screen.getAllByText('Fallida').length).toBeGreaterThan(0);
    // no form for an item that could not be audited
    expect(screen.queryByRole('button', { name: 'Registrar auditoría' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'No se pudo auditar' })).toBeNull();
  });

  it('keeps an unsent failed mark across a reload: the item shows failed, waiting to sync', async () => {
    server.on('POST', API.fallida(), () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    const first = renderAt('/sig/auditoriav2/case-1/lista-1');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    const status = screen.getByRole('status', { name: 'Estado del dispositivo' });
    await within(status).findByText('0 auditorías por sincronizar');
    fireEvent.click(screen.getByRole('button', { name: 'No se pudo auditar' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByLabelText('Zona insegura'));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Marcar como fallido' }));
    expect(await within(status).findByText('1 auditoría por sincronizar')).toBeTruthy();
    first.unmount();
    renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByText('Marcado como no auditado en este teléfono; aún no se envía.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar auditoría' })).toBeNull();
    // the server answers again: the same mark (same clientId) goes, and the phone has nothing left to send
    server.on('POST', API.fallida(), ({ body }) => ({ json: { item: { ...myList().items[0], estado: 'fallida', motivoCodigo: 'inseguro', motivo: null }, progreso: progreso(1, 0, 1), replay: false, body } }));
    await act(async () => void (await (await sessionFieldKit())!.sync({ force: true })));
    await waitFor(() => expect(within(screen.getByRole('status', { name: 'Estado del dispositivo' })).getByText('0 auditorías por sincronizar')).toBeTruthy());
    const calls = server.callsTo('POST', API.fallida()).map((c) => (c.body as { clientId: string }).clientId);
    expect(new Set(calls).size).toBe(1);
  });

  it('shows the case’s attached photos and keeps them on the phone for when the server does not answer', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => undefined });
    const foto = { id: 'file-1', nombre: 'antes.png', tipo: 'image/png', bytes: 4, createdAt: '2026-11-10T16:00:00.000Z', autor: null };
    const doc = { ...foto, id: 'file-2', nombre: 'oficio.pdf', tipo: 'application/pdf' };
    const list = myList();
    list.items[0] = { ...list.items[0]!, archivos: [foto, doc], ciudadano: { comentario: 'Sigue el hoyo', at: '2026-11-21T10:00:00.000Z' } };
    server.on('GET', API.misListas, () => ({ json: { items: [list], at: '2026-11-28T18:00:00.000Z' } }));
    server.onRaw('GET', API.casoArchivo(), () => ({ body: new Uint8Array([137, 80, 78, 71]), headers: { 'content-type': 'image/png' } }));
    const first = renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByRole('img', { name: 'antes.png' })).toBeTruthy();
    // documents are not thumbnails; the citizen's "no" is shown with the comment
    expect(screen.queryByRole('img', { name: 'oficio.pdf' })).toBeNull();
    expect(screen.getByText('El ciudadano dice que no quedó resuelto')).toBeTruthy();
    expect(screen.getByText('«Sigue el hoyo»')).toBeTruthy();
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot('auditoria.foto:case-1:file-1')).toBeTruthy());
    const downloads = server.rawCalls.length;
    first.unmount();
    server.on('GET', API.misListas, () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    server.onRaw('GET', API.casoArchivo(), () => ({ status: 503, body: '' }));
    renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByText(/se muestra tu lista guardada en este teléfono/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'antes.png' })).toBeTruthy();
    expect(server.rawCalls.length).toBe(downloads);
  });
});
