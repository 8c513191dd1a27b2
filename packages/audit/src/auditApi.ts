import { createApi } from '@reduxjs/toolkit/query/react';
import { CATALOG_PAGE_SIZE_MAX, CATALOG_PATHS } from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

import {
  AUDIT_PATHS,
  auditPath,
  type AuditBody,
  type AuditCase,
  type AuditFigures,
  type AuditQueueResponse,
  type AuditResult,
  type AuditorsResponse,
  type LiveResponse,
  type NewWorkListBody,
  type PositionBody,
  type Ref,
  type TrackResponse,
  type WorkItem,
  type WorkList,
  type WorkListsResponse,
} from './contract';

/**
 * The parcel's one RTK Query api over the Auditoría contract: the v1 queue and figures, a case to audit, the
 * verdict, the v2 work lists, the auditor's position and the supervisor's live view. Every page reads afresh
 * on each visit; a verdict or a list change refreshes what shows it (tags).
 */
export const auditApi = createApi({
  reducerPath: 'auditApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Cola', 'Caso', 'Lista', 'EnVivo'],
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    cola: build.query<AuditQueueResponse, Record<string, string>>({
      query: (searchParams) => ({ url: AUDIT_PATHS.cola, searchParams }),
      providesTags: ['Cola'],
    }),
    figuras: build.query<AuditFigures, Record<string, string>>({
      query: (searchParams) => ({ url: AUDIT_PATHS.figuras, searchParams }),
      providesTags: ['Cola'],
    }),
    caso: build.query<AuditCase, { orderId: string; tipo: string }>({
      query: (p) => ({ url: auditPath(AUDIT_PATHS.caso, p) }),
      providesTags: (_r, _e, p) => [{ type: 'Caso', id: p.orderId }],
    }),
    auditar: build.mutation<AuditResult, AuditBody>({
      query: (json) => ({ url: AUDIT_PATHS.auditar, method: 'post', json }),
      invalidatesTags: (_r, e) => (e ? [] : ['Cola', 'Lista', 'EnVivo']),
    }),
    listas: build.query<WorkListsResponse, void>({
      query: () => ({ url: AUDIT_PATHS.listas }),
      providesTags: ['Lista'],
    }),
    crearLista: build.mutation<WorkList, NewWorkListBody>({
      query: (json) => ({ url: AUDIT_PATHS.listas, method: 'post', json }),
      invalidatesTags: (_r, e) => (e ? [] : ['Lista']),
    }),
    reasignar: build.mutation<WorkList, { id: string; auditorId: string; version: number }>({
      query: ({ id, ...json }) => ({ url: auditPath(AUDIT_PATHS.lista, { id }), method: 'patch', json }),
      invalidatesTags: (_r, e) => (e ? [] : ['Lista']),
    }),
    auditores: build.query<AuditorsResponse, void>({
      query: () => ({ url: AUDIT_PATHS.auditores }),
    }),
    trabajo: build.query<WorkItem, string>({
      query: (idAuditWork) => ({ url: auditPath(AUDIT_PATHS.trabajo, { idAuditWork }) }),
      providesTags: ['Lista'],
    }),
    posicion: build.mutation<unknown, PositionBody>({
      query: (json) => ({ url: AUDIT_PATHS.posiciones, method: 'post', json }),
    }),
    enVivo: build.query<LiveResponse, void>({
      query: () => ({ url: AUDIT_PATHS.enVivo }),
      providesTags: ['EnVivo'],
    }),
    recorrido: build.query<TrackResponse, { auditorId: string; fecha: string }>({
      query: ({ auditorId, fecha }) => ({ url: auditPath(AUDIT_PATHS.recorrido, { auditorId }), searchParams: { fecha } }),
    }),
    /** The active dependencias and zonas of the catalogue (any session of the cliente reads them): one full page each. */
    catalogo: build.query<{ items: Ref[] }, 'dependencias' | 'zonas'>({
      query: (name) => ({ url: CATALOG_PATHS[name].list, searchParams: { page: '1', pageSize: String(CATALOG_PAGE_SIZE_MAX), activo: 'true' } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const {
  useColaQuery,
  useFigurasQuery,
  useCasoQuery,
  useAuditarMutation,
  useListasQuery,
  useCrearListaMutation,
  useReasignarMutation,
  useAuditoresQuery,
  useTrabajoQuery,
  usePosicionMutation,
  useEnVivoQuery,
  useRecorridoQuery,
  useCatalogoQuery,
} = auditApi;
