import { useLoad } from '@sig/shared/staff-ui';
import { useMemo } from 'react';

import { catalogApi } from '../lib/catalogApi';
import { CATALOG_PAGE_SIZE_MAX, type CatalogName } from '../lib/paths';
import type { FieldOption } from './fields';

/**
 * The rows of another catalogue as choices (a select or checkbox group) and names (a column), up to one
 * full page of the API; inactive rows are named in the table but not offered.
 */
export function useCatalogOptions(catalog: CatalogName) {
  const loaded = useLoad(() => catalogApi.list(catalog, { pageSize: CATALOG_PAGE_SIZE_MAX }), [catalog]);
  return useMemo(() => {
    const items = loaded.data?.items ?? [];
    const names = new Map(items.map((i) => [i.id, i.nombre]));
    const options: FieldOption[] = items.filter((i) => i.activo).map((i) => ({ value: i.id, label: i.nombre }));
    return { items, options, nameOf: (id: string | null | undefined) => (id ? (names.get(id) ?? '') : ''), reload: loaded.reload, error: loaded.error };
  }, [loaded.data, loaded.reload, loaded.error]);
}
