import { CatalogQuery, CreateZonaBody, UpdateZonaBody, Zona, type GeoPolygon } from '@sig/shared/contract';
import type { ZonasTable } from '../../../db/schema.catalogs';
import { parseJson } from '../../../lib/json';
import { defineCatalog } from '../catalog.def';
import { baseItem } from './common';

/** A polygon body field as its column: JSON text, null to clear, undefined to leave as is. */
export const polygonColumn = (p: GeoPolygon | null | undefined): string | null | undefined => (p === undefined ? undefined : p && JSON.stringify(p));
export const polygonOf = (text: string | null): GeoPolygon | null => parseJson<GeoPolygon | null>(text, null);

export const zonas = defineCatalog({
  name: 'zonas',
  table: 'zonas',
  schemas: { item: Zona, create: CreateZonaBody, update: UpdateZonaBody, query: CatalogQuery },
  defaults: { responsable: '', poligono: null },
  columns: (b) => ({ responsable: b.responsable, poligono: polygonColumn(b.poligono) }),
  toItem: (r: ZonasTable): Zona => ({ ...baseItem(r), responsable: r.responsable, poligono: polygonOf(r.poligono) }),
});
