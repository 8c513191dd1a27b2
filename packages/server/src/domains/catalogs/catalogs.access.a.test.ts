import { describeCatalogAccess } from './catalogs.access.testkit';

describeCatalogAccess(['dependencias', 'modulos', 'origenes']);
