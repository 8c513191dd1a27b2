import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import { SOCKET_EVENTS, type NewNotificationEvent, type Notification } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import { insertNotification, type NewNotification } from './notifications.repository';
import { clienteRoom, memberRoom, userRoom } from './rooms';
import { type TokenClaims } from '../../core';

/** What each socket keeps; it travels to other nodes with fetchSockets, so it must stay plain data. */
export interface SocketData {
  userId: string;
  clienteId: string;
  claims: TokenClaims;
  /** The contact whose conversation this tab's chat panel shows ('chat-abierto'), if any. */
  chatOpen: string | null;
}

export type RealtimeIo = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const USERS_CHANGED_BATCH_MS = 250;

export interface RealtimeDeps {
  io: RealtimeIo;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long to wait for the other nodes' answer to fetchSockets before settling for this node's own. */
  requestsTimeoutMs: number;
}

/**
 * What other domains use to reach people live (app.realtime). Rooms and presence are asked of the
 * adapter, so with Redis every node sees every node's sockets. This node only holds requests in flight
 * and a quarter-second batch of presence announcements, nothing another node would need.
 */
export class Realtime {
  private readonly inFlight = new Map<string, Promise<{ data: SocketData }[]>>();
  private readonly changed = new Map<string, { userIds: Set<string>; timer: NodeJS.Timeout }>();

  constructor(private readonly deps: RealtimeDeps) {}

  /** Stores a notification for the user in that cliente and pushes it to their open tabs there. */
  async notifyUser(clienteId: string, userId: string, n: NewNotification): Promise<Notification> {
    const notification = await insertNotification(this.deps.db, clienteId, userId, n, iso(this.deps.clock()));
    const event: NewNotificationEvent = { msg: notification.message, notification };
    this.emitToMember(clienteId, userId, SOCKET_EVENTS.newNotification, event);
    return notification;
  }

  /** An event to every socket signed in to the cliente, on every node. */
  broadcast(clienteId: string, event: string, payload: unknown): void {
    this.deps.io.to(clienteRoom(clienteId)).emit(event, payload);
  }

  /** An event to every socket in a room (rooms.ts), on every node. */
  emitToRoom(room: string, event: string, payload: unknown): void {
    this.deps.io.to(room).emit(event, payload);
  }

  /** An event to one user's sockets in one cliente. */
  emitToMember(clienteId: string, userId: string, event: string, payload: unknown): void {
    this.deps.io.to(memberRoom(clienteId, userId)).emit(event, payload);
  }

  /**
   * Closes every socket of the user on every node: call it when the user is disabled, logs out
   * everywhere or changes password (their token no longer opens a new one).
   */
  disconnectUser(userId: string): void {
    this.deps.io.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Only the person's sockets signed in to this cliente: their work in other clientes goes on. */
  disconnectMember(clienteId: string, userId: string): void {
    this.deps.io.in(memberRoom(clienteId, userId)).disconnectSockets(true);
  }

  /**
   * The sockets in a room across nodes. If the other nodes do not answer in time (Redis away, a node
   * dying) this node's own sockets are the best answer there is. Callers asking about the same room
   * while a request is out share its answer, so a wave of 'listar_usuarios' costs one round trip.
   */
  socketsIn(room: string): Promise<{ data: SocketData }[]> {
    let pending = this.inFlight.get(room);
    if (!pending) {
      pending = this.fetchSockets(room).finally(() => this.inFlight.delete(room));
      this.inFlight.set(room, pending);
    }
    return pending;
  }

  private async fetchSockets(room: string): Promise<{ data: SocketData }[]> {
    const { io, log, requestsTimeoutMs } = this.deps;
    let timer: NodeJS.Timeout | undefined;
    try {
      const all = io.in(room).fetchSockets();
      all.catch(() => undefined); // a late failure after the timeout has already been answered
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('fetchSockets timed out')), requestsTimeoutMs + 500);
      });
      return await Promise.race([all, late]);
    } catch (err) {
      log.warn({ err: { message: (err as Error).message }, room }, 'presence from this node only');
      return io.local.in(room).fetchSockets();
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Tells the cliente's sockets that someone came, went or changed status ('lista-usuarios-att'
   * { userIds }). Clients answer with 'listar_usuarios', so changes within a short window go out as one
   * event: a hundred people signing in at nine must not cost a hundred times a hundred presence lists.
   */
  usersChanged(clienteId: string, userId: string): void {
    let batch = this.changed.get(clienteId);
    if (!batch) {
      const userIds = new Set<string>();
      const timer = setTimeout(() => {
        this.changed.delete(clienteId);
        this.broadcast(clienteId, SOCKET_EVENTS.usersChanged, { userIds: [...userIds] });
      }, USERS_CHANGED_BATCH_MS);
      timer.unref();
      batch = { userIds, timer };
      this.changed.set(clienteId, batch);
    }
    batch.userIds.add(userId);
  }

  /** Drops announcements not yet sent (the server is closing). */
  stop(): void {
    for (const { timer } of this.changed.values()) clearTimeout(timer);
    this.changed.clear();
  }

  /** Users with at least one socket signed in to the cliente. */
  async onlineUserIds(clienteId: string): Promise<Set<string>> {
    return new Set((await this.socketsIn(clienteRoom(clienteId))).map((s) => s.data.userId));
  }

  /** Whether any of the user's tabs in the cliente shows the conversation with `contactId`. */
  async isChatOpen(clienteId: string, userId: string, contactId: string): Promise<boolean> {
    return (await this.socketsIn(memberRoom(clienteId, userId))).some((s) => s.data.chatOpen === contactId);
  }
}
