import { CreateModuloBody, DependenciaFilterQuery, Modulo, UpdateModuloBody } from '@sig/shared/contract';
import type { ModulosTable } from '../../../db/schema.catalogs';
import { defineCatalog } from '../catalog.def';
import { assertReference } from '../catalog.repository';
import { baseItem } from './common';

/** An office or service window of a dependencia; its name is unique within that dependencia. */
export const modulos = defineCatalog({
  name: 'modulos',
  table: 'modulos',
  schemas: { item: Modulo, create: CreateModuloBody, update: UpdateModuloBody, query: DependenciaFilterQuery },
  // dependencia_id is always in a create body; the default only completes the type
  defaults: { dependencia_id: '', direccion: '', lat: null, lng: null, horario: '' },
  columns: (b) => ({
    dependencia_id: b.dependenciaId,
    direccion: b.direccion,
    horario: b.horario,
    ...(b.ubicacion !== undefined && { lat: b.ubicacion?.lat ?? null, lng: b.ubicacion?.lng ?? null }),
  }),
  toItem: (r: ModulosTable): Modulo => ({
    ...baseItem(r),
    dependenciaId: r.dependencia_id,
    direccion: r.direccion,
    ubicacion: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
    horario: r.horario,
  }),
  nameScope: 'dependencia_id',
  filterBy: { dependenciaId: 'dependencia_id' },
  async beforeWrite(ctx, next, before) {
    if (next.dependencia_id !== before?.dependencia_id) await assertReference(ctx.db, 'dependencias', ctx.clienteId, next.dependencia_id, 'dependenciaId');
  },
});
