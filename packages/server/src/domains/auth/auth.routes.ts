import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTH_PATHS,
  AccessTokenResponse,
  GetMenuBody,
  GetMenuResponse,
  LogoutAllResponse,
  LoginBody,
  LoginResponse,
  RecoveryBody,
  RecoveryResponse,
  RegisterBody,
  RegisterResponse,
  TicketBody,
  TicketChangeBody,
  TicketChangeResponse,
  TicketCheckResponse,
  UserUpdateBody,
  UserUpdateResponse,
} from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import type { ZodTypeProvider } from '../../plugins/zod';
import { rateLimited } from '../../plugins/rateLimits';
import { servedParcelNames } from '../releases';
import { filterMenu, loadMenu } from './menu';
import { KnownSignIns, placeOf } from './knownSignIns';
import { buildSession, checkPasswordPolicy, consumeTicket, createTicket, findValidTicket, identity, recordAccountEvent, sendActivationMail, sendRecoveryMail, sessionUser, type TicketKind } from '../../core';
import { pickCliente, signInSession } from './signIn';
import { registerWithNewCliente } from './registration';

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

export async function authRoutes(app: FastifyInstance, opts: { openRegistration: boolean; portalDir: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.authDeps;
  const db = app.db;

  const recoveryPerAccount = app.perAccount('recoveryPerAccount');
  const ticketChangePerTicket = app.perAccount('ticketChangePerTicket');
  const registerPerAccount = app.perAccount('registerPerAccount');
  const sessionPerUser = app.perAccount('sessionPerUser');
  const perUser = async (req: Parameters<typeof sessionPerUser>[0]) => sessionPerUser(req, req.session!.user.id);
  const open = app.access.public();
  const knownSignIns = new KnownSignIns(db, app.config.jwtSecret, app.config.publicUrl.startsWith('https:'));

  // ---- sign in -------------------------------------------------------------------------------------

  r.post(
    AUTH_PATHS.login,
    // no per-request limit: only failures count (signInThrottle), so malformed requests lock no one out
    { schema: { body: LoginBody, response: { 200: LoginResponse } }, preHandler: open },
    async (req, reply) => {
      const { email, password } = req.body;
      const throttle = app.signInThrottle;
      const place = placeOf(req);
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
      await knownSignIns.remember(found.id, place, app.clock(), reply);
      const session = await signInSession(deps, found);
      return { ...session, payload: { status: 200 as const }, data: session.user.data };
    },
  );

  r.get(
    AUTH_PATHS.accessToken,
    { schema: { response: { 200: AccessTokenResponse } }, config: app.perAddress('sessionPerAddress'), preHandler: [app.access.signedIn(), perUser] },
    async (req) => {
      const { user, clienteId } = req.session!;
      return buildSession(deps, user, clienteId);
    },
  );

  r.post(
    AUTH_PATHS.getmenu,
    {
      // the recovery page posts {} and a bare POST has no body at all: both mean "no options"
      schema: { body: z.preprocess((v) => v ?? {}, GetMenuBody), response: { 200: GetMenuResponse } },
      config: app.perAddress('sessionPerAddress'),
      // public: without a session the answer is an empty menu
      preHandler: open,
    },
    async (req) => {
      const session = await app.readSession(req);
      if (!session) return { menu: [] };
      await perUser(req);
      if (req.body.clients !== undefined && req.body.clients !== session.clienteId) {
        throw new HttpError(403, 'auth.forbidden', MESSAGES.otherCliente, { field: 'clients' });
      }
      const cliente = await identity.findCliente(db, session.clienteId);
      const products = cliente ? identity.toCliente(cliente).products : [];
      // read on each call, like the releases endpoint: a parcel released a minute ago shows at once
      return { menu: filterMenu(await loadMenu(db), session.permissions, products, await servedParcelNames(opts.portalDir)) };
    },
  );

  // ---- recovery and activation ------------------------------------------------------------------

  r.post(
    AUTH_PATHS.recovery,
    { schema: { body: RecoveryBody, response: { 200: RecoveryResponse } }, config: app.perAddress('recoveryPerAddress'), preHandler: open },
    async (req) => {
      const { email } = req.body;
      await recoveryPerAccount(req, email);
      // The answer is the same, and as fast, whether the account exists or not: the work runs after.
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
      return { status: 200, msg: MESSAGES.recoverySent, data: { email } };
    },
  );

  const ticketRoutes = (kind: TicketKind, checkPath: string, changePath: string) => {
    const notFound = () =>
      new HttpError(404, 'ticket.not_found', kind === 'recovery' ? MESSAGES.recoveryNotFound : MESSAGES.activationNotFound, { field: '_id' });
    // a recovery is for an active account; an activation for a pending one
    const wantedStatus = kind === 'recovery' ? 'active' : 'pending';

    r.post(
      checkPath,
      { schema: { body: TicketBody, response: { 200: TicketCheckResponse } }, config: app.perAddress('ticketPerAddress'), preHandler: open },
      async (req) => {
        const ticket = await findValidTicket(db, kind, req.body._id, app.clock());
        const user = ticket && (await identity.findUserById(db, ticket.user_id));
        return user && user.status === wantedStatus ? { email: user.email } : {};
      },
    );

    r.post(
      changePath,
      { schema: { body: TicketChangeBody, response: { 200: TicketChangeResponse } }, config: app.perAddress('ticketPerAddress'), preHandler: open },
      async (req, reply) => {
        const { _id, password } = req.body;
        await ticketChangePerTicket(req, _id);
        checkPasswordPolicy(password);
        const ticket = await findValidTicket(db, kind, _id, app.clock());
        const user = ticket && (await identity.findUserById(db, ticket.user_id));
        if (!ticket || !user || user.status !== wantedStatus) throw notFound();
        const hash = await app.passwords.hash(password);
        await db.transaction().execute(async (trx) => {
          const now = app.clock();
          // only one of two concurrent changes wins the ticket
          if (!(await consumeTicket(trx, kind, _id, now))) throw notFound();
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
        await knownSignIns.remember(user.id, placeOf(req), app.clock(), reply);
        return { status: 200, msg: kind === 'activation' ? MESSAGES.activated : MESSAGES.passwordReset, data: { email: user.email } };
      },
    );
  };
  ticketRoutes('recovery', AUTH_PATHS.recoveryCheck, AUTH_PATHS.recoveryChange);
  ticketRoutes('activation', AUTH_PATHS.activeCheck, AUTH_PATHS.activeChange);

  // ---- registration and own data -----------------------------------------------------------------

  r.post(
    AUTH_PATHS.register,
    { schema: { body: RegisterBody, response: { 200: RegisterResponse } }, config: app.perAddress('registerPerAddress'), preHandler: open },
    async (req) => {
      if (!opts.openRegistration) throw new HttpError(403, 'register.closed', MESSAGES.registerClosed);
      await registerPerAccount(req, req.body.email);
      const body = req.body;
      // The same answer, as fast, whether the e-mail is new or taken: the work and the mail run after.
      app.background.run('register', () => registerWithNewCliente(deps, body));
      return { status: 200, msg: MESSAGES.registerSent, data: { email: body.email } };
    },
  );

  r.post(
    AUTH_PATHS.userUpdate,
    { schema: { body: UserUpdateBody, response: { 200: UserUpdateResponse } }, config: app.perAddress('sessionPerAddress'), preHandler: [app.access.signedIn(), perUser] },
    async (req) => {
      const { user, clienteId, permissions } = req.session!;
      // spec 4: user data is saved only for a user with a role
      if (permissions.length === 0) throw new HttpError(403, 'auth.forbidden', 'No tienes permiso para esta acción.');
      const patch = req.body.user.data;
      const now = iso(app.clock());
      await identity.updateUserData(db, user.id, patch, now);
      await recordAccountEvent({ db, clienteId, actorId: user.id, now }, user.id, { action: 'user.update', before: null, after: patch });
      const fresh = (await identity.findUserById(db, user.id))!;
      return { status: 200, msg: MESSAGES.userSaved, user: (await sessionUser(deps, fresh, clienteId)).user };
    },
  );

  r.post(
    AUTH_PATHS.logoutAll,
    { schema: { response: { 200: LogoutAllResponse } }, config: app.perAddress('sessionPerAddress'), preHandler: [app.access.signedIn(), perUser] },
    async (req) => {
      const { user, clienteId } = req.session!;
      const now = iso(app.clock());
      await identity.bumpTokenVersion(db, user.id, now);
      await recordAccountEvent({ db, clienteId, actorId: user.id, now }, user.id, { action: 'user.logout_all', before: null, after: null });
      app.realtime.disconnectUser(user.id);
      return { status: 200, msg: MESSAGES.loggedOutAll };
    },
  );
}
