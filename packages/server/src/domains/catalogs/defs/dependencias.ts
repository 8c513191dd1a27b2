import { CatalogQuery, CreateDependenciaBody, Dependencia, UpdateDependenciaBody } from '@sig/shared/contract';
import type { DependenciasTable } from '../../../db/schema.catalogs';
import { defineCatalog } from '../catalog.def';
import { DEFAULT_COLOR, baseItem } from './common';

export const dependencias = defineCatalog({
  name: 'dependencias',
  table: 'dependencias',
  schemas: { item: Dependencia, create: CreateDependenciaBody, update: UpdateDependenciaBody, query: CatalogQuery },
  defaults: { siglas: '', titular: '', telefono: '', email: '', color: DEFAULT_COLOR },
  columns: (b) => ({ siglas: b.siglas, titular: b.titular, telefono: b.telefono, email: b.email, color: b.color }),
  toItem: (r: DependenciasTable): Dependencia => ({ ...baseItem(r), siglas: r.siglas, titular: r.titular, telefono: r.telefono, email: r.email, color: r.color }),
});
