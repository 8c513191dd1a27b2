import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@sig/shared/staff-ui';

/**
 * The staff half's one RTK Query api (one store per parcel). Each area adds its endpoints with
 * `botApi.injectEndpoints` in its own folder (chatcenter/, contacts/, config/), so the areas stay apart.
 */
export const botApi = createApi({
  reducerPath: 'botApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Queue', 'Mine', 'Conversation', 'Metrics', 'Contacts', 'Contact', 'Flow', 'Channels', 'Settings', 'Templates', 'Canned', 'Agents'],
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
