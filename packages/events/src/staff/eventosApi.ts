import { createApi } from '@reduxjs/toolkit/query/react';
import {
  type EvCancelarBody,
  type EvEventoBody,
  type EvEventoDetalle,
  type EvEventoUpdateBody,
  type EvEventosResponse,
  type EvKit,
  type EvRegistroDetalle,
  type EvRegistrosResponse,
} from '@sig/shared';
import { EV_PATHS, apiBaseQuery, evPath } from '@sig/shared/staff-ui';

const LIST = 'LIST';

/**
 * The staff half's one RTK Query api, built from the contract's paths: the events (paged on the server), one event,
 * its registrations and their cancellation, and the door's kit. A refused write (409 stale) reads the event again.
 */
export const eventosApi = createApi({
  reducerPath: 'eventosApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Evento', 'Registros', 'Kit'],
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    eventos: build.query<EvEventosResponse, Record<string, string>>({
      query: (searchParams) => ({ url: EV_PATHS.eventos, searchParams, schema: 'EvEventosResponse' }),
      providesTags: [{ type: 'Evento', id: LIST }],
    }),
    evento: build.query<EvEventoDetalle, string>({
      query: (id) => ({ url: evPath(EV_PATHS.evento, { id }), schema: 'EvEventoDetalle' }),
      providesTags: (_r, _e, id) => [{ type: 'Evento', id }],
    }),
    crear: build.mutation<EvEventoDetalle, EvEventoBody>({
      query: (body) => ({ url: EV_PATHS.eventos, method: 'post', json: body, schema: 'EvEventoDetalle' }),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Evento', id: LIST }]),
    }),
    guardar: build.mutation<EvEventoDetalle, { id: string; body: EvEventoUpdateBody }>({
      query: ({ id, body }) => ({ url: evPath(EV_PATHS.evento, { id }), method: 'put', json: body, schema: 'EvEventoDetalle' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(eventosApi.util.upsertQueryData('evento', id, saved));
      },
      invalidatesTags: (_r, e, { id }) => (e ? [{ type: 'Evento', id }] : [{ type: 'Evento', id: LIST }, 'Registros']),
    }),
    registros: build.query<EvRegistrosResponse, { id: string; params: Record<string, string> }>({
      query: ({ id, params }) => ({ url: evPath(EV_PATHS.registros, { id }), searchParams: params, schema: 'EvRegistrosResponse' }),
      providesTags: ['Registros'],
    }),
    cancelarRegistro: build.mutation<EvRegistroDetalle, { id: string; registroId: string; body: EvCancelarBody }>({
      query: ({ id, registroId, body }) => ({ url: evPath(EV_PATHS.cancelarRegistro, { id, registroId }), method: 'post', json: body, schema: 'EvRegistroDetalle' }),
      // a freed seat promotes the waiting list: the counts and the list change
      invalidatesTags: (_r, e, { id }) => (e ? [] : ['Registros', { type: 'Evento', id }, { type: 'Evento', id: LIST }]),
    }),
    kit: build.query<EvKit, string>({
      query: (id) => ({ url: evPath(EV_PATHS.kit, { id }), schema: 'EvKit' }),
      providesTags: (_r, _e, id) => [{ type: 'Kit', id }],
    }),
  }),
});

export const { useEventosQuery, useEventoQuery, useCrearMutation, useGuardarMutation, useRegistrosQuery, useCancelarRegistroMutation, useKitQuery } = eventosApi;
