import { createApi } from '@reduxjs/toolkit/query/react';
import {
  TRANSP_PATHS,
  transpPath,
  type TranspAmpliacionBody,
  type TranspAsignarBody,
  type TranspDetail,
  type TranspEstatusBody,
  type TranspFederalBody,
  type TranspHolidayBody,
  type TranspHolidayChange,
  type TranspHolidaysResponse,
  type TranspInboxResponse,
  type TranspNoteBody,
  type TranspPrevencionBody,
  type TranspReport,
  type TranspRespuestaBody,
  type TranspSettings,
  type TranspSettingsBody,
  type TranspUnit,
  type TranspUnitBody,
  type TranspUnitDeleted,
  type TranspUnitsResponse,
  type TranspUnitUpdateBody,
} from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

const LIST = 'LIST';
const path = (template: string, params: Record<string, string>) => transpPath(template, params);

/** An action on one request: its answer is the request, which becomes its entry; the inbox reads again. */
const action = <B,>(template: string) => ({
  query: ({ id, body }: { id: string; body: B }) => ({ url: path(template, { id }), method: 'post' as const, json: body, schema: 'TranspDetail' as const }),
});

/**
 * The staff half's one RTK Query api, built from the contract's paths: the inbox, one request and its actions,
 * the settings (figures, holiday calendar, units) and the reports. A refused write (409 stale) reads the
 * request again, so the page shows what changed and the next try sends the current version.
 */
export const transpApi = createApi({
  reducerPath: 'transpApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Solicitud', 'Ajustes', 'Inhabiles', 'Unidades', 'Reporte'],
  refetchOnMountOrArgChange: true,
  endpoints: (build) => {
    const requestAction = <B,>(template: string) =>
      build.mutation<TranspDetail, { id: string; body: B }>({
        ...action<B>(template),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const saved = await queryFulfilled.then((r) => r.data, () => null);
          if (saved) dispatch(transpApi.util.upsertQueryData('solicitud', id, saved));
        },
        invalidatesTags: (_r, e, { id }) => (e ? [{ type: 'Solicitud', id }] : [{ type: 'Solicitud', id: LIST }, 'Reporte', 'Unidades']),
      });
    return {
      solicitudes: build.query<TranspInboxResponse, Record<string, string>>({
        query: (searchParams) => ({ url: TRANSP_PATHS.solicitudes, searchParams, schema: 'TranspInboxResponse' }),
        providesTags: [{ type: 'Solicitud', id: LIST }],
      }),
      solicitud: build.query<TranspDetail, string>({
        query: (id) => ({ url: path(TRANSP_PATHS.solicitud, { id }), schema: 'TranspDetail' }),
        providesTags: (_r, _e, id) => [{ type: 'Solicitud', id }],
      }),
      estatus: requestAction<TranspEstatusBody>(TRANSP_PATHS.estatus),
      nota: requestAction<TranspNoteBody>(TRANSP_PATHS.notas),
      prevencion: requestAction<TranspPrevencionBody>(TRANSP_PATHS.prevencion),
      ampliacion: requestAction<TranspAmpliacionBody>(TRANSP_PATHS.ampliacion),
      respuesta: requestAction<TranspRespuestaBody>(TRANSP_PATHS.respuesta),
      asignar: requestAction<TranspAsignarBody>(TRANSP_PATHS.asignar),
      /** A document not yet part of an answer goes; the request reads again. */
      borrarDocumento: build.mutation<unknown, { id: string; docId: string }>({
        query: ({ id, docId }) => ({ url: path(TRANSP_PATHS.documento, { id, docId }), method: 'delete' }),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'Solicitud', id }],
      }),

      ajustes: build.query<TranspSettings, void>({
        query: () => ({ url: TRANSP_PATHS.ajustes, schema: 'TranspSettings' }),
        providesTags: ['Ajustes'],
      }),
      guardarAjustes: build.mutation<TranspSettings, TranspSettingsBody>({
        query: (body) => ({ url: TRANSP_PATHS.ajustes, method: 'put', json: body, schema: 'TranspSettings' }),
        // new figures recompute every open request's due date
        invalidatesTags: ['Ajustes', 'Solicitud', 'Reporte'],
      }),
      inhabiles: build.query<TranspHolidaysResponse, number>({
        query: (year) => ({ url: TRANSP_PATHS.inhabiles, searchParams: { year: String(year) }, schema: 'TranspHolidaysResponse' }),
        providesTags: ['Inhabiles'],
      }),
      agregarInhabil: build.mutation<TranspHolidayChange, TranspHolidayBody>({
        query: (body) => ({ url: TRANSP_PATHS.inhabiles, method: 'post', json: body, schema: 'TranspHolidayChange' }),
        invalidatesTags: (_r, e) => (e ? [] : ['Inhabiles', 'Solicitud', 'Reporte']),
      }),
      quitarInhabil: build.mutation<TranspHolidayChange, string>({
        query: (fecha) => ({ url: path(TRANSP_PATHS.inhabil, { fecha }), method: 'delete', schema: 'TranspHolidayChange' }),
        invalidatesTags: (_r, e) => (e ? [] : ['Inhabiles', 'Solicitud', 'Reporte']),
      }),
      federales: build.mutation<TranspHolidayChange, TranspFederalBody>({
        query: (body) => ({ url: TRANSP_PATHS.inhabilesFederales, method: 'post', json: body, schema: 'TranspHolidayChange' }),
        invalidatesTags: (_r, e) => (e ? [] : ['Inhabiles', 'Solicitud', 'Reporte']),
      }),
      unidades: build.query<TranspUnitsResponse, void>({
        query: () => ({ url: TRANSP_PATHS.unidades, schema: 'TranspUnitsResponse' }),
        providesTags: ['Unidades'],
      }),
      crearUnidad: build.mutation<TranspUnit, TranspUnitBody>({
        query: (body) => ({ url: TRANSP_PATHS.unidades, method: 'post', json: body, schema: 'TranspUnit' }),
        invalidatesTags: (_r, e) => (e ? [] : ['Unidades']),
      }),
      editarUnidad: build.mutation<TranspUnit, { id: string; body: TranspUnitUpdateBody }>({
        query: ({ id, body }) => ({ url: path(TRANSP_PATHS.unidad, { id }), method: 'patch', json: body, schema: 'TranspUnit' }),
        invalidatesTags: ['Unidades', { type: 'Solicitud', id: LIST }],
      }),
      borrarUnidad: build.mutation<TranspUnitDeleted, string>({
        query: (id) => ({ url: path(TRANSP_PATHS.unidad, { id }), method: 'delete', schema: 'TranspUnitDeleted' }),
        invalidatesTags: ['Unidades'],
      }),

      reporte: build.query<TranspReport, { desde: string; hasta: string }>({
        query: (searchParams) => ({ url: TRANSP_PATHS.reporte, searchParams, schema: 'TranspReport' }),
        providesTags: ['Reporte'],
      }),
    };
  },
});

export const {
  useSolicitudesQuery,
  useSolicitudQuery,
  useEstatusMutation,
  useNotaMutation,
  usePrevencionMutation,
  useAmpliacionMutation,
  useRespuestaMutation,
  useAsignarMutation,
  useBorrarDocumentoMutation,
  useAjustesQuery,
  useGuardarAjustesMutation,
  useInhabilesQuery,
  useAgregarInhabilMutation,
  useQuitarInhabilMutation,
  useFederalesMutation,
  useUnidadesQuery,
  useCrearUnidadMutation,
  useEditarUnidadMutation,
  useBorrarUnidadMutation,
  useReporteQuery,
} = transpApi;
