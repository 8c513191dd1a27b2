import { describeCaseAccess } from './cases.access';

describeCaseAccess('solicitud');
