import { Badge } from '@fluentui/react-components';
import type { Prioridad } from '@sig/shared';

import { useCasesT } from '../i18n';

const COLOR = { baja: 'subtle', normal: 'informative', alta: 'warning', urgente: 'danger' } as const;

/** The prioridad in words (the colour only repeats them). */
export function PrioridadBadge({ prioridad }: { prioridad: Prioridad }) {
  const { t } = useCasesT();
  return (
    <Badge appearance={prioridad === 'urgente' ? 'filled' : 'tint'} color={COLOR[prioridad]} shape="rounded">
      {t(`prioridad.${prioridad}`)}
    </Badge>
  );
}
