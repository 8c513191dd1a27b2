import { Badge } from '@fluentui/react-components';

import { useAdminT } from '../i18n';
import type { UserStatus } from '../adminApi';

const COLOR = { active: 'success', pending: 'warning', disabled: 'danger' } as const;

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useAdminT();
  return (
    <Badge appearance="tint" color={COLOR[status]} shape="rounded">
      {t(`status.${status}`)}
    </Badge>
  );
}
