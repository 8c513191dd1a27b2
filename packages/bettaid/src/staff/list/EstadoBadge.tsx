import { Badge } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, WarningRegular } from '@fluentui/react-icons';
import type { BtEstado } from '@sig/shared';

import { useBtT } from '../../i18n';

const LOOK = {
  vigente: { color: 'success', icon: <CheckmarkCircleRegular /> },
  vencida: { color: 'warning', icon: <WarningRegular /> },
  revocada: { color: 'danger', icon: <DismissCircleRegular /> },
} as const;

/** A card's state in a list: a word with an icon, not a colour alone. */
export function EstadoBadge({ estado }: { estado: BtEstado }) {
  const { t } = useBtT();
  return (
    <Badge appearance="tint" color={LOOK[estado].color} icon={LOOK[estado].icon} data-testid="bt-badge" data-estado={estado}>
      {t(`estado.${estado}`)}
    </Badge>
  );
}
