import { describeCaseAccess } from './cases.access.testkit';

describeCaseAccess('solicitud');
