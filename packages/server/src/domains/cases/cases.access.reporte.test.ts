import { describeCaseAccess } from './cases.access';

describeCaseAccess('reporte');
