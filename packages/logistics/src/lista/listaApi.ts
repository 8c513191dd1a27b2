import {
  CATALOG_PAGE_SIZE_MAX,
  CATALOG_PATHS,
  type LogAsignarBody,
  type LogAsignarResponse,
  type LogEntrega,
  type LogEntregasResponse,
  type LogLoteBody,
  type LogLoteResponse,
  type LogMapaResponse,
  type LogNewEntregaBody,
  type MidbListResponse,
  type ProgramasResponse,
} from '@sig/shared';
import { LOG_PATHS } from '@sig/shared/staff-ui';

import { logisticsApi } from '../logisticsApi';

/** A catalogue row as the filters use it. */
export interface CatalogOption {
  id: string;
  nombre: string;
}

/**
 * The list's calls: the deliveries (paged, and as map points), creating them one by one or in bulk, assigning
 * them; and the options the filters and forms offer (the registry's programmes and search, the catalogue's zonas
 * and colonias). A write reads the list, the map and the figures again.
 */
export const listaApi = logisticsApi.injectEndpoints({
  endpoints: (build) => ({
    entregas: build.query<LogEntregasResponse, Record<string, string>>({
      query: (searchParams) => ({ url: LOG_PATHS.entregas, searchParams, schema: 'LogEntregasResponse' }),
      providesTags: ['Entregas'],
    }),
    mapaEntregas: build.query<LogMapaResponse, Record<string, string>>({
      query: (searchParams) => ({ url: LOG_PATHS.mapa, searchParams, schema: 'LogMapaResponse' }),
      providesTags: ['Entregas'],
    }),
    nuevaEntrega: build.mutation<LogEntrega, LogNewEntregaBody>({
      query: (json) => ({ url: LOG_PATHS.entregas, method: 'post', json, schema: 'LogEntrega' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Entregas', 'Analytics', 'Repartidores']),
    }),
    lote: build.mutation<LogLoteResponse, LogLoteBody>({
      query: (json) => ({ url: LOG_PATHS.lote, method: 'post', json, schema: 'LogLoteResponse' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Entregas', 'Analytics', 'Repartidores']),
    }),
    asignar: build.mutation<LogAsignarResponse, LogAsignarBody>({
      query: (json) => ({ url: LOG_PATHS.asignar, method: 'post', json, schema: 'LogAsignarResponse' }),
      // a partial failure still may have moved some: read again either way
      invalidatesTags: ['Entregas', 'Repartidores'],
    }),
    /** The registry's programmes (what a delivery belongs to), through Logística's door: a coordinator needs no SigMidb. */
    programas: build.query<ProgramasResponse, void>({
      query: () => ({ url: LOG_PATHS.programas, schema: 'ProgramasResponse' }),
      keepUnusedDataFor: 60,
    }),
    /** The registry's search: one habitante by name or CURP, or how many a filter finds. */
    habitantes: build.query<MidbListResponse, Record<string, string>>({
      query: (searchParams) => ({ url: LOG_PATHS.habitantes, searchParams, schema: 'MidbListResponse' }),
    }),
    /** The active rows of a catalogue (any session of the cliente reads them): one full page. */
    catalogo: build.query<{ items: CatalogOption[] }, 'zonas' | 'colonias'>({
      query: (name) => ({ url: CATALOG_PATHS[name].list, searchParams: { page: '1', pageSize: String(CATALOG_PAGE_SIZE_MAX), activo: 'true' } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const {
  useEntregasQuery,
  useMapaEntregasQuery,
  useNuevaEntregaMutation,
  useLoteMutation,
  useAsignarMutation,
  useProgramasQuery,
  useHabitantesQuery,
  useCatalogoQuery,
} = listaApi;
