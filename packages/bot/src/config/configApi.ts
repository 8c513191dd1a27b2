import {
  TIPOS_PATHS,
  type ActiveTiposResponse,
  type BotChannel,
  type BotChannelKind,
  type BotFlow,
  type BotFlowNode,
  type BotFlowState,
  type BotSettings,
  type BotTemplate,
  type BotTemplateBody,
} from '@sig/shared';

import { botApi } from '../staff/botApi';
import { BOT_PATHS } from '@sig/shared/staff-ui';

/** The flow as the editor sends it (BotFlowDraftBody's `flujo`); the types of the contract, no zod in this chunk. */
export type FlowDraft = BotFlow;
export type FlowNode = BotFlowNode;

export interface ChannelBody {
  nombre: string;
  tipo: BotChannelKind;
  whatsapp?: { baseUrl: string; phoneNumberId: string; accessToken: string };
}
export type ChannelCreated = BotChannel & { secreto: string | null };

/**
 * The flow editor's calls (issue 27, `/bot/config`): the flow (draft, check, publish), the channels, the per-agent
 * cap and the approved templates, plus the active tipos de reporte a reporte step files. Added to the staff half's
 * one api; a write's answer replaces what the page shows.
 */
export const configApi = botApi.injectEndpoints({
  endpoints: (build) => ({
    flujo: build.query<BotFlowState, void>({
      query: () => ({ url: BOT_PATHS.flujo, schema: 'BotFlowState' }),
      providesTags: ['Flow'],
    }),
    guardarFlujo: build.mutation<BotFlowState, { flujo: FlowDraft; version: number }>({
      query: (json) => ({ url: BOT_PATHS.flujo, method: 'put', json, schema: 'BotFlowState' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(configApi.util.upsertQueryData('flujo', undefined, saved));
      },
    }),
    publicarFlujo: build.mutation<BotFlowState, { version: number }>({
      query: (json) => ({ url: BOT_PATHS.publicar, method: 'post', json, schema: 'BotFlowState' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(configApi.util.upsertQueryData('flujo', undefined, saved));
      },
    }),
    tiposReporte: build.query<ActiveTiposResponse, void>({
      query: () => ({ url: TIPOS_PATHS.gettiporeporte, schema: 'ActiveTiposResponse' }),
      keepUnusedDataFor: 60,
    }),
    canales: build.query<{ items: BotChannel[] }, void>({
      query: () => ({ url: BOT_PATHS.canales, schema: 'BotChannelsResponse' }),
      providesTags: ['Channels'],
    }),
    crearCanal: build.mutation<ChannelCreated, ChannelBody>({
      query: (json) => ({ url: BOT_PATHS.canales, method: 'post', json, schema: 'BotChannelCreated' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Channels']),
    }),
    ajustes: build.query<BotSettings, void>({
      query: () => ({ url: BOT_PATHS.ajustes, schema: 'BotSettings' }),
      providesTags: ['Settings'],
    }),
    guardarAjustes: build.mutation<BotSettings, { maxPorAgente: number; version: number }>({
      query: (json) => ({ url: BOT_PATHS.ajustes, method: 'put', json, schema: 'BotSettings' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(configApi.util.upsertQueryData('ajustes', undefined, saved));
      },
    }),
    plantillas: build.query<{ items: BotTemplate[] }, void>({
      query: () => ({ url: BOT_PATHS.plantillas, schema: 'BotTemplatesResponse' }),
      providesTags: ['Templates'],
    }),
    crearPlantilla: build.mutation<BotTemplate, BotTemplateBody>({
      query: (json) => ({ url: BOT_PATHS.plantillas, method: 'post', json, schema: 'BotTemplate' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Templates']),
    }),
  }),
});

export const {
  useFlujoQuery,
  useGuardarFlujoMutation,
  usePublicarFlujoMutation,
  useTiposReporteQuery,
  useCanalesQuery,
  useCrearCanalMutation,
  useAjustesQuery,
  useGuardarAjustesMutation,
  usePlantillasQuery,
  useCrearPlantillaMutation,
} = configApi;
