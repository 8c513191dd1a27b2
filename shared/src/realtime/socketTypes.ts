/** How the client opens its socket (the options of socket.io-client's `io`). */
export interface SocketConnectOptions {
  path: string;
  transports: string[];
  /** socket.io calls this before every (re)connection attempt, so a renewed token is always the one sent. */
  auth: (cb: (data: { token: string }) => void) => void;
}

/** The part of a socket.io-client Socket we use; tests implement it with a double of the library. */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** False once socket.io gave up on its own: the server refused the handshake or closed the socket. */
  readonly active: boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  onAny(listener: (event: string, ...args: any[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (url: string, options: SocketConnectOptions) => RealtimeSocket;
