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
import type { ZodTypeProvider } from '../../plugins/zod';
import { placeOf } from './knownSignIns';
import { MESSAGES, authService } from './auth.service';
import type { TicketKind } from '../../core';

/** Signing in and one's own account over HTTP: schemas, access and the per-request limits; the rules are in auth.service. */
export async function authRoutes(app: FastifyInstance, opts: { openRegistration: boolean; portalDir: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = authService(app, opts);

  const recoveryPerAccount = app.perAccount('recoveryPerAccount');
  const ticketChangePerTicket = app.perAccount('ticketChangePerTicket');
  const registerPerAccount = app.perAccount('registerPerAccount');
  const sessionPerUser = app.perAccount('sessionPerUser');
  const perUser = async (req: Parameters<typeof sessionPerUser>[0]) => sessionPerUser(req, req.session!.user.id);
  const open = app.access.public();

  // ---- sign in -------------------------------------------------------------------------------------

  r.post(
    AUTH_PATHS.login,
    // no per-request limit: only failures count (signInThrottle), so malformed requests lock no one out
    { schema: { body: LoginBody, response: { 200: LoginResponse } }, preHandler: open },
    async (req, reply) => {
      const { answer, cookie } = await auth.signIn(req.body.email, req.body.password, placeOf(req));
      return reply.header('set-cookie', cookie).send(answer);
    },
  );

  r.get(
    AUTH_PATHS.accessToken,
    { schema: { response: { 200: AccessTokenResponse } }, config: app.perAddress('sessionPerAddress'), preHandler: [app.access.signedIn(), perUser] },
    async (req) => auth.refresh(req.session!),
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
      return auth.menu(session, req.body.clients);
    },
  );

  // ---- recovery and activation ------------------------------------------------------------------

  r.post(
    AUTH_PATHS.recovery,
    { schema: { body: RecoveryBody, response: { 200: RecoveryResponse } }, config: app.perAddress('recoveryPerAddress'), preHandler: open },
    async (req) => {
      const { email } = req.body;
      await recoveryPerAccount(req, email);
      auth.requestRecovery(email);
      return { status: 200, msg: MESSAGES.recoverySent, data: { email } };
    },
  );

  const ticketRoutes = (kind: TicketKind, checkPath: string, changePath: string) => {
    r.post(
      checkPath,
      { schema: { body: TicketBody, response: { 200: TicketCheckResponse } }, config: app.perAddress('ticketPerAddress'), preHandler: open },
      async (req) => auth.checkTicket(kind, req.body._id),
    );

    r.post(
      changePath,
      { schema: { body: TicketChangeBody, response: { 200: TicketChangeResponse } }, config: app.perAddress('ticketPerAddress'), preHandler: open },
      async (req, reply) => {
        const { _id, password } = req.body;
        await ticketChangePerTicket(req, _id);
        const { answer, cookie } = await auth.changeByTicket(kind, _id, password, placeOf(req));
        return reply.header('set-cookie', cookie).send({ status: 200, msg: kind === 'activation' ? MESSAGES.activated : MESSAGES.passwordReset, data: answer });
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
      await auth.register(req.body, () => registerPerAccount(req, req.body.email));
      return { status: 200, msg: MESSAGES.registerSent, data: { email: req.body.email } };
    },
  );

  r.post(
    AUTH_PATHS.userUpdate,
    { schema: { body: UserUpdateBody, response: { 200: UserUpdateResponse } }, config: app.perAddress('sessionPerAddress'), preHandler: [app.access.signedIn(), perUser] },
    async (req) => ({ status: 200, msg: MESSAGES.userSaved, user: await auth.updateOwnData(req.session!, req.body.user.data) }),
  );

  r.post(
    AUTH_PATHS.logoutAll,
    { schema: { response: { 200: LogoutAllResponse } }, config: app.perAddress('sessionPerAddress'), preHandler: [app.access.signedIn(), perUser] },
    async (req) => {
      await auth.logoutAll(req.session!);
      return { status: 200, msg: MESSAGES.loggedOutAll };
    },
  );
}
