import type { LogCodigoResponse, LogEntregaDetalle, LogEstatusBody, LogMisEntregasResponse } from '@sig/shared';
import { LOG_PATHS, logPath } from '@sig/shared/staff-ui';

import { logisticsApi } from '../logisticsApi';

/**
 * The delivery page's reads and desk writes. The field writes (proof, failure) do not come through here: they go
 * through the offline kit's outbox (fieldWork.ts), which sends them when it can.
 */
export const envioApi = logisticsApi.injectEndpoints({
  endpoints: (build) => ({
    entrega: build.query<LogEntregaDetalle, string>({
      query: (id) => ({ url: logPath(LOG_PATHS.entrega, { id }), schema: 'LogEntregaDetalle' }),
      providesTags: (_r, _e, id) => [{ type: 'Entrega', id }],
    }),
    misEntregas: build.query<LogMisEntregasResponse, void>({
      query: () => ({ url: LOG_PATHS.misEntregas, schema: 'LogMisEntregasResponse' }),
      providesTags: ['MisEntregas'],
    }),
    estatus: build.mutation<LogEntregaDetalle, { id: string; body: LogEstatusBody }>({
      query: ({ id, body }) => ({ url: logPath(LOG_PATHS.estatus, { id }), method: 'post', json: body, schema: 'LogEntregaDetalle' }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Entrega', id }, 'Entregas', 'MisEntregas'],
    }),
    reenviarCodigo: build.mutation<LogCodigoResponse, string>({
      query: (id) => ({ url: logPath(LOG_PATHS.codigo, { id }), method: 'post', schema: 'LogCodigoResponse' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Entrega', id }, 'MisEntregas'],
    }),
  }),
});

export const { useEntregaQuery, useMisEntregasQuery, useEstatusMutation, useReenviarCodigoMutation } = envioApi;
