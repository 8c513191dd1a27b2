import { SOCKET_EVENTS } from '../contract/constants';
import { onLogout, renewSession } from '../session/sessionLifecycle';
import { type SessionState, sessionStore } from '../session/sessionStore';
import type { RealtimeSocket, SocketFactory } from './socketTypes';
import { type SocketStatus, socketStore } from './socketStore';

declare const __SIG_SYSTEM_BUNDLE__: boolean | undefined;
declare const __system_context__: { import(id: string): Promise<unknown> };

type SocketIoModule = typeof import('socket.io-client');

/** Manual retries after socket.io gave up (handshake refused, server closed us): slow, so a refusal never hammers. */
export const SOCKET_RETRY_MIN_MS = 5_000;
export const SOCKET_RETRY_MAX_MS = 5 * 60_000;

// socket.io-client is its own System module loaded only for a signed-in session with a role, so a cold
// public page never downloads it (a static or plain dynamic import would be hoisted into @sig/shared's
// System.register dependencies).
let ioPromise: Promise<SocketIoModule> | null = null;
const loadSocketIo = (): Promise<SocketIoModule> =>
  (ioPromise ??= (
    typeof __SIG_SYSTEM_BUNDLE__ !== 'undefined' && __SIG_SYSTEM_BUNDLE__
      ? (__system_context__.import('socket.io-client') as Promise<SocketIoModule>)
      : import('socket.io-client')
    ).catch((err: unknown) => {
      // A failed download (offline, a release swapping files) gets another try at the next session change.
      ioPromise = null;
      throw err;
    }));

const defaultFactory = async (): Promise<SocketFactory> => {
  const { io } = await loadSocketIo();
  return (url, options) => io(url, options) as unknown as RealtimeSocket;
};

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

interface Identity {
  uuid: string;
  clients: string;
}

let factoryForTests: SocketFactory | null = null;
let started = false;
let socket: RealtimeSocket | null = null;
/** Who the current (or loading) socket is for; null when there is none. */
let identity: Identity | null = null;
/** Bumped on every open and close, so a socket.io load that finishes after a logout is dropped. */
let generation = 0;
let lastToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = SOCKET_RETRY_MIN_MS;

const setStatus = (status: SocketStatus): void => {
  if (socketStore.getState().status !== status) socketStore.setState({ status });
};

const wanted = (s: SessionState): boolean => s.status === 'signed-in' && s.role.length > 0 && !!s.token && !!s.user && !!s.cliente;

function dispatch(event: string, payload: unknown): void {
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(payload);
    } catch (err) {
      // One broken listener must not keep the event from the others.
      console.error(`[sig] socket handler for '${event}' failed`, err);
    }
  }
}

function listUsers(sock: RealtimeSocket): void {
  if (identity && sock.connected) sock.emit(SOCKET_EVENTS.listUsers, { uuid: identity.uuid, clients: identity.clients });
}

function clearRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** socket.io stopped trying by itself: try again later, and sooner if the token is renewed (see sync). */
function scheduleRetry(sock: RealtimeSocket): void {
  clearRetry();
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (sock !== socket || sock.connected) return;
    setStatus('connecting');
    sock.connect();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, SOCKET_RETRY_MAX_MS);
}

function attach(sock: RealtimeSocket): void {
  socket = sock;
  sock.on('connect', () => {
    if (sock !== socket) return;
    clearRetry();
    retryDelay = SOCKET_RETRY_MIN_MS;
    setStatus('online');
    listUsers(sock);
  });
  sock.on('disconnect', (reason: string) => {
    if (sock !== socket) return;
    setStatus('offline');
    // Any other reason (transport closed, ping timeout) is retried by socket.io itself, with back-off.
    if (reason === 'io server disconnect') {
      scheduleRetry(sock);
      // The server closes a user's sockets when their tokens are revoked (disabled, logout everywhere,
      // password changed): asking for a new token now signs this page out at once if so.
      void renewSession();
    }
  });
  sock.on('connect_error', () => {
    if (sock !== socket) return;
    setStatus('offline');
    // A refused handshake ('Invalid access_token', 'access_token expired') is not retried by socket.io.
    if (!sock.active) scheduleRetry(sock);
  });
  sock.on(SOCKET_EVENTS.usersChanged, () => {
    if (sock === socket) listUsers(sock);
  });
  sock.onAny((event: string, payload?: unknown) => {
    if (sock === socket) dispatch(event, payload);
  });
}

