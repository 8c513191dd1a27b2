import ky, { HTTPError, type KyInstance, type ResponsePromise } from 'ky';
import type { z } from 'zod';

import type * as ContractModule from '../contract';
import { t } from '../i18n/i18n';
import { afterFirstRender } from '../lazy/idle';
import { notify } from '../messages/snackbarStore';
import { STORAGE_KEYS, readStorage } from '../session/storageKeys';
import { ApiRequestError } from './ApiRequestError';
import { CHECKED_BEFORE_USE, CONTRACT_STAMP } from '../contract/checkedBeforeUse';

type Contract = typeof ContractModule;
export type SchemaName = { [K in keyof Contract]: Contract[K] extends z.ZodType ? K : never }[keyof Contract];
export type SchemaOf<N extends SchemaName> = Contract[N] extends z.ZodType<infer T> ? T : never;

declare const __SIG_SYSTEM_BUNDLE__: boolean | undefined;
declare const __SIG_CONTRACT_HASH__: string | undefined;
declare const __system_context__: { import(id: string): Promise<unknown> };

// The zod contract is its own System module, so a cold public page never downloads zod (webpack would hoist
// zod into @sig/shared's dependencies even for a lazy chunk). That module hands out one area file of the contract
// at a time (shared/src/contract/areaLoader.ts), so a page downloads the schemas of its own answers only.
type ContractFile = Record<string, unknown>;
const fetchFileOf = (schema: SchemaName): Promise<ContractFile> =>
  typeof __SIG_SYSTEM_BUNDLE__ !== 'undefined' && __SIG_SYSTEM_BUNDLE__
    ? (__system_context__.import('@sig/shared/contract') as Promise<{ loadFileOf(name: string): Promise<ContractFile> }>).then((m) => m.loadFileOf(schema))
    : import('../contract');

/** The schemas that have come, by name: an answer checked against one of these is checked before use. */
const schemas = new Map<string, z.ZodType>();
const isSchema = (v: unknown): v is z.ZodType => typeof (v as z.ZodType | null)?.safeParse === 'function';
const keep = (file: ContractFile) => {
  for (const [name, value] of Object.entries(file)) if (isSchema(value)) schemas.set(name, value);
};

/** The schema `name`, with the rest of its file. A failed download is forgotten: the next use tries again. */
async function loadSchema(name: SchemaName): Promise<z.ZodType> {
  if (!schemas.has(name)) keep(await fetchFileOf(name));
  const schema = schemas.get(name);
  if (!schema) throw new Error(`The contract has no schema ${name}`);
  return schema;
}

/** Tests load the whole contract up front, so every answer there is checked before use. */
export async function loadContract(): Promise<void> {
  keep(await (typeof __SIG_SYSTEM_BUNDLE__ !== 'undefined' && __SIG_SYSTEM_BUNDLE__ ? Promise.reject(new Error('The portal loads the contract by area')) : import('../contract')));
}

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
  const raw = options.body !== undefined ? { body: options.body, headers: { 'content-type': options.contentType ?? (options.body.type || 'application/octet-stream') } } : {};
  return checkedJson(api(path, { method, json: options.json, searchParams: options.searchParams, ...raw }), schema, path);
}

/** An answer's JSON and headers (the stamp checkResponse reads); a failure as the ApiRequestError the UI translates. */
export async function readAnswer(answer: ResponsePromise): Promise<{ data: unknown; headers: Headers }> {
  try {
    const [headers, data] = await Promise.all([answer.then((r) => r.headers), answer.json<unknown>()]);
    return { data, headers };
  } catch (e) {
    throw await toApiError(e);
  }
}

/** A ky call's answer checked against the contract schema `schema` (any ky instance: the staff's, a public page's). */
export async function checkedJson<N extends SchemaName>(answer: ResponsePromise, schema: N, path: string): Promise<SchemaOf<N>> {
  const { data, headers } = await readAnswer(answer);
  return checkResponse(schema, data, path, headers);
}

