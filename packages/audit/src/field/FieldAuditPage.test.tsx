import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

import { AUDIT_POSITION_EVERY_MS } from '@sig/shared';
import { sessionFieldKit } from '@sig/shared/field';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, myList, submitAnswer } from '../test/fixtures';
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

afterEach(() => jest.useRealTimers());

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
    expect(screen.queryByText('La auditoría del caso case-1 quedó en conflicto')).toBeNull();
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
});
