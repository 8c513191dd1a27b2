import { CatalogQuery, CreateOrigenBody, Origen, UpdateOrigenBody } from '@sig/shared/contract';
import type { OrigenesTable } from '../../../db/schema.catalogs';
import { defineCatalog } from '../catalog.def';
import { baseItem } from './common';

/** Where a case came in: Teléfono, Web, App, WhatsApp, Presencial, Redes sociales... */
export const origenes = defineCatalog({
  name: 'origenes',
  table: 'origenes',
  schemas: { item: Origen, create: CreateOrigenBody, update: UpdateOrigenBody, query: CatalogQuery },
  defaults: {},
  columns: () => ({}),
  toItem: (r: OrigenesTable): Origen => baseItem(r),
});
