import { createApi } from '@reduxjs/toolkit/query/react';
import {
  AUDIT_PATHS,
  CATALOG_PAGE_SIZE_MAX,
  CATALOG_PATHS,
  TIPOS_PATHS,
  type ActiveTiposResponse,
  type AuditChecklist,
  type AuditChecklistBody,
  type AuditChecklistsResponse,
  type AuditRule,
  type AuditRuleBody,
  auditPath,
  type AuditAnalytics,
  type AuditCase,
  type AuditLiveResponse,
  type AuditMyListsResponse,
  type AuditPositionsAccepted,
  type AuditPositionsBody,
  type AuditQueueResponse,
  type AuditTrackResponse,
  type AuditWorkList,
  type AuditWorkListBody,
  type AuditWorkListPatch,
  type AuditWorkListsResponse,
  type Ref,
} from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

/**
 * The parcel's one RTK Query api over the Auditoría contract: the v1 queue and figures, a case to audit, the
 * v2 work lists (the supervisor's and the auditor's own), the auditor's positions and the supervisor's live
 * view. Every page reads afresh on each visit; a list change refreshes what shows it (tags). The verdict itself
 * is sent by lib/sendAudit (photos first), which the offline kit can queue.
 */
export const auditApi = createApi({
  reducerPath: 'auditApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Cola', 'Lista', 'EnVivo', 'Ajustes'],
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    cola: build.query<AuditQueueResponse, Record<string, string>>({
      query: (searchParams) => ({ url: AUDIT_PATHS.cola, searchParams, schema: 'AuditQueueResponse' }),
      providesTags: ['Cola'],
    }),
    figuras: build.query<AuditAnalytics, { desde: string; hasta: string }>({
      query: (searchParams) => ({ url: AUDIT_PATHS.analytics, searchParams, schema: 'AuditAnalytics' }),
    }),
    caso: build.query<AuditCase, string>({
      query: (orderId) => ({ url: auditPath(AUDIT_PATHS.caso, { orderId }), schema: 'AuditCase' }),
    }),
    listas: build.query<AuditWorkListsResponse, void>({
      query: () => ({ url: AUDIT_PATHS.listas, schema: 'AuditWorkListsResponse' }),
      providesTags: ['Lista'],
    }),
    lista: build.query<AuditWorkList, string>({
      query: (id) => ({ url: auditPath(AUDIT_PATHS.lista, { id }), schema: 'AuditWorkList' }),
      providesTags: ['Lista'],
    }),
    crearLista: build.mutation<AuditWorkList, AuditWorkListBody>({
      query: (json) => ({ url: AUDIT_PATHS.listas, method: 'post', json, schema: 'AuditWorkList' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Lista', 'Cola', 'EnVivo']),
    }),
    cambiarLista: build.mutation<AuditWorkList, { id: string; patch: AuditWorkListPatch }>({
      query: ({ id, patch }) => ({ url: auditPath(AUDIT_PATHS.lista, { id }), method: 'patch', json: patch, schema: 'AuditWorkList' }),
      invalidatesTags: (_r, e) => (e ? [] : ['Lista', 'EnVivo']),
    }),
    misListas: build.query<AuditMyListsResponse, void>({
      query: () => ({ url: AUDIT_PATHS.misListas, schema: 'AuditMyListsResponse' }),
      providesTags: ['Lista'],
    }),
    posiciones: build.mutation<AuditPositionsAccepted, AuditPositionsBody>({
      query: (json) => ({ url: AUDIT_PATHS.posiciones, method: 'post', json, schema: 'AuditPositionsAccepted' }),
    }),
    enVivo: build.query<AuditLiveResponse, void>({
      query: () => ({ url: AUDIT_PATHS.enVivo, schema: 'AuditLiveResponse' }),
      providesTags: ['EnVivo'],
    }),
    recorrido: build.query<AuditTrackResponse, { userId: string; dia: string }>({
      query: ({ userId, dia }) => ({ url: auditPath(AUDIT_PATHS.recorrido, { userId }), searchParams: { dia }, schema: 'AuditTrackResponse' }),
    }),
    regla: build.query<AuditRule, void>({
      query: () => ({ url: AUDIT_PATHS.regla, schema: 'AuditRule' }),
      providesTags: ['Ajustes'],
    }),
    guardarRegla: build.mutation<AuditRule, AuditRuleBody>({
      query: (json) => ({ url: AUDIT_PATHS.regla, method: 'put', json, schema: 'AuditRule' }),
      // a new rule samples other cases
      invalidatesTags: (_r, e) => (e ? [] : ['Cola']),
    }),
    checklists: build.query<AuditChecklistsResponse, void>({
      query: () => ({ url: AUDIT_PATHS.checklists, schema: 'AuditChecklistsResponse' }),
      providesTags: ['Ajustes'],
    }),
    guardarChecklist: build.mutation<AuditChecklist, { tipoId: string; body: AuditChecklistBody }>({
      query: ({ tipoId, body }) => ({ url: auditPath(AUDIT_PATHS.checklist, { tipoId }), method: 'put', json: body, schema: 'AuditChecklist' }),
    }),
    /** The cliente's active tipos of one kind (what a checklist can be written for). */
    tipos: build.query<ActiveTiposResponse, 'reporte' | 'solicitud'>({
      query: (kind) => ({ url: kind === 'reporte' ? TIPOS_PATHS.gettiporeporte : TIPOS_PATHS.gettiposolicitud, schema: 'ActiveTiposResponse' }),
      keepUnusedDataFor: 60,
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
  useListasQuery,
  useListaQuery,
  useCrearListaMutation,
  useCambiarListaMutation,
  useMisListasQuery,
  usePosicionesMutation,
  useEnVivoQuery,
  useRecorridoQuery,
  useCatalogoQuery,
  useReglaQuery,
  useGuardarReglaMutation,
  useChecklistsQuery,
  useGuardarChecklistMutation,
  useTiposQuery,
} = auditApi;
