import { ColoniasQuery, Colonia, CreateColoniaBody, UpdateColoniaBody } from '@sig/shared/contract';
import type { ColoniasTable } from '../../../db/schema.catalogs';
import { defineCatalog } from '../catalog.def';
import { assertReference } from '../catalog.repository';
import { baseItem } from './common';
import { polygonColumn, polygonOf } from './zonas';

export const colonias = defineCatalog({
  name: 'colonias',
  table: 'colonias',
  schemas: { item: Colonia, create: CreateColoniaBody, update: UpdateColoniaBody, query: ColoniasQuery },
  // codigo_postal is always in a create body; the default only completes the type
  defaults: { codigo_postal: '', zona_id: null, poligono: null, centro_lat: null, centro_lng: null },
  columns: (b) => ({
    codigo_postal: b.codigoPostal,
    zona_id: b.zonaId,
    poligono: polygonColumn(b.poligono),
    ...(b.centroide !== undefined && { centro_lat: b.centroide?.lat ?? null, centro_lng: b.centroide?.lng ?? null }),
  }),
  toItem: (r: ColoniasTable): Colonia => ({
    ...baseItem(r),
    codigoPostal: r.codigo_postal,
    zonaId: r.zona_id,
    poligono: polygonOf(r.poligono),
    centroide: r.centro_lat !== null && r.centro_lng !== null ? { lat: r.centro_lat, lng: r.centro_lng } : null,
  }),
  filterBy: { zonaId: 'zona_id' },
  async beforeWrite(ctx, next, before) {
    if (next.zona_id !== null && next.zona_id !== before?.zona_id) await assertReference(ctx.db, 'zonas', ctx.clienteId, next.zona_id, 'zonaId');
  },
});
