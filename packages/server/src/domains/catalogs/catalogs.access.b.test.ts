import { describeCatalogAccess } from './catalogs.access.testkit';

describeCatalogAccess(['tiposreporte', 'tipossolicitud', 'estatusreporte'], { activeTipos: true });
