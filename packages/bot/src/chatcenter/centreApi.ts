import {
  onSocketEvent,
  type BotAgentsResponse,
  type BotCanned,
  type BotCannedBody,
  type BotCloseBody,
  type BotConversation,
  type BotConversationDetail,
  type BotLiveMessage,
  type BotMessage,
  type BotMetrics,
  type BotMyConversations,
  type BotQueueResponse,
  type BotSendBody,
  type BotTemplate,
} from '@sig/shared';

import { botApi } from '../staff/botApi';
import { BOT_PATHS as P, BOT_SOCKET_EVENTS as CENTRE_EVENTS, botPath } from '@sig/shared/staff-ui';

const centrePath = (template: string, id: string) => botPath(template, { id });

type BotCannedResponse = { items: BotCanned[] };
type BotTemplatesResponse = { items: BotTemplate[] };

/**
 * The contact centre's endpoints on the staff half's one api. A take, a transfer or a close changes the queue,
 * the agent's list, the conversation and the metrics at once: they all read again. The server's socket events
 * invalidate the same tags while the queue and the agent's list are shown: bot:cola the queue and the metrics,
 * bot:mensaje the agent's list and the conversation it names, bot:asignada the agent's list.
 */
export const centreApi = botApi.injectEndpoints({
  endpoints: (build) => ({
    queue: build.query<BotQueueResponse, void>({
      query: () => ({ url: P.cola, schema: 'BotQueueResponse' }),
      providesTags: ['Queue'],
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        const off = onSocketEvent(CENTRE_EVENTS.cola, () => dispatch(botApi.util.invalidateTags(['Queue', 'Metrics'])));
        await cacheEntryRemoved;
        off();
      },
    }),
    mine: build.query<BotMyConversations, void>({
      query: () => ({ url: P.mias, schema: 'BotMyConversations' }),
      providesTags: ['Mine'],
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        const offs = [
          onSocketEvent<BotLiveMessage>(CENTRE_EVENTS.mensaje, (p) => dispatch(botApi.util.invalidateTags(['Mine', { type: 'Conversation', id: p.conversacionId }]))),
          onSocketEvent<BotConversation>(CENTRE_EVENTS.asignada, (c) => dispatch(botApi.util.invalidateTags(['Mine', 'Metrics', 'Agents', { type: 'Conversation', id: c.id }]))),
        ];
        await cacheEntryRemoved;
        for (const off of offs) off();
      },
    }),
    conversation: build.query<BotConversationDetail, string>({
      query: (id) => ({ url: centrePath(P.conversacion, id), schema: 'BotConversationDetail' }),
      providesTags: (_r, _e, id) => [{ type: 'Conversation', id }],
    }),
    metrics: build.query<BotMetrics, void>({ query: () => ({ url: P.metricas, schema: 'BotMetrics' }), providesTags: ['Metrics'] }),
    agents: build.query<BotAgentsResponse, void>({ query: () => ({ url: P.agentes, schema: 'BotAgentsResponse' }), providesTags: ['Agents'] }),
    templates: build.query<BotTemplatesResponse, void>({ query: () => ({ url: P.plantillas, schema: 'BotTemplatesResponse' }), providesTags: ['Templates'] }),
    canned: build.query<BotCannedResponse, void>({ query: () => ({ url: P.respuestas, schema: 'BotCannedResponse' }), providesTags: ['Canned'] }),

    autoAssign: build.mutation<BotConversation, void>({
      query: () => ({ url: P.autoasignar, method: 'post', schema: 'BotConversation' }),
      invalidatesTags: (_r, e) => (e ? ['Queue'] : ['Queue', 'Mine', 'Metrics', 'Agents']),
    }),
    take: build.mutation<BotConversation, string>({
      query: (id) => ({ url: centrePath(P.tomar, id), method: 'post', schema: 'BotConversation' }),
      invalidatesTags: ['Queue', 'Mine', 'Metrics', 'Agents'],
    }),
    transfer: build.mutation<BotConversation, { id: string; agenteId: string }>({
      query: ({ id, agenteId }) => ({ url: centrePath(P.transferir, id), method: 'post', json: { agenteId }, schema: 'BotConversation' }),
      invalidatesTags: (_r, _e, { id }) => ['Mine', 'Metrics', 'Agents', { type: 'Conversation', id }],
    }),
    send: build.mutation<BotMessage, { id: string; body: BotSendBody }>({
      query: ({ id, body }) => ({ url: centrePath(P.mensajes, id), method: 'post', json: body, schema: 'BotMessage' }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Conversation', id }, 'Metrics'],
    }),
    markRead: build.mutation<BotConversation, string>({
      query: (id) => ({ url: centrePath(P.leido, id), method: 'post', schema: 'BotConversation' }),
      invalidatesTags: ['Mine'],
    }),
    close: build.mutation<BotConversation, { id: string; body: BotCloseBody }>({
      query: ({ id, body }) => ({ url: centrePath(P.cerrar, id), method: 'post', json: body, schema: 'BotConversation' }),
      invalidatesTags: (_r, _e, { id }) => ['Queue', 'Mine', 'Metrics', 'Agents', { type: 'Conversation', id }],
    }),

    addCanned: build.mutation<BotCanned, BotCannedBody>({
      query: (json) => ({ url: P.respuestas, method: 'post', json, schema: 'BotCanned' }),
      invalidatesTags: ['Canned'],
    }),
    saveCanned: build.mutation<BotCanned, { id: string; body: BotCannedBody }>({
      query: ({ id, body }) => ({ url: centrePath(P.respuesta, id), method: 'put', json: body, schema: 'BotCanned' }),
      invalidatesTags: ['Canned'],
    }),
    deleteCanned: build.mutation<unknown, string>({
      query: (id) => ({ url: centrePath(P.respuesta, id), method: 'delete', schema: 'BotDeleted' }),
      invalidatesTags: ['Canned'],
    }),
  }),
});

export const {
  useQueueQuery,
  useMineQuery,
  useConversationQuery,
  useMetricsQuery,
  useAgentsQuery,
  useTemplatesQuery,
  useCannedQuery,
  useAutoAssignMutation,
  useTakeMutation,
  useTransferMutation,
  useSendMutation,
  useMarkReadMutation,
  useCloseMutation,
  useAddCannedMutation,
  useSaveCannedMutation,
  useDeleteCannedMutation,
} = centreApi;