/** What checkResponse reads of an answer's headers: a fetch Response's `headers`, or an XHR's getResponseHeader. */
export interface AnswerHeaders {
  get(name: string): string | null;
}

/** The fingerprint of the contract this browser bundle was built from; none in tests run from source. */
const OWN_CONTRACT: string | null = typeof __SIG_CONTRACT_HASH__ === 'string' ? __SIG_CONTRACT_HASH__ : null;

/**
 * The server says it checked this answer against `schema` of the very contract this bundle was built from
 * (plugins/contractStamp.ts on the server): checking it again would download zod to learn nothing.
 */
const checkedByServer = (schema: string, headers: AnswerHeaders | undefined): boolean =>
  OWN_CONTRACT !== null && headers !== undefined && headers.get(CONTRACT_STAMP.contract) === OWN_CONTRACT && (headers.get(CONTRACT_STAMP.schema) ?? '').split(' ').includes(schema);

/**
 * An answer of `path` checked against the contract schema `schema`. Until that schema has come (it is not part of
 * a page's load), an answer whose parsing cannot change it (all but CHECKED_BEFORE_USE) is given back as it came
 * and checked once the schema is here, fetched when the page is drawn and idle; a mismatch found then is reported
 * by `reportInvalidResponse`. Once a schema is here (it comes with the others of its area), every answer it
 * checks is checked before use. An answer the server checked with the same schema of the same contract (its headers
 * say so) is used as it came and not checked again.
 */
export async function checkResponse<N extends SchemaName>(schema: N, data: unknown, path: string, headers?: AnswerHeaders): Promise<SchemaOf<N>> {
  if (!CHECKED_BEFORE_USE.has(schema) && checkedByServer(schema, headers)) return data as SchemaOf<N>;
  const loaded = schemas.get(schema);
  if (loaded || CHECKED_BEFORE_USE.has(schema)) return parse<N>(loaded ?? (await loadSchema(schema)), data, path);
  uncheckedAnswers.push({ schema, data, path });
  if (!checkScheduled) {
    checkScheduled = true;
    afterFirstRender(checkLater);
  }
  return data as SchemaOf<N>;
}

function parse<N extends SchemaName>(schema: z.ZodType, data: unknown, path: string): SchemaOf<N> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidResponse(path);
  return parsed.data as SchemaOf<N>;
}

const invalidResponse = (path: string) => new ApiRequestError({ status: 0, code: 'response.invalid', message: `Unexpected response from ${path}` });

const uncheckedAnswers: { schema: SchemaName; data: unknown; path: string }[] = [];
let checkScheduled = false;

/** Checks the answers used unchecked so far; answers of an area that comes later are scheduled again. */
function checkLater(): void {
  checkScheduled = false;
  for (const answer of uncheckedAnswers.splice(0))
    loadSchema(answer.schema).then(
      (schema) => {
        if (!schema.safeParse(answer.data).success) reportInvalidResponse(invalidResponse(answer.path));
      },
      // offline: it waits for the next answer that comes unchecked, which tries again
      () => void uncheckedAnswers.push(answer),
    );
}

const invalidResponseListeners = new Set<(error: ApiRequestError) => void>();
/** Hears answers found not to match the contract after the page had used them (checkResponse). */
export function onInvalidResponse(listener: (error: ApiRequestError) => void): () => void {
  invalidResponseListeners.add(listener);
  return () => invalidResponseListeners.delete(listener);
}

/**
 * An answer the page already used broke the contract: the same error a check before use throws
 * ('response.invalid'), told to the person as an error message and logged, since no caller is waiting for it.
 */
function reportInvalidResponse(error: ApiRequestError): void {
  console.error(`[sig] ${error.message}: it does not match the contract`);
  const key = `error.${error.code}`;
  notify({ message: t(key) !== key ? t(key) : error.message, variant: 'error' });
  invalidResponseListeners.forEach((l) => l(error));
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
