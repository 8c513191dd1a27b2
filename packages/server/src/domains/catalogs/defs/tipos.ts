import { type CatalogName, CreateTipoBody, DependenciaFilterQuery, Tipo, UpdateTipoBody } from '@sig/shared/contract';
import type { CatalogTableName, TiposTable } from '../../../db/schema.catalogs';
import { bool } from '../../../lib/json';
import { defineCatalog } from '../catalog.def';
import { assertReference } from '../catalog.repository';
import { DEFAULT_COLOR, baseItem, flag } from './common';

export const toTipo = (r: TiposTable): Tipo => ({
  ...baseItem(r),
  descripcion: r.descripcion,
  icono: r.icono,
  color: r.color,
  dependenciaId: r.dependencia_id,
  slaDias: r.sla_dias,
  pideFoto: bool(r.pide_foto),
  publico: bool(r.publico),
});

/** Tipos de reporte and de solicitud share their shape; each names the dependencia that answers it. */
const tipos = (name: Extract<CatalogName, 'tiposreporte' | 'tipossolicitud'>, table: Extract<CatalogTableName, 'tipos_reporte' | 'tipos_solicitud'>) =>
  defineCatalog({
    name,
    table,
    schemas: { item: Tipo, create: CreateTipoBody, update: UpdateTipoBody, query: DependenciaFilterQuery },
    // dependencia_id is always in a create body; the default only completes the type
    defaults: { dependencia_id: '', descripcion: '', icono: '', color: DEFAULT_COLOR, sla_dias: 5, pide_foto: 0, publico: 0 },
    columns: (b) => ({
      dependencia_id: b.dependenciaId,
      descripcion: b.descripcion,
      icono: b.icono,
      color: b.color,
      sla_dias: b.slaDias,
      pide_foto: flag(b.pideFoto),
      publico: flag(b.publico),
    }),
    toItem: toTipo,
    filterBy: { dependenciaId: 'dependencia_id' },
    async beforeWrite(ctx, next, before) {
      if (next.dependencia_id !== before?.dependencia_id) await assertReference(ctx.db, 'dependencias', ctx.clienteId, next.dependencia_id, 'dependenciaId');
    },
  });

export const tiposReporte = tipos('tiposreporte', 'tipos_reporte');
export const tiposSolicitud = tipos('tipossolicitud', 'tipos_solicitud');
