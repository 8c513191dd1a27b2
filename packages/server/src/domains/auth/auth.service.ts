import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { LoginResponse, MenuItem, RegisterBody, SessionResponse, UserUpdateBody } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { rateLimited } from '../../plugins/rateLimits';
import { servedParcelNames } from '../releases';
import { setupStatus } from '../setup';
import { filterMenu, loadMenu } from './menu';
import { KnownSignIns, type Place } from './knownSignIns';
import { buildSession, checkPasswordPolicy, consumeTicket, createTicket, findValidTicket, identity, recordAccountEvent, sendActivationMail, sendRecoveryMail, sessionUser, type Session, type TicketKind } from '../../core';
import { pickCliente, signInSession } from './signIn';
import { registerWithNewCliente } from './registration';

const SETUP_MENU_ID = 'admin.setup';

const withoutItem = (items: MenuItem[], id: string): MenuItem[] =>
  items.filter((i) => i.id !== id).map((i) => (i.children ? { ...i, children: withoutItem(i.children, id) } : i));

/*
 * The rules of signing in and of one's own account: the sign-in throttles and known places, recovery and
 * activation by mailed ticket, open registration, one's own data, signing out everywhere. The routes only
 * check the request (schemas, access, per-request limits) and call these.
 */

export const MESSAGES = {
  invalidCredentials: 'Correo o contraseña incorrectos.',
  pending: 'Tu cuenta aún no está activada. Revisa tu correo y abre el enlace de activación.',
  disabled: 'Tu cuenta está desactivada. Habla con el administrador de tu municipio.',
  recoverySent: 'Si el correo está registrado, te enviamos un enlace.',
  recoveryNotFound: 'Recuperación no encontrada o vencida. Solicita un nuevo enlace.',
  activationNotFound: 'Activación no encontrada o vencida. Pide una nueva invitación al administrador de tu municipio.',
  passwordReset: 'Contraseña restablecida.',
  activated: 'Activación finalizada.',
  registerClosed: 'El registro está cerrado. Pide una invitación al administrador de tu municipio.',
  registerSent: 'Te enviamos un correo. Abre el enlace que contiene para terminar de crear tu cuenta.',
  userSaved: 'User data saved with api',
  loggedOutAll: 'Se cerraron todas tus sesiones.',
  otherCliente: 'No perteneces a ese cliente, o tu sesión está abierta en otro.',
} as const;

/** What signing in (or a new password) answers, and the Set-Cookie value of the browser's device token. */
export interface WithDeviceCookie<T> {
  answer: T;
  cookie: string;
}

