// A double of socket.io-client (outside our system): the test plays the server, @sig/shared's socket
// client runs for real.
import { type RealtimeSocket, type SocketConnectOptions, __setSocketFactoryForTests } from '@sig/shared';

type Listener = (...args: any[]) => void;

export class FakeSocket implements RealtimeSocket {
  connected = false;
  active = true;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<Listener>();

  constructor(readonly options: SocketConnectOptions) {}

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
    return this;
  }
  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }
  /** The server accepted the handshake. */
  accept(): void {
    this.connected = true;
    this.fire('connect');
  }
  /** The server sent an event. */
  serverEmit(event: string, payload?: unknown): void {
    for (const l of [...this.anyListeners]) l(event, payload);
    this.fire(event, payload);
  }
  private fire(event: string, ...args: unknown[]): void {
    for (const l of [...(this.listeners.get(event) ?? [])]) l(...args);
  }
}

/** Sockets opened from now on are FakeSockets; `last()` is the newest. */
export function installFakeSockets(): { last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  __setSocketFactoryForTests((_url, options) => {
    const s = new FakeSocket(options);
    sockets.push(s);
    return s;
  });
  return {
    last() {
      const s = sockets.at(-1);
      if (!s) throw new Error('no socket was opened');
      return s;
    },
  };
}
