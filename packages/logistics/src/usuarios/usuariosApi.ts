import type { LogCandidatosResponse, LogRepartidor, LogRepartidorBody, LogRepartidoresResponse } from '@sig/shared';
import { LOG_PATHS, logPath } from '@sig/shared/staff-ui';

import { logisticsApi } from '../logisticsApi';

/** Delivery staff: who they are, their zonas and today's load; registering and changing one. */
export const usuariosApi = logisticsApi.injectEndpoints({
  endpoints: (build) => ({
    repartidores: build.query<LogRepartidoresResponse, void>({
      query: () => ({ url: LOG_PATHS.repartidores, schema: 'LogRepartidoresResponse' }),
      providesTags: ['Repartidores'],
    }),
    candidatos: build.query<LogCandidatosResponse, string>({
      query: (q) => ({ url: LOG_PATHS.candidatos, searchParams: q ? { q } : undefined, schema: 'LogCandidatosResponse' }),
      providesTags: ['Candidatos'],
    }),
    guardarRepartidor: build.mutation<LogRepartidor, { userId: string; body: LogRepartidorBody }>({
      query: ({ userId, body }) => ({ url: logPath(LOG_PATHS.repartidor, { userId }), method: 'put', json: body, schema: 'LogRepartidor' }),
      // a stale version (409) reads the staff again, so the next save carries the current one
      invalidatesTags: (_r, e) => (e && e.status !== 409 ? [] : ['Repartidores', 'Candidatos', 'Analytics']),
    }),
  }),
});

export const { useRepartidoresQuery, useCandidatosQuery, useGuardarRepartidorMutation } = usuariosApi;
