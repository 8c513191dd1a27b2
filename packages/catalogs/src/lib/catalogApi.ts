import { api, request, toApiError } from '@sig/shared';
import type { Colonia, Dependencia, Estatus, Modulo, Origen, Tipo, Zona } from '@sig/shared';

import { CATALOG_PAGE_SIZE, CATALOG_PATHS, catalogPath, type CatalogName } from './paths';

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

export const catalogApi = {
  /** The list answer has no named schema in the contract, so it is typed, not checked. */
  async list<N extends CatalogName>(name: N, query: ListQuery = {}): Promise<CatalogList<CatalogItems[N]>> {
    const searchParams: Record<string, string> = { page: String(query.page ?? 1), pageSize: String(query.pageSize ?? CATALOG_PAGE_SIZE), ...query.extra };
    if (query.q?.trim()) searchParams.q = query.q.trim();
    if (query.activo !== undefined) searchParams.activo = String(query.activo);
    try {
      return await api.get(CATALOG_PATHS[name].list, { searchParams }).json<CatalogList<CatalogItems[N]>>();
    } catch (e) {
      throw await toApiError(e);
    }
  },
  get: <N extends CatalogName>(name: N, id: string) =>
    request('get', catalogPath(CATALOG_PATHS[name].item, id), ITEM_SCHEMA[name]) as Promise<CatalogItems[N]>,
  create: <N extends CatalogName>(name: N, body: Record<string, unknown>) =>
    request('post', CATALOG_PATHS[name].list, ITEM_SCHEMA[name], { json: body }) as Promise<CatalogItems[N]>,
  update: <N extends CatalogName>(name: N, id: string, body: Record<string, unknown>) =>
    request('patch', catalogPath(CATALOG_PATHS[name].item, id), ITEM_SCHEMA[name], { json: body }) as Promise<CatalogItems[N]>,
  remove: (name: CatalogName, id: string) => request('delete', catalogPath(CATALOG_PATHS[name].item, id), 'CatalogDeleteResponse'),
};
