import { describeCatalogAccess } from './catalogs.access';

describeCatalogAccess(['dependencias', 'modulos', 'origenes']);
