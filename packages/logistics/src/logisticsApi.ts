import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@sig/shared/staff-ui';

/**
 * The parcel's one RTK Query api (one store per parcel). Each area adds its endpoints with
 * `logisticsApi.injectEndpoints` in its own folder (lista/, usuarios/, envio/, analytics/), so the areas stay apart.
 */
export const logisticsApi = createApi({
  reducerPath: 'logisticsApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Entregas', 'Entrega', 'Repartidores', 'Candidatos', 'Analytics', 'MisEntregas'],
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
