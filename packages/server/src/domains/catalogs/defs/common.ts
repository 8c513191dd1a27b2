import type { CatalogBaseRow } from '../../../db/schema.catalogs';
import { bool } from '../../../lib/json';

/** The item fields every catalogue shares, from its row. */
export const baseItem = (r: CatalogBaseRow) => ({ id: r.id, nombre: r.nombre, activo: bool(r.activo), createdAt: r.created_at, updatedAt: r.updated_at });

/** A boolean body field as its column (0/1), or undefined when the body leaves it out. */
export const flag = (v: boolean | undefined): number | undefined => (v === undefined ? undefined : v ? 1 : 0);

export const DEFAULT_COLOR = '#607d8b';
