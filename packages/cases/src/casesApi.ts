import { createApi } from '@reduxjs/toolkit/query/react';
import {
  CASE_KINDS,
  CASE_PATHS,
  CATALOG_PATHS,
  DUPLICATE_PATHS,
  PEOPLE_PATHS,
  TIPOS_PATHS,
  casePath,
  catalogPath,
  request,
  type ActiveTiposResponse,
  type ApiRequestError,
  type Caller,
  type CallerSearchResponse,
  type CaseActionBody,
  type CaseBulkBody,
  type CaseBulkResponse,
  type CaseDetail,
  type CaseFile,
  type CaseFiltersResponse,
  type CaseKind,
  type CaseListResponse,
  type CaseMapResponse,
  type CaseNoteBody,
  type Colonia,
  type CreateCaseBody,
  type NearbyQuery,
  type NearbyResponse,
  type NewCallerBody,
  type SupportBody,
} from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

import { onCaseNews } from './lib/liveCases';

/** The catalogue of tipos offered at intake (it carries the SLA and the dependencia the list filters lack). */
const TIPOS: Record<CaseKind, string> = { reporte: TIPOS_PATHS.gettiporeporte, solicitud: TIPOS_PATHS.gettiposolicitud };

// Each kind is a tag type: its lists provide `LIST` and each row its id, a case's page its id, the map `MAP`.
const LIST = 'LIST';
const MAP = 'MAP';

/**
 * A case's page answered by a write (or read) this recently shows that answer without asking again: the
 * intake's new case, a case opened again at once. Older, it is read afresh as before.
 */
export const DETAIL_FRESH_SECONDS = 10;

export interface CaseArgs {
  kind: CaseKind;
  id: string;
}
/** A list or map call: the kind and the query the address holds (lib/listQuery.ts). */
export interface QueryArgs {
  kind: CaseKind;
  params: Record<string, string>;
}
/** A note and the files that go with it (uploaded first, then named in the note). */
export interface NoteArgs extends CaseArgs {
  body: Omit<CaseNoteBody, 'archivoIds'>;
  files: File[];
}

/** Raw bytes up to the case (the base query sends JSON only). */
const uploadFile = (kind: CaseKind, id: string, file: File) =>
  request('post', casePath(CASE_PATHS[kind].files, id), 'CaseFile', {
    body: file,
    contentType: file.type || 'application/octet-stream',
    searchParams: { nombre: file.name },
  });

/**
 * The parcel's one RTK Query api: lists, filters, map, a case and what changes it, and the lookups of the
 * intake form. A write that answers with the case puts that answer in the case's cache entry (its page
 * shows it without reading it again) and refreshes the lists; socket news about a case refreshes the open
 * list and that case's open page. Downloads (CSV, files) are not cache state: lib/downloads.ts.
 */
