import { errorMessage } from '@sig/shared';
import { useMemo } from 'react';

import { useCatalogListQuery, type CatalogItems } from '../catalogsApi';
import { CATALOG_PAGE_SIZE_MAX, type CatalogName } from '../lib/paths';
import type { FieldOption } from './fields';

/**
 * The rows of another catalogue as choices (a select or checkbox group) and names (a column), up to one
 * full page of the API; inactive rows are named in the table but not offered. A write to that catalogue
 * refreshes them (its list tag).
 */
export function useCatalogOptions<N extends CatalogName>(catalog: N) {
  const loaded = useCatalogListQuery({ catalog, query: { pageSize: CATALOG_PAGE_SIZE_MAX } });
  return useMemo(() => {
    const items = (loaded.data?.items ?? []) as CatalogItems[N][];
    const names = new Map(items.map((i) => [i.id, i.nombre]));
    const options: FieldOption[] = items.filter((i) => i.activo).map((i) => ({ value: i.id, label: i.nombre }));
    return { items, options, nameOf: (id: string | null | undefined) => (id ? (names.get(id) ?? '') : ''), error: loaded.error ? errorMessage(loaded.error) : null };
  }, [loaded.data, loaded.error]);
}
