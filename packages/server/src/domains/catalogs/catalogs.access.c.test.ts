import { describeCatalogAccess } from './catalogs.access';

describeCatalogAccess(['estatussolicitud', 'zonas', 'colonias']);
