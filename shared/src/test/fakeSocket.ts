// A double of socket.io-client for jsdom tests (the library is outside our system): the test plays the
// server, our socket client runs for real.
import { __setSocketFactoryForTests } from '../realtime/socketClient';
import type { RealtimeSocket, SocketConnectOptions } from '../realtime/socketTypes';

type Listener = (...args: any[]) => void;

export class FakeSocket implements RealtimeSocket {
  connected = false;
  active = true;
  /** What the client emitted, in order. */
  readonly emitted: { event: string; args: unknown[] }[] = [];
  /** The token the client offered at each connection attempt. */
  readonly tokens: string[] = [];
  disconnectCalls = 0;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<Listener>();

  constructor(
    readonly url: string,
    readonly options: SocketConnectOptions,
  ) {}

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  onAny(listener: Listener): this {
    this.anyListeners.add(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }
  connect(): this {
    this.active = true;
    this.attempt();
    return this;
  }
  disconnect(): this {
    this.disconnectCalls++;
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** socket.io starting a handshake: asks the client for its auth data, as the library does. */
  attempt(): void {
    this.options.auth(({ token }) => this.tokens.push(token));
  }
  /** The server accepted the handshake. */
  accept(): void {
    this.connected = true;
    this.fire('connect');
  }
  /** The server's middleware refused the handshake: socket.io gives up (active = false). */
  refuse(message: string): void {
    this.active = false;
    this.fire('connect_error', Object.assign(new Error(message), { data: undefined }));
  }
  /** The connection dropped ('transport close') or the server closed it ('io server disconnect'). */
  drop(reason = 'transport close'): void {
    this.connected = false;
    if (reason === 'io server disconnect') this.active = false;
    this.fire('disconnect', reason);
  }
  /** The server sent an event. */
  serverEmit(event: string, payload?: unknown): void {
    for (const l of [...this.anyListeners]) l(event, payload);
    this.fire(event, payload);
  }
  emittedEvents(event: string): unknown[][] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const l of [...(this.listeners.get(event) ?? [])]) l(...args);
  }
}

/** Every socket the client opens from now on is a FakeSocket; `sockets` lists them in order. */
export function installFakeSockets(): { sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  __setSocketFactoryForTests((url, options) => {
    const s = new FakeSocket(url, options);
    sockets.push(s);
    s.attempt();
    return s;
  });
  return {
    sockets,
    last() {
      const s = sockets.at(-1);
      if (!s) throw new Error('no socket was opened');
      return s;
    },
  };
}
