import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { TEST_ORIGIN } from './testApp';

/** Starts the app on a free port of 127.0.0.1 and returns its base URL (sockets need a real server). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ConnectOptions {
  /** Sent as auth.token (our client). */
  token?: string;
  /** Sent as the x-token query (spec 7.3's client). */
  xToken?: string;
  /** The Origin header; default the portal's. null sends none (a non-browser client). */
  origin?: string | null;
  transports?: ('websocket' | 'polling')[];
}

/** A real socket.io client that does not reconnect on its own, so a refusal stays a refusal. */
export function connect(url: string, opts: ConnectOptions = {}): Socket {
  const origin = opts.origin === undefined ? TEST_ORIGIN : opts.origin;
  return io(url, {
    path: '/socket.io',
    transports: opts.transports ?? ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: opts.token ? { token: opts.token } : {},
    query: opts.xToken ? { 'x-token': opts.xToken } : {},
    extraHeaders: origin === null ? {} : { origin },
  });
}

/** Resolves when connected; rejects with the server's refusal. */
export function connected(socket: Socket, timeoutMs = 5000): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect within timeout')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** The refusal a socket gets (fails the test if it connects instead). */
export async function refusal(socket: Socket): Promise<Error> {
  try {
    await connected(socket);
  } catch (err) {
    return err as Error;
  } finally {
    socket.close();
  }
  throw new Error('the socket connected but should have been refused');
}

/** The next `event` the socket hears (optionally the next one matching `where`). */
export function nextEvent<T = unknown>(socket: Socket, event: string, where: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: T) => {
      if (!where(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/** Everything the socket hears of `event` while `ms` pass. */
export async function collect<T = unknown>(socket: Socket, event: string, ms: number): Promise<T[]> {
  const seen: T[] = [];
  const handler = (payload: T) => seen.push(payload);
  socket.on(event, handler);
  await new Promise((r) => setTimeout(r, ms));
  socket.off(event, handler);
  return seen;
}

/** Emits with an acknowledgement and resolves with the server's answer. */
export function emitAck<T = unknown>(socket: Socket, event: string, payload?: unknown, timeoutMs = 5000): Promise<T> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}