export function authService(app: FastifyInstance, opts: { openRegistration: boolean; portalDir: string }) {
  const deps = app.authDeps;
  const db = app.db;
  const knownSignIns = new KnownSignIns(db, app.config.jwtSecret, app.config.publicUrl.startsWith('https:'));

  return {
    async signIn(email: string, password: string, place: Place): Promise<WithDeviceCookie<LoginResponse>> {
      const throttle = app.signInThrottle;
      const user = await identity.findUserByEmail(db, email);
      const known = await knownSignIns.check(user?.id ?? '', place, app.clock());
      // a known device has a throttle of its own: an attacker at the same address does not slow it down
      const pair = `${email}\n${known.device ? `device:${knownSignIns.hash('device', place.device!)}` : `address:${place.address}`}`;
      const wait =
        (known.device ? 0 : throttle.addresses.blockedFor(place.address)) ||
        throttle.pairs.waitFor(pair) ||
        (known.device || known.address ? 0 : throttle.accounts.blockedFor(email));
      if (wait) throw rateLimited(wait);
      // charged before the (slow) check, so a burst of parallel guesses cannot all slip through; refunded on success
      throttle.pairs.fail(pair);
      throttle.accounts.fail(email);
      throttle.addresses.fail(place.address);
      // An unknown e-mail and an account without a password (invited, not yet activated) are answered
      // alike, after the same hashing work.
      if (!(await app.passwords.verify(password, user?.password_hash))) {
        throw new HttpError(401, 'auth.invalid_credentials', MESSAGES.invalidCredentials);
      }
      throttle.pairs.reset(pair);
      throttle.accounts.refund(email);
      throttle.addresses.refund(place.address);
      const found = user!;
      // status is told only to someone who knows the password
      if (found.status === 'pending') throw new HttpError(403, 'auth.pending_activation', MESSAGES.pending);
      if (found.status === 'disabled') throw new HttpError(403, 'auth.disabled', MESSAGES.disabled);
      if (app.passwords.needsRehash(found.password_hash!)) {
        await identity.upgradePasswordHash(db, found.id, await app.passwords.hash(password));
      }
      const cookie = await knownSignIns.remember(found.id, place, app.clock());
      const session = await signInSession(deps, found);
      return { answer: { ...session, payload: { status: 200 as const }, data: session.user.data }, cookie };
    },

    refresh: (session: Session): Promise<SessionResponse> => buildSession(deps, session.user, session.clienteId),

    /** The stored menu as the session may see it: its cliente's products, its permissions, the parcels this portal serves. */
    async menu(session: Session, clients: string | undefined): Promise<{ menu: MenuItem[] }> {
      if (clients !== undefined && clients !== session.clienteId) {
        throw new HttpError(403, 'auth.forbidden', MESSAGES.otherCliente, { field: 'clients' });
      }
      const cliente = await identity.findCliente(db, session.clienteId);
      const products = cliente ? identity.toCliente(cliente).products : [];
      // read on each call, like the releases endpoint: a parcel released a minute ago shows at once
      const menu = filterMenu(await loadMenu(db), session.permissions, products, await servedParcelNames(opts.portalDir));
      // the setup guide is offered while it has steps left (issue 24); only administrators get it at all
      const offersGuide = (items: MenuItem[]): boolean => items.some((i) => i.id === SETUP_MENU_ID || offersGuide(i.children ?? []));
      if (cliente && offersGuide(menu) && (await setupStatus(db, cliente.id)).complete) return { menu: withoutItem(menu, SETUP_MENU_ID) };
      return { menu };
    },

    /** The answer is the same, and as fast, whether the account exists or not: the work runs after. */
    requestRecovery(email: string): void {
      app.background.run('recovery', async () => {
        const user = await identity.findUserByEmail(db, email);
        if (!user || user.status === 'disabled') return;
        const membership = pickCliente(await identity.listMemberships(db, user.id));
        const cliente = membership && (await identity.findCliente(db, membership.id));
        if (!cliente) return;
        // an invited user who lost the invitation gets a fresh activation link instead
        const kind: TicketKind = user.status === 'pending' ? 'activation' : 'recovery';
        const ticket = await createTicket(db, kind, user.id, cliente.id, app.clock());
        if (kind === 'activation') await sendActivationMail(deps, user, cliente, ticket.id);
        else await sendRecoveryMail(deps, user, cliente, ticket.id);
      });
    },

    /** The e-mail a valid ticket is for ({} for any other): a recovery is for an active account, an activation for a pending one. */
    async checkTicket(kind: TicketKind, id: string): Promise<{ email?: string }> {
      const ticket = await findValidTicket(db, kind, id, app.clock());
      const user = ticket && (await identity.findUserById(db, ticket.user_id));
      return user && user.status === wantedStatus(kind) ? { email: user.email } : {};
    },

    /** Sets the password a ticket was mailed for, spending the ticket; signs the account out everywhere. */
    async changeByTicket(kind: TicketKind, id: string, password: string, place: Place): Promise<WithDeviceCookie<{ email: string }>> {
      checkPasswordPolicy(password);
      const ticket = await findValidTicket(db, kind, id, app.clock());
      const user = ticket && (await identity.findUserById(db, ticket.user_id));
      if (!ticket || !user || user.status !== wantedStatus(kind)) throw ticketNotFound(kind);
      const hash = await app.passwords.hash(password);
      await db.transaction().execute(async (trx) => {
        const now = app.clock();
        // only one of two concurrent changes wins the ticket
        if (!(await consumeTicket(trx, kind, id, now))) throw ticketNotFound(kind);
        await identity.setPassword(trx, user.id, hash, iso(now), kind === 'activation');
        await recordAccountEvent({ db: trx, clienteId: ticket.cliente_id, actorId: user.id, now: iso(now) }, user.id, {
          action: kind === 'activation' ? 'user.activate' : 'user.password_reset',
          before: null,
          after: null,
        });
      });
      app.realtime.disconnectUser(user.id);
      // The mail is the way out of a per-account lockout: it proves the owner, so a new password opens
      // the lock and this browser and address become known (an attacker cannot lock them out again).
      app.signInThrottle.accounts.reset(user.email);
      return { answer: { email: user.email }, cookie: await knownSignIns.remember(user.id, place, app.clock()) };
    },

    /**
     * Open registration, when the portal has it (`allowed`: the per-account limit, counted only then). The
     * same answer, as fast, whether the e-mail is new or taken: the work and the mail run after.
     */
    async register(body: RegisterBody, allowed: () => Promise<void>): Promise<void> {
      if (!opts.openRegistration) throw new HttpError(403, 'register.closed', MESSAGES.registerClosed);
      await allowed();
      app.background.run('register', () => registerWithNewCliente(deps, body));
    },

    /** Spec 4: user data is saved only for a user with a role. */
    async updateOwnData(session: Session, patch: z.infer<typeof UserUpdateBody>['user']['data']) {
      const { user, clienteId, permissions } = session;
      if (permissions.length === 0) throw new HttpError(403, 'auth.forbidden', 'No tienes permiso para esta acción.');
      const now = iso(app.clock());
      await identity.updateUserData(db, user.id, patch, now);
      await recordAccountEvent({ db, clienteId, actorId: user.id, now }, user.id, { action: 'user.update', before: null, after: patch });
      const fresh = (await identity.findUserById(db, user.id))!;
      return (await sessionUser(deps, fresh, clienteId)).user;
    },

    async logoutAll(session: Session): Promise<void> {
      const { user, clienteId } = session;
      const now = iso(app.clock());
      await identity.bumpTokenVersion(db, user.id, now);
      await recordAccountEvent({ db, clienteId, actorId: user.id, now }, user.id, { action: 'user.logout_all', before: null, after: null });
      app.realtime.disconnectUser(user.id);
    },
  };
}

/** A recovery is for an active account; an activation for a pending one. */
const wantedStatus = (kind: TicketKind) => (kind === 'recovery' ? 'active' : 'pending');

const ticketNotFound = (kind: TicketKind) =>
  new HttpError(404, 'ticket.not_found', kind === 'recovery' ? MESSAGES.recoveryNotFound : MESSAGES.activationNotFound, { field: '_id' });
