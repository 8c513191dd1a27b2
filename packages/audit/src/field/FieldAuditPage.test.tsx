import { webcrypto } from 'node:crypto';

import { AUDIT_POSITION_EVERY_MS } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, myList, submitAnswer } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

// Stand-ins for the phone's browser (outside our system): GPS, the storage manager and WebCrypto.
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
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });

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
  it('shows the list’s item and the device’s state, and audits the case for the list', async () => {
    renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByRole('heading', { name: 'Caso R-2026-000123' })).toBeTruthy();
    const status = screen.getByRole('status', { name: 'Estado del dispositivo' });
    expect(within(status).getByText('En línea')).toBeTruthy();
    expect(within(status).getByText('0 auditorías por sincronizar')).toBeTruthy();
    // the browser has not promised to keep the data: the auditor can ask
    expect(await within(status).findByText('El navegador podría borrar lo guardado')).toBeTruthy();
    fireEvent.click(within(status).getByRole('button', { name: 'Proteger' }));
    expect(await within(status).findByText('Almacenamiento protegido')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('radiogroup', { name: '¿El bache está tapado?' })).getByLabelText('Sí'));
    fireEvent.click(screen.getByLabelText('Conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    expect(await screen.findByText('Auditoría de R-2026-000123 registrada: conforme.')).toBeTruthy();
    // the list item is named, and what the phone saw of the case (from the list, no other read)
    expect(server.callsTo('POST', API.auditar)[0]!.body).toMatchObject({ orderId: 'case-1', listaId: 'lista-1', visto: { closedAt: '2026-11-20T18:00:00.000Z', version: 7 } });
    expect(server.callsTo('GET', API.caso('case-1'))).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Volver a mis listas', hidden: true }).map((a) => a.getAttribute('href'))).toEqual(['/sig/auditoriav2/list', '/sig/auditoriav2/list']);
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

  it('says when the case is not in the auditor’s open lists, and when the lists cannot be read', async () => {
    const first = renderAt('/sig/auditoriav2/case-404/lista-1');
    expect(await screen.findByText('Este caso no está en tus listas de trabajo abiertas. Ábrelo desde tu lista.')).toBeTruthy();
    first.unmount();
    server.on('GET', API.misListas, () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    renderAt('/sig/auditoriav2/case-1/lista-1');
    expect(await screen.findByText('El servidor no está disponible.')).toBeTruthy();
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
