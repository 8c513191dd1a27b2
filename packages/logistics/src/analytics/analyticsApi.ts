import type { LogAnalytics } from '@sig/shared';
import { LOG_PATHS } from '@sig/shared/staff-ui';

import { logisticsApi } from '../logisticsApi';

/** The figures, computed on the server for a span (and optionally one programme and one zona). */
export const analyticsApi = logisticsApi.injectEndpoints({
  endpoints: (build) => ({
    figuras: build.query<LogAnalytics, Record<string, string>>({
      query: (searchParams) => ({ url: LOG_PATHS.analytics, searchParams, schema: 'LogAnalytics' }),
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useFigurasQuery } = analyticsApi;
