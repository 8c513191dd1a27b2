import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';

import type * as ContractModule from '../contract';
import { t } from '../i18n/i18n';
import { STORAGE_KEYS, readStorage } from '../session/storageKeys';
import { ApiRequestError } from './ApiRequestError';

type Contract = typeof ContractModule;
export type SchemaName = { [K in keyof Contract]: Contract[K] extends z.ZodType ? K : never }[keyof Contract];
export type SchemaOf<N extends SchemaName> = Contract[N] extends z.ZodType<infer T> ? T : never;

declare const __SIG_SYSTEM_BUNDLE__: boolean | undefined;
declare const __system_context__: { import(id: string): Promise<unknown> };

// The zod contract is its own System module loaded on the first call, so a cold public page never
// downloads zod (webpack would hoist zod into @sig/shared's dependencies even for a lazy chunk).
let contractPromise: Promise<Contract> | null = null;
const loadContract = (): Promise<Contract> =>
  (contractPromise ??=
    typeof __SIG_SYSTEM_BUNDLE__ !== 'undefined' && __SIG_SYSTEM_BUNDLE__
      ? (__system_context__.import('@sig/shared/contract') as Promise<Contract>)
      : import('../contract'));

const unauthorizedListeners = new Set<() => void>();
/** Spec 8: any 401 on a request that carried a token ends the session ('Invalid access_token'). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The shared ky instance: Bearer header from the stored token, 401 -> auto-logout. */
export const api: KyInstance = ky.create({
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readStorage(STORAGE_KEYS.token);
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) unauthorizedListeners.forEach((l) => l());
      },
    ],
  },
});

export interface RequestOptions {
  json?: unknown;
  /** Raw bytes (an uploaded file) instead of JSON, sent with `contentType`. */
  body?: Blob;
  contentType?: string;
  searchParams?: Record<string, string>;
}

/** Calls our API and checks the answer against the contract schema `schema`. */
export async function request<N extends SchemaName>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  schema: N,
  options: RequestOptions = {},
): Promise<SchemaOf<N>> {
  let data: unknown;
  try {
    const raw = options.body !== undefined ? { body: options.body, headers: { 'content-type': options.contentType ?? (options.body.type || 'application/octet-stream') } } : {};
    data = await api(path, { method, json: options.json, searchParams: options.searchParams, ...raw }).json();
  } catch (e) {
    throw await toApiError(e);
  }
  return checkResponse(schema, data, path);
}

/** An answer of `path` checked against the contract schema `schema` (the contract module loads on first use). */
export async function checkResponse<N extends SchemaName>(schema: N, data: unknown, path: string): Promise<SchemaOf<N>> {
  const contract = await loadContract();
  const parsed = (contract[schema] as z.ZodType).safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError({ status: 0, code: 'response.invalid', message: `Unexpected response from ${path}` });
  }
  return parsed.data as SchemaOf<N>;
}

/** A field error the server coded (control characters, bounds of JSON) in the user's language; others as sent. */
function translatedFieldError(err: { type: string; message: string; code?: string }): { type: string; message: string } {
  if (!err.code) return { type: err.type, message: err.message };
  const key = `error.field.${err.code}`;
  const translated = t(key);
  return { type: err.type, message: translated !== key ? translated : err.message };
}

export async function toApiError(e: unknown): Promise<ApiRequestError> {
  if (e instanceof ApiRequestError) return e;
  if (e instanceof HTTPError) {
    const body = (await e.response.json().catch(() => ({}))) as Partial<{
      code: string;
      message: string;
      msg: string;
      field: string;
      errors: { type: string; message: string; code?: string }[];
      item: string;
    }>;
    const errors = body.errors?.map(translatedFieldError);
    // the first coded field error is also the headline: the server's one is Spanish
    const headline = body.code === 'validation' && body.errors?.[0]?.code ? errors?.[0]?.message : undefined;
    return new ApiRequestError({
      status: e.response.status,
      code: body.code ?? `http.${e.response.status}`,
      message: headline ?? body.message ?? body.msg ?? e.message,
      field: body.field,
      errors,
      ...(typeof body.item === 'string' && { item: body.item }),
    });
  }
  return new ApiRequestError({ status: 0, code: 'network', message: e instanceof Error ? e.message : String(e) });
}