function open(s: SessionState): void {
  const gen = ++generation;
  identity = { uuid: s.user!.uuid, clients: s.cliente!.id };
  lastToken = s.token;
  retryDelay = SOCKET_RETRY_MIN_MS;
  setStatus('connecting');
  const create = (factory: SocketFactory) => {
    if (gen !== generation) return;
    attach(
      factory(window.location.origin, {
        path: '/socket.io',
        // Websocket only: the API runs on several nodes without sticky sessions, which polling would need.
        transports: ['websocket'],
        auth: (cb) => cb({ token: sessionStore.getState().token ?? '' }),
      }),
    );
  };
  if (factoryForTests) {
    create(factoryForTests);
    return;
  }
  defaultFactory().then(create, (err: unknown) => {
    if (gen !== generation) return;
    console.error('[sig] socket.io-client failed to load', err);
    identity = null;
    setStatus('offline');
  });
}

/** Ends the connection; `farewell` tells the server the user signed out (spec 4, 'disconect' sic). */
function close(farewell: boolean): void {
  generation++;
  clearRetry();
  const sock = socket;
  socket = null;
  if (sock) {
    if (farewell && identity && sock.connected) sock.emit(SOCKET_EVENTS.logout, { uuid: identity.uuid, clients: identity.clients });
    sock.disconnect();
  }
  identity = null;
  lastToken = null;
  setStatus('idle');
}

function sync(s: SessionState = sessionStore.getState()): void {
  if (!wanted(s)) {
    if (identity) close(true);
    else setStatus('idle');
    return;
  }
  if (!identity) {
    open(s);
    return;
  }
  // The server joins the cliente's rooms at the handshake: another cliente needs another socket.
  if (identity.clients !== s.cliente!.id || identity.uuid !== s.user!.uuid) {
    close(false);
    open(s);
    return;
  }
  if (s.token !== lastToken) {
    lastToken = s.token;
    // A refused handshake may have been the old token's fault: the renewed one gets a try at once.
    if (socket && !socket.active && !socket.connected) {
      clearRetry();
      setStatus('connecting');
      socket.connect();
    }
  }
}

/**
 * Connects when the session is signed in with a role; reconnects with the renewed token; on logout emits
 * 'disconect' then closes. Called once by root-config at boot. Idempotent.
 */
export function startRealtime(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  sessionStore.subscribe((s) => sync(s));
  // The store subscription already closes on a reset; this covers a logout that leaves the store as it was.
  onLogout(() => {
    if (identity) close(true);
  });
  sync();
}

/** Subscribe to a server event; returns unsubscribe. Works before the socket exists (handlers are kept). */
export function onSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  const h = handler as Handler;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

/** Emit if connected (returns false when not connected); optional ack callback. */
export function emitSocket(event: string, payload?: unknown, ack?: (res: unknown) => void): boolean {
  if (!socket?.connected) return false;
  const args: unknown[] = payload === undefined && !ack ? [] : [payload];
  if (ack) args.push(ack);
  socket.emit(event, ...args);
  return true;
}

/**
 * Test-only: sockets come from `factory` (a double of socket.io-client) instead of the library. Any open
 * socket is dropped and, if a session wants one, reopened through the new factory.
 */
export function __setSocketFactoryForTests(factory: SocketFactory | null): void {
  factoryForTests = factory;
  if (identity) close(false);
  if (started) sync();
}
