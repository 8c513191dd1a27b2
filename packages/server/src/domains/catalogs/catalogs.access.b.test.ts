import { describeCatalogAccess } from './catalogs.access';

describeCatalogAccess(['tiposreporte', 'tipossolicitud', 'estatusreporte'], { activeTipos: true });
