import { hasPermission, useRole } from '@sig/shared';

import { FiguresSection } from './FiguresSection';
import { HolidaysSection } from './HolidaysSection';
import { UnitsSection } from './UnitsSection';

/** The settings: the law's figures and cut-off hour, the holiday calendar, the units. Only TransparenciaAdm changes them (the server decides). */
export function SettingsTab() {
  const canEdit = hasPermission(['admin', 'TransparenciaAdm'], useRole());
  return (
    <>
      <FiguresSection canEdit={canEdit} />
      <HolidaysSection canEdit={canEdit} />
      <UnitsSection canEdit={canEdit} />
    </>
  );
}