export const casesApi = createApi({
  reducerPath: 'casesApi',
  baseQuery: apiBaseQuery,
  tagTypes: CASE_KINDS,
  // A page reads afresh on every visit and keeps nothing once left, as before the cache: another person may
  // have changed the cases. A case's page is the exception (DETAIL_FRESH_SECONDS).
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    list: build.query<CaseListResponse, QueryArgs>({
      query: ({ kind, params }) => ({ url: CASE_PATHS[kind].list, searchParams: params, schema: 'CaseListResponse' }),
      providesTags: (res, _e, { kind }) => [{ type: kind, id: LIST }, ...(res?.items ?? []).map((c) => ({ type: kind, id: c.id }))],
      async onCacheEntryAdded({ kind }, { dispatch, cacheEntryRemoved }) {
        // a new case or an assignment elsewhere: the open list reads its page again
        const off = onCaseNews((ref) => {
          if (ref.kind === kind) dispatch(casesApi.util.invalidateTags([{ type: kind, id: LIST }]));
        });
        await cacheEntryRemoved;
        off();
      },
    }),
    filters: build.query<CaseFiltersResponse, CaseKind>({
      query: (kind) => ({ url: CASE_PATHS[kind].filters, schema: 'CaseFiltersResponse' }),
    }),
    map: build.query<CaseMapResponse, QueryArgs>({
      query: ({ kind, params }) => ({ url: CASE_PATHS[kind].map, searchParams: params, schema: 'CaseMapResponse' }),
      providesTags: (_r, _e, { kind }) => [{ type: kind, id: MAP }],
    }),
    detail: build.query<CaseDetail, CaseArgs>({
      query: ({ kind, id }) => ({ url: casePath(CASE_PATHS[kind].detail, id), schema: 'CaseDetail' }),
      providesTags: (_r, _e, { kind, id }) => [{ type: kind, id }],
      keepUnusedDataFor: DETAIL_FRESH_SECONDS,
      // Every change bumps the version: a read that left before a write and lands after it is older than
      // what the cache holds, and must not put the case back as it was.
      merge: (cached, incoming) => (incoming.version < cached.version ? cached : incoming),
      async onCacheEntryAdded({ kind, id }, { dispatch, cacheEntryRemoved }) {
        const off = onCaseNews((ref) => {
          if (ref.kind === kind && ref.id === id) dispatch(casesApi.util.invalidateTags([{ type: kind, id }]));
        });
        await cacheEntryRemoved;
        off();
      },
    }),
    create: build.mutation<CaseDetail, { kind: CaseKind; body: CreateCaseBody }>({
      query: ({ kind, body }) => ({ url: CASE_PATHS[kind].create, method: 'post', json: body, schema: 'CaseDetail' }),
      onQueryStarted: ({ kind }, api) => keepAnswer(kind, api),
      invalidatesTags: (_r, e, { kind }) => (e ? [] : [{ type: kind, id: LIST }, { type: kind, id: MAP }]),
    }),
    action: build.mutation<CaseDetail, CaseArgs & { body: CaseActionBody }>({
      query: ({ kind, id, body }) => ({ url: casePath(CASE_PATHS[kind].action, id), method: 'post', json: body, schema: 'CaseDetail' }),
      onQueryStarted: ({ kind }, api) => keepAnswer(kind, api),
      invalidatesTags: (_r, e, { kind }) => (e ? [] : [{ type: kind, id: LIST }, { type: kind, id: MAP }]),
    }),
    note: build.mutation<CaseDetail, NoteArgs>({
      async queryFn({ kind, id, body, files }, _api, _extra, baseQuery) {
        const archivoIds: string[] = [];
        try {
          for (const file of files) archivoIds.push((await uploadFile(kind, id, file)).id);
        } catch (e) {
          return { error: e as ApiRequestError };
        }
        const json: CaseNoteBody = { ...body, ...(archivoIds.length > 0 && { archivoIds }) };
        const res = await baseQuery({ url: casePath(CASE_PATHS[kind].note, id), method: 'post', json, schema: 'CaseDetail' });
        return res.error ? { error: res.error } : { data: res.data as CaseDetail };
      },
      onQueryStarted: ({ kind }, api) => keepAnswer(kind, api),
      // a failed note may still have added some of its files (a new version): the case is read again
      invalidatesTags: (_r, e, { kind, id, files }) => (!e ? [{ type: kind, id: LIST }] : files.length > 0 ? [{ type: kind, id }] : []),
    }),
    /** A file added to a case on its own (the intake's): the answer is the file, so the case is read again. */
    upload: build.mutation<CaseFile, CaseArgs & { file: File }>({
      async queryFn({ kind, id, file }) {
        try {
          return { data: await uploadFile(kind, id, file) };
        } catch (e) {
          return { error: e as ApiRequestError };
        }
      },
      invalidatesTags: (_r, e, { kind, id }) => (e ? [] : [{ type: kind, id }, { type: kind, id: LIST }]),
    }),
    /** One change to many cases: all of them, or none (the error's `item` names the case that stopped it). */
    bulk: build.mutation<CaseBulkResponse, { kind: CaseKind; body: CaseBulkBody }>({
      query: ({ kind, body }) => ({ url: CASE_PATHS[kind].bulk, method: 'post', json: body, schema: 'CaseBulkResponse' }),
      invalidatesTags: (_r, e, { kind, body }) => (e ? [] : [{ type: kind, id: LIST }, { type: kind, id: MAP }, ...body.ids.map((id) => ({ type: kind, id }))]),
    }),
    /** Open reportes of a tipo near a place (issue 24), nearest first: the cards of a detail and of intake. */
    nearby: build.query<NearbyResponse, NearbyQuery>({
      query: (q) => ({
        url: DUPLICATE_PATHS.nearby,
        searchParams: { tipoId: q.tipoId, lat: String(q.lat), lng: String(q.lng), ...(q.excluir && { excluir: q.excluir }) },
        schema: 'NearbyResponse',
      }),
    }),
    /** One more person reported this reporte (a call linked instead of filed anew): answers with the case. */
    support: build.mutation<CaseDetail, { id: string; body: SupportBody }>({
      query: ({ id, body }) => ({ url: casePath(DUPLICATE_PATHS.support, id), method: 'post', json: body, schema: 'CaseDetail' }),
      onQueryStarted: (_args, api) => keepAnswer('reporte', api),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'reporte', id: LIST }]),
    }),
    tipos: build.query<ActiveTiposResponse, CaseKind>({
      query: (kind) => ({ url: TIPOS[kind], schema: 'ActiveTiposResponse' }),
    }),
    /** One colonia of the catalogue, for its centroid (reading a catalogue needs only a session). */
    colonia: build.query<Colonia, string>({
      query: (id) => ({ url: catalogPath(CATALOG_PATHS.colonias.item, id), schema: 'Colonia' }),
    }),
    /** The registry's people an intake search finds (CURP, name or phone), at most CALLER_SEARCH_MAX. */
    callers: build.query<CallerSearchResponse, string>({
      query: (q) => ({ url: PEOPLE_PATHS.callers, searchParams: { q }, schema: 'CallerSearchResponse' }),
    }),
    /** Registers the caller from the intake form. */
    newCaller: build.mutation<Caller, NewCallerBody>({
      query: (body) => ({ url: PEOPLE_PATHS.callers, method: 'post', json: body, schema: 'Caller' }),
    }),
  }),
});

/** A write answered with the whole case: that answer is the case's cache entry, so its page needs no read. */
async function keepAnswer(kind: CaseKind, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CaseDetail }> }) {
  try {
    const { data } = await queryFulfilled;
    dispatch(casesApi.util.upsertQueryData('detail', { kind, id: data.id }, data));
  } catch {
    /* the caller shows the failure */
  }
}

export const {
  useListQuery,
  useLazyListQuery,
  useNearbyQuery,
  useSupportMutation,
  useFiltersQuery,
  useMapQuery,
  useDetailQuery,
  useCreateMutation,
  useActionMutation,
  useNoteMutation,
  useUploadMutation,
  useBulkMutation,
  useTiposQuery,
  useLazyColoniaQuery,
  useLazyCallersQuery,
  useNewCallerMutation,
} = casesApi;
