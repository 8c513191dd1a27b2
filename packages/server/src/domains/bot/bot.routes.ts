import type { FastifyInstance } from 'fastify';
import {
  BOT_PATHS,
  BotAgentsResponse,
  BotCanned,
  BotCannedBody,
  BotCannedResponse,
  BotChannelBody,
  BotChannelCreated,
  BotChannelsResponse,
  BotCloseBody,
  BotContactDetail,
  BotContactsQuery,
  BotContactsResponse,
  BotConversation,
  BotConversationDetail,
  BotDeleted,
  BotFlowDraftBody,
  BotFlowState,
  BotFlowValidation,
  BotIdParams,
  BotMessage,
  BotMetrics,
  BotMyConversations,
  BotPublishBody,
  BotQueueResponse,
  BotSendBody,
  BotSettings,
  BotSettingsBody,
  BotTemplate,
  BotTemplateBody,
  BotTemplatesResponse,
  BotTransferBody,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { botAccess } from './botAccess';
import type { CentreService } from './centre.service';
import type { ConfigService } from './config.service';

/** The staff API of the bot over HTTP: schemas and access only; the rules are in the services. */
export async function botRoutes(app: FastifyInstance, config: ConfigService, centre: CentreService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = botAccess(app);
  const P = BOT_PATHS;
  const params = { params: BotIdParams };

  // ---- configuration (admin)
  r.get(P.flujo, { schema: { response: { 200: BotFlowState } }, preHandler: a.config }, async (req) => config.state(req.session!));
  r.put(P.flujo, { schema: { body: BotFlowDraftBody, response: { 200: BotFlowState } }, preHandler: a.config }, async (req) => config.saveDraft(req.session!, req.body));
  r.post(P.validar, { schema: { body: BotFlowDraftBody, response: { 200: BotFlowValidation } }, preHandler: a.config }, async (req) => config.validate(req.session!, req.body.flujo));
  r.post(P.publicar, { schema: { body: BotPublishBody, response: { 200: BotFlowState } }, preHandler: a.config }, async (req) => config.publish(req.session!, req.body.version));
  r.get(P.canales, { schema: { response: { 200: BotChannelsResponse } }, preHandler: a.config }, async (req) => config.channels(req.session!));
  r.post(P.canales, { schema: { body: BotChannelBody, response: { 201: BotChannelCreated } }, preHandler: a.config }, async (req, reply) => reply.code(201).send(await config.createChannel(req.session!, req.body)));
  r.get(P.ajustes, { schema: { response: { 200: BotSettings } }, preHandler: a.agent }, async (req) => config.settings(req.session!));
  r.put(P.ajustes, { schema: { body: BotSettingsBody, response: { 200: BotSettings } }, preHandler: a.config }, async (req) => config.saveSettings(req.session!, req.body));
  r.get(P.plantillas, { schema: { response: { 200: BotTemplatesResponse } }, preHandler: a.agent }, async (req) => config.templates(req.session!));
  r.post(P.plantillas, { schema: { body: BotTemplateBody, response: { 201: BotTemplate } }, preHandler: a.config }, async (req, reply) => reply.code(201).send(await config.createTemplate(req.session!, req.body)));

  // ---- canned answers (SigChatCenter)
  r.get(P.respuestas, { schema: { response: { 200: BotCannedResponse } }, preHandler: a.agent }, async (req) => centre.canned(req.session!));
  r.post(P.respuestas, { schema: { body: BotCannedBody, response: { 201: BotCanned } }, preHandler: a.agent }, async (req, reply) => reply.code(201).send(await centre.createCanned(req.session!, req.body)));
  r.put(P.respuesta, { schema: { ...params, body: BotCannedBody, response: { 200: BotCanned } }, preHandler: a.agent }, async (req) => centre.updateCanned(req.session!, req.params.id, req.body));
  r.delete(P.respuesta, { schema: { ...params, response: { 200: BotDeleted } }, preHandler: a.agent }, async (req) => centre.deleteCanned(req.session!, req.params.id));

  // ---- the contact centre (SigChatCenter)
  r.get(P.cola, { schema: { response: { 200: BotQueueResponse } }, preHandler: a.agent }, async (req) => centre.queue(req.session!));
  r.post(P.autoasignar, { schema: { response: { 200: BotConversation } }, preHandler: a.agent }, async (req) => centre.autoAssign(req.session!));
  r.get(P.mias, { schema: { response: { 200: BotMyConversations } }, preHandler: a.agent }, async (req) => centre.mineList(req.session!));
  r.get(P.conversacion, { schema: { ...params, response: { 200: BotConversationDetail } }, preHandler: a.agent }, async (req) => centre.detail(req.session!, req.params.id));
  r.post(P.tomar, { schema: { ...params, response: { 200: BotConversation } }, preHandler: a.agent }, async (req) => centre.take(req.session!, req.params.id));
  r.post(P.transferir, { schema: { ...params, body: BotTransferBody, response: { 200: BotConversation } }, preHandler: a.agent }, async (req) => centre.transfer(req.session!, req.params.id, req.body.agenteId));
  r.post(P.mensajes, { schema: { ...params, body: BotSendBody, response: { 200: BotMessage } }, preHandler: a.agent }, async (req) => centre.send(req.session!, req.params.id, req.body));
  r.post(P.leido, { schema: { ...params, response: { 200: BotConversation } }, preHandler: a.agent }, async (req) => centre.markRead(req.session!, req.params.id));
  r.post(P.cerrar, { schema: { ...params, body: BotCloseBody, response: { 200: BotConversation } }, preHandler: a.agent }, async (req) => centre.close(req.session!, req.params.id, req.body));
  r.get(P.metricas, { schema: { response: { 200: BotMetrics } }, preHandler: a.agent }, async (req) => centre.metrics(req.session!));
  r.get(P.agentes, { schema: { response: { 200: BotAgentsResponse } }, preHandler: a.agent }, async (req) => centre.agents(req.session!));

  // ---- contacts (SigContactos)
  r.get(P.contactos, { schema: { querystring: BotContactsQuery, response: { 200: BotContactsResponse } }, preHandler: a.contacts }, async (req) => centre.contacts(req.session!, req.query));
  r.get(P.contacto, { schema: { ...params, response: { 200: BotContactDetail } }, preHandler: a.contacts }, async (req) => centre.contact(req.session!, req.params.id));
}
