import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useOnline } from '@sig/shared/field';
import { formatDateTime } from '@sig/shared/staff-ui';

import { useAuditT } from '../i18n';
import { usePersistentStorage } from './fieldKit';
import type { BeaconState } from './usePositionBeacon';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
});

/** The phone's state in one line: connection, audits waiting to sync, storage kept or not, the position beacon. */
export function FieldStatus({ beacon, pending }: { beacon: BeaconState; pending: number | 'opening' | 'unavailable' }) {
  const s = useStyles();
  const { t } = useAuditT();
  const online = useOnline();
  const storage = usePersistentStorage();
  return (
    <div className={s.bar} role="status" aria-label={t('phone.status')}>
      <Badge appearance="filled" color={online ? 'success' : 'warning'}>
        {t(online ? 'phone.online' : 'phone.offline')}
      </Badge>
      <Badge appearance="tint" color={pending === 'unavailable' || (typeof pending === 'number' && pending > 0) ? 'warning' : 'informative'}>
        {typeof pending === 'number' ? t('phone.pending', { count: pending }) : t(`phone.outbox.${pending}`)}
      </Badge>
      <Badge appearance="tint" color={storage === 'persistent' ? 'success' : 'subtle'}>
        {t(`phone.storage.${storage}`)}
      </Badge>
      <span>
        {beacon.status === 'off'
          ? t(`phone.beacon.${beacon.reason}`)
          : beacon.status === 'sending' && beacon.lastAt
            ? t('phone.beacon.last', { at: formatDateTime(beacon.lastAt) })
            : t('phone.beacon.starting')}
      </span>
    </div>
  );
}
