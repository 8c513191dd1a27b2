import { createApi } from '@reduxjs/toolkit/query/react';
import {
  type BtCredencialDetalle,
  type BtCredencialesResponse,
  type BtEmitirBody,
  type BtFoto,
  type BtHabitanteResponse,
  type BtNewPlantillaBody,
  type BtPlantilla,
  type BtPlantillasResponse,
  type BtRevocarBody,
  type BtUpdatePlantillaBody,
  type MidbListResponse,
} from '@sig/shared';
import { BT_PATHS, apiBaseQuery, btPath } from '@sig/shared/staff-ui';

/**
 * The staff half's one RTK Query api (its own store): templates, cards, the registry search to pick a holder, and
 * one habitante's cards. A write reads the lists again; the server has the last word on every permission.
 */
export const btApi = createApi({
  reducerPath: 'bettaidApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Plantillas', 'Credenciales', 'Credencial', 'Habitante'],
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    plantillas: build.query<BtPlantillasResponse, Record<string, string>>({
      query: (searchParams) => ({ url: BT_PATHS.plantillas, searchParams, schema: 'BtPlantillasResponse' }),
      providesTags: ['Plantillas'],
    }),
    plantilla: build.query<BtPlantilla, string>({
      query: (id) => ({ url: btPath(BT_PATHS.plantilla, { id }), schema: 'BtPlantilla' }),
      providesTags: ['Plantillas'],
    }),
    nuevaPlantilla: build.mutation<BtPlantilla, BtNewPlantillaBody>({
      query: (json) => ({ url: BT_PATHS.plantillas, method: 'post', json, schema: 'BtPlantilla' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Plantillas']),
    }),
    editarPlantilla: build.mutation<BtPlantilla, { id: string; body: BtUpdatePlantillaBody }>({
      query: ({ id, body }) => ({ url: btPath(BT_PATHS.plantilla, { id }), method: 'put', json: body, schema: 'BtPlantilla' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Plantillas', 'Credencial']),
    }),
    credenciales: build.query<BtCredencialesResponse, Record<string, string>>({
      query: (searchParams) => ({ url: BT_PATHS.credenciales, searchParams, schema: 'BtCredencialesResponse' }),
      providesTags: ['Credenciales'],
    }),
    credencial: build.query<BtCredencialDetalle, string>({
      query: (id) => ({ url: btPath(BT_PATHS.credencial, { id }), schema: 'BtCredencialDetalle' }),
      providesTags: ['Credencial'],
    }),
    emitir: build.mutation<BtCredencialDetalle, BtEmitirBody>({
      query: (json) => ({ url: BT_PATHS.credenciales, method: 'post', json, schema: 'BtCredencialDetalle' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Credenciales', 'Habitante', 'Plantillas']),
    }),
    revocar: build.mutation<BtCredencialDetalle, { id: string; body: BtRevocarBody }>({
      query: ({ id, body }) => ({ url: btPath(BT_PATHS.revocar, { id }), method: 'post', json: body, schema: 'BtCredencialDetalle' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Credenciales', 'Credencial', 'Habitante', 'Plantillas']),
    }),
    /** The registry's search, to pick the holder. */
    habitantes: build.query<MidbListResponse, Record<string, string>>({
      query: (searchParams) => ({ url: BT_PATHS.habitantes, searchParams, schema: 'MidbListResponse' }),
    }),
    habitante: build.query<BtHabitanteResponse, { habitanteId: string; plantillaId: string }>({
      query: ({ habitanteId, plantillaId }) => ({ url: btPath(BT_PATHS.habitante, { habitanteId }), searchParams: { plantillaId }, schema: 'BtHabitanteResponse' }),
      providesTags: ['Habitante'],
    }),
  }),
});

export const {
  usePlantillasQuery,
  usePlantillaQuery,
  useNuevaPlantillaMutation,
  useEditarPlantillaMutation,
  useCredencialesQuery,
  useCredencialQuery,
  useEmitirMutation,
  useRevocarMutation,
  useHabitantesQuery,
  useHabitanteQuery,
} = btApi;

export type { BtFoto };
