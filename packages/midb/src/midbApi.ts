import { createApi } from '@reduxjs/toolkit/query/react';
import {
  ADMIN_PATHS,
  CATALOG_PAGE_SIZE_MAX,
  CATALOG_PATHS,
  MIDB_IMPORT_PATHS,
  MIDB_PATHS,
  PEOPLE_PATHS,
  midbImportPath,
  midbPath,
  type AuditResponse,
  type EnrolBody,
  type EnrolResponse,
  type MapaResponse,
  type MidbHabitante,
  type MidbImportCreated,
  type MidbImportDecisionsBody,
  type MidbImportDecisionsResponse,
  type MidbImportField,
  type MidbImportListResponse,
  type MidbImportResponse,
  type MidbImportVista,
  type MidbListResponse,
  type NewHabitanteBody,
  type NewProgramaBody,
  type PersonaColoniasResponse,
  type Programa,
  type ProgramasResponse,
  type PuntosResponse,
  type RollResponse,
  type UpdateHabitanteBody,
  type UpdateProgramaBody,
} from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

export type { MidbHabitante, Programa };

/** A zona as the catalogue lists it (only what the filters use). */
export interface ZonaOption {
  id: string;
  nombre: string;
  activo: boolean;
}

const LIST = 'LIST';

/**
 * The parcel's one RTK Query api: the registry's search, a habitante, the programmes and their rolls, the map,
 * and the catalogue options its filters offer. Personal data is recorded by the server on every read: a page
 * reads afresh on each visit and keeps nothing once left. A write refreshes what shows it (tags) and puts its
 * answer in the item's entry (a second read would record another view).
 */
