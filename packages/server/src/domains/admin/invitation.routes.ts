import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITATION_PATHS, InvitationAnswerResponse, InvitationBody, InvitationCheckResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { answerInvitation, describeInvitation } from './invites.service';

/**
 * The mailed link's answers (no token: the link is the credential, as for activation). Rate-limited per
 * address, and each link's answers too, so guessing links is hopeless and one link cannot be hammered.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perLink = app.perAccount('ticketChangePerTicket');
  const config = app.perAddress('ticketPerAddress');
  const open = app.access.public();

  r.post(INVITATION_PATHS.check, { schema: { body: InvitationBody, response: { 200: InvitationCheckResponse } }, config, preHandler: open }, async (req) =>
    describeInvitation(app.db, req.body._id, app.clock()),
  );

  const answer = async (req: FastifyRequest, id: string, accept: boolean) => {
    await perLink(req, id);
    const { cliente } = await answerInvitation(app.db, id, accept, app.clock());
    return accept
      ? { status: 200, msg: `Ya formas parte de ${cliente}. Entra con tu cuenta de siempre.`, cliente }
      : { status: 200, msg: `Rechazaste la invitación de ${cliente}.`, cliente };
  };
  r.post(INVITATION_PATHS.accept, { schema: { body: InvitationBody, response: { 200: InvitationAnswerResponse } }, config, preHandler: open }, async (req) =>
    answer(req, req.body._id, true),
  );
  r.post(INVITATION_PATHS.decline, { schema: { body: InvitationBody, response: { 200: InvitationAnswerResponse } }, config, preHandler: open }, async (req) =>
    answer(req, req.body._id, false),
  );
}
