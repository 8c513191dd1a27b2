import { act } from '@testing-library/react';
import { SOCKET_EVENTS, sessionStore, setLanguage, snackbarStore, startRealtime } from '@sig/shared';

import { browserPage } from './reloadPage';
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';
import { renderNavbar, setLayout, signedIn } from './test/navbarTest';

// root-config starts the realtime client at boot.
startRealtime();

const snackbars = () => snackbarStore.getState().messages.map((m) => [m.message, m.variant]);

/** A stand-in for the browser's Web Audio (jsdom has none): counts the tones started. */
class FakeAudioContext {
  static tones: number[] = [];
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
  createOscillator() {
    const osc = { type: 'sine', frequency: { value: 0 }, connect() {}, start: () => FakeAudioContext.tones.push(osc.frequency.value), stop() {} };
    return osc;
  }
}

let reload: jest.SpyInstance;
let sockets: ReturnType<typeof installFakeSockets>;

function connected() {
  sockets = installFakeSockets();
  signedIn();
  act(() => sessionStore.setState({ token: 'token-1' }));
  const view = renderNavbar('/inicio');
  const socket = sockets.last();
  act(() => socket.accept());
  return Object.assign(socket, { unmount: view.unmount });
}

beforeEach(() => {
  act(() => snackbarStore.reset());
  FakeAudioContext.tones = [];
  reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  reload.mockRestore();
  delete (window as { AudioContext?: unknown }).AudioContext;
  act(() => snackbarStore.reset());
});

describe('server alerts in the navbar', () => {
  it("reloads after the announced delay of 'reload', telling the user first", () => {
    jest.useFakeTimers();
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.reload, { delayMs: 8000 }));
    expect(snackbars()).toEqual([['La página se actualizará en 8 s', 'warning']]);
    act(() => jest.advanceTimersByTime(7999));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the sooner reload when a second one is announced', () => {
    jest.useFakeTimers();
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.reload, { delayMs: 2000 }));
    act(() => socket.serverEmit(SOCKET_EVENTS.reload, { delayMs: 60_000 }));
    act(() => jest.advanceTimersByTime(2000));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending reload when the navbar goes away', () => {
    jest.useFakeTimers();
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.reload, { delayMs: 1000 }));
    socket.unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
  });

  it("beeps and shows a warning for an administrator's 'audio-alert'", () => {
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.audioAlert, { msg: 'Simulacro a las 12:00' }));
    expect(FakeAudioContext.tones).toEqual([880, 660, 880]);
    expect(snackbars()).toEqual([['Simulacro a las 12:00', 'warning']]);
  });

  it("beeps and shows the message of a case alert ('alertaraudio')", () => {
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.caseAlert, { msg: 'Reporte urgente 42', tipo: 'reporte', url: '/sig/reporte/42' }));
    expect(FakeAudioContext.tones).toHaveLength(3);
    expect(snackbars()).toEqual([['Reporte urgente 42', 'info']]);
  });

  it('still shows the message where the browser has no Web Audio', () => {
    expect((window as { AudioContext?: unknown }).AudioContext).toBeUndefined();
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.audioAlert, { msg: 'Aviso' }));
    expect(snackbars()).toEqual([['Aviso', 'warning']]);
  });

  it('hears the alerts in every navbar style, and in Arabic', async () => {
    jest.useFakeTimers();
    await act(() => setLanguage('ar'));
    setLayout('layout2');
    const socket = connected();
    act(() => socket.serverEmit(SOCKET_EVENTS.reload, { delayMs: 3000 }));
    expect(snackbars()).toEqual([['سيتم تحديث الصفحة خلال 3 ث', 'warning']]);
    act(() => jest.advanceTimersByTime(3000));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