export const midbApi = createApi({
  reducerPath: 'midbApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Habitante', 'Programa', 'Roll', 'Mapa', 'Audit', 'Import'],
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    habitantes: build.query<MidbListResponse, Record<string, string>>({
      query: (searchParams) => ({ url: MIDB_PATHS.habitantes, searchParams, schema: 'MidbListResponse' }),
      providesTags: [{ type: 'Habitante', id: LIST }],
    }),
    habitante: build.query<MidbHabitante, string>({
      query: (id) => ({ url: midbPath(MIDB_PATHS.habitante, { id }), schema: 'MidbHabitante' }),
      providesTags: (_r, _e, id) => [{ type: 'Habitante', id }],
    }),
    createHabitante: build.mutation<MidbHabitante, NewHabitanteBody>({
      query: (body) => ({ url: MIDB_PATHS.habitantes, method: 'post', json: body, schema: 'MidbHabitante' }),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Habitante', id: LIST }, 'Mapa']),
    }),
    /** Answers the saved record: it becomes the habitante's entry. */
    updateHabitante: build.mutation<MidbHabitante, { id: string; body: UpdateHabitanteBody }>({
      query: ({ id, body }) => ({ url: midbPath(MIDB_PATHS.habitante, { id }), method: 'patch', json: body, schema: 'MidbHabitante' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(midbApi.util.upsertQueryData('habitante', id, saved));
      },
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Habitante', id: LIST }, 'Mapa', 'Roll']),
    }),

    programas: build.query<ProgramasResponse, void>({
      query: () => ({ url: MIDB_PATHS.programas, schema: 'ProgramasResponse' }),
      providesTags: [{ type: 'Programa', id: LIST }],
    }),
    programa: build.query<Programa, string>({
      query: (id) => ({ url: midbPath(MIDB_PATHS.programa, { id }), schema: 'Programa' }),
      providesTags: (_r, _e, id) => [{ type: 'Programa', id }],
    }),
    createPrograma: build.mutation<Programa, NewProgramaBody>({
      query: (body) => ({ url: MIDB_PATHS.programas, method: 'post', json: body, schema: 'Programa' }),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Programa', id: LIST }]),
    }),
    updatePrograma: build.mutation<Programa, { id: string; body: UpdateProgramaBody }>({
      query: ({ id, body }) => ({ url: midbPath(MIDB_PATHS.programa, { id }), method: 'patch', json: body, schema: 'Programa' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(midbApi.util.upsertQueryData('programa', id, saved));
      },
      // a stale version (409 midb.programa_stale) reads the programme again, so the next save sends the current one
      invalidatesTags: (_r, e, { id }) => (e ? [{ type: 'Programa', id }] : [{ type: 'Programa', id: LIST }, { type: 'Audit', id }]),
    }),
    roll: build.query<RollResponse, { id: string; estado: string; page: number }>({
      query: ({ id, estado, page }) => ({ url: midbPath(MIDB_PATHS.inscripciones, { id }), searchParams: { estado, page: String(page) }, schema: 'RollResponse' }),
      providesTags: (_r, _e, { id }) => [{ type: 'Roll', id }],
    }),
    /** Enrol by ids or every habitante a registry filter finds; the programme's roll, size and history change. */
    enrol: build.mutation<EnrolResponse, { id: string; body: EnrolBody }>({
      query: ({ id, body }) => ({ url: midbPath(MIDB_PATHS.inscripciones, { id }), method: 'post', json: body, schema: 'EnrolResponse' }),
      invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'Roll', id }, { type: 'Programa', id }, { type: 'Programa', id: LIST }, { type: 'Audit', id }, 'Habitante']),
    }),
    /** Answers the programme (its roll's size changed): it becomes the programme's entry. */
    baja: build.mutation<Programa, { id: string; habitanteId: string; motivo: string }>({
      query: ({ id, habitanteId, motivo }) => ({ url: midbPath(MIDB_PATHS.baja, { id, habitanteId }), method: 'post', json: { motivo }, schema: 'Programa' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(midbApi.util.upsertQueryData('programa', id, saved));
      },
      invalidatesTags: (_r, e, { id, habitanteId }) =>
        e ? [] : [{ type: 'Roll', id }, { type: 'Programa', id: LIST }, { type: 'Audit', id }, { type: 'Habitante', id: habitanteId }],
    }),
    /** A programme's history: the cliente's audit of entity `programa`, newest first. */
    programaAudit: build.query<AuditResponse, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: ADMIN_PATHS.audit, searchParams: { entity: 'programa', id, page: String(page) }, schema: 'AuditResponse' }),
      providesTags: (_r, _e, { id }) => [{ type: 'Audit', id }],
    }),

    mapa: build.query<MapaResponse, Record<string, string>>({
      query: (searchParams) => ({ url: MIDB_PATHS.mapa, searchParams, schema: 'MapaResponse' }),
      providesTags: ['Mapa'],
    }),
    puntos: build.query<PuntosResponse, Record<string, string>>({
      query: (searchParams) => ({ url: MIDB_PATHS.puntos, searchParams, schema: 'PuntosResponse' }),
      providesTags: ['Mapa'],
    }),

    /** The cliente's latest imports (the upload itself goes through import/uploadImport: it reports its progress). */
    imports: build.query<MidbImportListResponse, void>({
      query: () => ({ url: MIDB_IMPORT_PATHS.imports, schema: 'MidbImportListResponse' }),
      providesTags: [{ type: 'Import', id: LIST }],
    }),
    /** One import: its state and progress, counts, columns and one page of its rows (`vista`). */
    importacion: build.query<MidbImportResponse, { id: string; vista: MidbImportVista; page: number; pageSize: number }>({
      query: ({ id, vista, page, pageSize }) => ({
        url: midbImportPath(MIDB_IMPORT_PATHS.import, id),
        searchParams: { vista, page: String(page), pageSize: String(pageSize) },
        schema: 'MidbImportResponse',
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'Import', id }],
    }),
    /** Which field each column fills; the rows are validated again (earlier decisions go). */
    importMapping: build.mutation<MidbImportCreated, { id: string; campos: (MidbImportField | null)[] }>({
      query: ({ id, campos }) => ({ url: midbImportPath(MIDB_IMPORT_PATHS.mapping, id), method: 'put', json: { campos }, schema: 'MidbImportCreated' }),
      // a refusal (409: it moved on) reads the import again too
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Import', id }, { type: 'Import', id: LIST }],
    }),
    importDecisions: build.mutation<MidbImportDecisionsResponse, { id: string; body: MidbImportDecisionsBody }>({
      query: ({ id, body }) => ({ url: midbImportPath(MIDB_IMPORT_PATHS.decisions, id), method: 'post', json: body, schema: 'MidbImportDecisionsResponse' }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Import', id }],
    }),
    /** Starts the commit (202); the import's page follows its progress. */
    importCommit: build.mutation<MidbImportCreated, string>({
      query: (id) => ({ url: midbImportPath(MIDB_IMPORT_PATHS.commit, id), method: 'post', json: {}, schema: 'MidbImportCreated' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Import', id }, { type: 'Import', id: LIST }, { type: 'Habitante', id: LIST }, 'Mapa'],
    }),

    /** The cliente's active colonias (what the form and the filters offer). */
    colonias: build.query<PersonaColoniasResponse, void>({
      query: () => ({ url: PEOPLE_PATHS.colonias, schema: 'PersonaColoniasResponse' }),
      keepUnusedDataFor: 60,
    }),
    /** The zonas of the catalogue (any session of the cliente reads them); one full page. */
    zonas: build.query<{ items: ZonaOption[] }, void>({
      query: () => ({ url: CATALOG_PATHS.zonas.list, searchParams: { page: '1', pageSize: String(CATALOG_PAGE_SIZE_MAX), activo: 'true' } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const {
  useHabitantesQuery,
  useHabitanteQuery,
  useCreateHabitanteMutation,
  useUpdateHabitanteMutation,
  useProgramasQuery,
  useProgramaQuery,
  useCreateProgramaMutation,
  useUpdateProgramaMutation,
  useRollQuery,
  useEnrolMutation,
  useBajaMutation,
  useProgramaAuditQuery,
  useMapaQuery,
  usePuntosQuery,
  useColoniasQuery,
  useZonasQuery,
  useImportsQuery,
  useImportacionQuery,
  useImportMappingMutation,
  useImportDecisionsMutation,
  useImportCommitMutation,
} = midbApi;
