import '../test/svgSupport';

import { AUDIT_NO_SIGNAL_MS, AUDIT_SOCKET_EVENTS, sessionStore, startRealtime } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, liveAuditor, progreso } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

// root-config starts the realtime client at boot.
startRealtime();

let server: FakeServer;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const pedro = { id: 'u-aud-2', displayName: 'Pedro Ruiz' };

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.enVivo, () => ({
    json: {
      auditores: [liveAuditor({ ultimaPosicion: { lat: 20.05, lng: -99.34, accuracy: 10, at: minutesAgo(1) } }), liveAuditor({ auditor: pedro, ultimaPosicion: { lat: 20.06, lng: -99.33, accuracy: 10, at: minutesAgo(7) }, listas: [], sinSenal: true })],
      at: new Date().toISOString(),
    },
  }));
  server.on('GET', API.recorrido('u-aud-1'), ({ query }) => ({
    json: { auditor: { id: 'u-aud-1', displayName: 'Laura Campos' }, dia: query.get('dia'), posiciones: [{ lat: 20.04, lng: -99.35, accuracy: 9, at: minutesAgo(30) }, { lat: 20.05, lng: -99.34, accuracy: 9, at: minutesAgo(1) }] },
  }));
});

function connected() {
  const sockets = installFakeSockets();
  signIn(['SigAuditoriaV2Supervisor']);
  act(() => sessionStore.setState({ token: 'token-1' }));
  renderAt('/sig/auditoriav2/supervisor/sig/online');
  const socket = sockets.last();
  act(() => socket.accept());
  return socket;
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('the supervisor’s live page', () => {
  it('warns about an auditor silent for 5 minutes and moves positions over the socket without a reload', async () => {
    const socket = connected();
    expect(await screen.findByText('Pedro Ruiz no ha enviado su ubicación en 5 minutos.')).toBeTruthy();
    expect(within(rowOf('Pedro Ruiz')).getByText('Sin señal 5 min')).toBeTruthy();
    expect(within(rowOf('Laura Campos')).queryByText('Sin señal 5 min')).toBeNull();
    const map = await screen.findByRole('application', { name: 'Mapa de auditores en vivo' });
    await waitFor(() => expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(2));

    // Pedro sends a position: the warning goes, with no second read of the page's data
    act(() => socket.serverEmit(AUDIT_SOCKET_EVENTS.position, { auditor: pedro, posicion: { lat: 20.061, lng: -99.331, accuracy: 8, at: new Date().toISOString() }, sentAt: new Date().toISOString() }));
    await waitFor(() => expect(screen.queryByText('Pedro Ruiz no ha enviado su ubicación en 5 minutos.')).toBeNull());
    expect(within(rowOf('Pedro Ruiz')).queryByText('Sin señal 5 min')).toBeNull();
    expect(server.callsTo('GET', API.enVivo)).toHaveLength(1);
  });

  it('updates the last audit and the list’s progress from the socket', async () => {
    const socket = connected();
    await screen.findByRole('heading', { name: 'Avance por lista' });
    expect(screen.getByText('1 hechas · 2 pendientes · 0 fallidas')).toBeTruthy();
    act(() =>
      socket.serverEmit(AUDIT_SOCKET_EVENTS.audit, {
        auditor: { id: 'u-aud-1', displayName: 'Laura Campos' },
        auditoria: { id: 'aud-7', folio: 'R-2026-000124', veredicto: 'no_conforme', estado: 'aplicada', createdAt: new Date().toISOString() },
        lista: { id: 'lista-1', progreso: progreso(2, 1) },
      }),
    );
    expect(await screen.findByText('2 hechas · 1 pendientes · 0 fallidas')).toBeTruthy();
    expect(within(rowOf('Laura Campos')).getByText(/R-2026-000124 · No conforme/)).toBeTruthy();
    expect(server.callsTo('GET', API.enVivo)).toHaveLength(1);
  });

  it('counts an item the auditor could not audit as failed, live', async () => {
    const socket = connected();
    await screen.findByRole('heading', { name: 'Avance por lista' });
    act(() => socket.serverEmit(AUDIT_SOCKET_EVENTS.progress, { lista: { id: 'lista-1', progreso: progreso(1, 1, 1) } }));
    expect(await screen.findByText('1 hechas · 1 pendientes · 1 fallidas')).toBeTruthy();
    expect(server.callsTo('GET', API.enVivo)).toHaveLength(1);
  });

  it('counts silence as time passes, not only when the page was read', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      connected();
      await waitFor(() => expect(screen.getByText('Pedro Ruiz no ha enviado su ubicación en 5 minutos.')).toBeTruthy());
      // Laura's last fix was a minute ago: after 5 more minutes of nothing she is silent too
      await act(async () => void jest.advanceTimersByTime(AUDIT_NO_SIGNAL_MS));
      await waitFor(() => expect(screen.getByText('2 auditores no han enviado su ubicación en 5 minutos: Laura Campos, Pedro Ruiz.')).toBeTruthy());
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws one auditor’s track of the day', async () => {
    connected();
    const map = await screen.findByRole('application', { name: 'Mapa de auditores en vivo' });
    fireEvent.click(within(rowOf('Laura Campos')).getByRole('button', { name: 'Ver recorrido de hoy' }));
    await waitFor(() => expect(server.queries(API.recorrido('u-aud-1'))).toHaveLength(1));
    expect(server.queries(API.recorrido('u-aud-1'))[0]!.get('dia')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(3));
  });

  it('says when the live view cannot be read', async () => {
    server.on('GET', API.enVivo, () => apiError(403, 'forbidden', 'No tienes permiso para esta acción.'));
    connected();
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
  });
});
