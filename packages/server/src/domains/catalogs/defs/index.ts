import type { CatalogName } from '@sig/shared/contract';
import type { AnyCatalogDef } from '../catalog.def';
import { colonias } from './colonias';
import { dependencias } from './dependencias';
import { estatusReporte, estatusSolicitud } from './estatus';
import { modulos } from './modulos';
import { origenes } from './origenes';
import { tiposReporte, tiposSolicitud } from './tipos';
import { zonas } from './zonas';

export const CATALOG_DEFS: Record<CatalogName, AnyCatalogDef> = {
  dependencias,
  modulos,
  tiposreporte: tiposReporte,
  tipossolicitud: tiposSolicitud,
  estatusreporte: estatusReporte,
  estatussolicitud: estatusSolicitud,
  zonas,
  colonias,
  origenes,
};
