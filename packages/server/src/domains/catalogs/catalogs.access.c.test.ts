import { describeCatalogAccess } from './catalogs.access.testkit';

describeCatalogAccess(['estatussolicitud', 'zonas', 'colonias']);
