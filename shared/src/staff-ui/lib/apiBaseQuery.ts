import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { api, checkResponse, readAnswer, type ApiRequestError } from '@sig/shared';

type SchemaName = Parameters<typeof checkResponse>[0];

/** One call of a parcel's RTK Query endpoint: our API path, and the contract schema that checks the answer. */
export interface ApiArgs {
  url: string;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  json?: unknown;
  searchParams?: Record<string, string>;
  /** Without it the answer is typed by the endpoint, not checked (an answer the contract does not name). */
  schema?: SchemaName;
}

/**
 * The base query of every parcel's createApi: the shared ky client (Bearer token, 401 ends the session),
 * answers checked against the contract, failures as the ApiRequestError the rest of the UI translates.
 * RTK is only a type here, so this module adds nothing to what a page downloads.
 */
export const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiRequestError> = async ({ url, method = 'get', json, searchParams, schema }) => {
  try {
    const { data, headers } = await readAnswer(api(url, { method, json, searchParams }));
    return { data: schema ? await checkResponse(schema, data, url, headers) : data };
  } catch (e) {
    return { error: e as ApiRequestError };
  }
};
