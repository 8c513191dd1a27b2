import { createApi } from '@reduxjs/toolkit/query/react';
import type { CatalogDeleteResponse, Colonia, Dependencia, Estatus, Modulo, Origen, Tipo, Zona } from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

import { CATALOG_NAMES, CATALOG_PAGE_SIZE, CATALOG_PATHS, catalogPath, type CatalogName } from './lib/paths';

/** The item type of each catalogue. */
export interface CatalogItems {
  dependencias: Dependencia;
  modulos: Modulo;
  tiposreporte: Tipo;
  tipossolicitud: Tipo;
  estatusreporte: Estatus;
  estatussolicitud: Estatus;
  zonas: Zona;
  colonias: Colonia;
  origenes: Origen;
}
export type CatalogItem = CatalogItems[CatalogName];

// The contract schema that checks one item of each catalogue.
const ITEM_SCHEMA = {
  dependencias: 'Dependencia',
  modulos: 'Modulo',
  tiposreporte: 'Tipo',
  tipossolicitud: 'Tipo',
  estatusreporte: 'Estatus',
  estatussolicitud: 'Estatus',
  zonas: 'Zona',
  colonias: 'Colonia',
  origenes: 'Origen',
} as const satisfies Record<CatalogName, string>;

export interface CatalogList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListQuery {
  q?: string;
  /** true: only active rows; undefined: all. */
  activo?: boolean;
  page?: number;
  pageSize?: number;
  /** A filter of the catalogue (dependenciaId of módulos, zonaId of colonias). */
  extra?: Record<string, string>;
}

interface ItemArgs {
  catalog: CatalogName;
  id: string;
}
interface WriteArgs {
  catalog: CatalogName;
  body: Record<string, unknown>;
}

function listParams(query: ListQuery): Record<string, string> {
  const searchParams: Record<string, string> = { page: String(query.page ?? 1), pageSize: String(query.pageSize ?? CATALOG_PAGE_SIZE), ...query.extra };
  if (query.q?.trim()) searchParams.q = query.q.trim();
  if (query.activo !== undefined) searchParams.activo = String(query.activo);
  return searchParams;
}

// Each catalogue is a tag type: its lists provide `LIST`, each row its id, so a write refreshes what shows it.
const LIST = 'LIST';

/** The parcel's one RTK Query api: the catalogues' list, read, create, update and delete. */
export const catalogsApi = createApi({
  reducerPath: 'catalogsApi',
  baseQuery: apiBaseQuery,
  tagTypes: CATALOG_NAMES,
  // A page reads afresh on every visit and keeps nothing once left, as before the cache: another person
  // may have changed the catalogue, and after a switch of cliente no page may show the last cliente's rows.
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    /** The list answer has no named schema in the contract, so it is typed, not checked. */
    catalogList: build.query<CatalogList<CatalogItem>, { catalog: CatalogName; query: ListQuery }>({
      query: ({ catalog, query }) => ({ url: CATALOG_PATHS[catalog].list, searchParams: listParams(query) }),
      providesTags: (res, _e, { catalog }) => [{ type: catalog, id: LIST }, ...(res?.items ?? []).map((i) => ({ type: catalog, id: i.id }))],
    }),
    catalogItem: build.query<CatalogItem, ItemArgs>({
      query: ({ catalog, id }) => ({ url: catalogPath(CATALOG_PATHS[catalog].item, id), schema: ITEM_SCHEMA[catalog] }),
      providesTags: (_r, _e, { catalog, id }) => [{ type: catalog, id }],
    }),
    createCatalogItem: build.mutation<CatalogItem, WriteArgs>({
      query: ({ catalog, body }) => ({ url: CATALOG_PATHS[catalog].list, method: 'post', json: body, schema: ITEM_SCHEMA[catalog] }),
      invalidatesTags: (_r, _e, { catalog }) => [{ type: catalog, id: LIST }],
    }),
    updateCatalogItem: build.mutation<CatalogItem, WriteArgs & { id: string }>({
      query: ({ catalog, id, body }) => ({ url: catalogPath(CATALOG_PATHS[catalog].item, id), method: 'patch', json: body, schema: ITEM_SCHEMA[catalog] }),
      invalidatesTags: (_r, _e, { catalog, id }) => [{ type: catalog, id: LIST }, { type: catalog, id }],
    }),
    deleteCatalogItem: build.mutation<CatalogDeleteResponse, ItemArgs>({
      query: ({ catalog, id }) => ({ url: catalogPath(CATALOG_PATHS[catalog].item, id), method: 'delete', schema: 'CatalogDeleteResponse' }),
      invalidatesTags: (_r, _e, { catalog, id }) => [{ type: catalog, id: LIST }, { type: catalog, id }],
    }),
  }),
});

export const { useCatalogListQuery, useCatalogItemQuery, useLazyCatalogItemQuery, useCreateCatalogItemMutation, useUpdateCatalogItemMutation, useDeleteCatalogItemMutation } = catalogsApi;
