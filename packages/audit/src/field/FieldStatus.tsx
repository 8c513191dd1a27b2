import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '@sig/shared/staff-ui';

import { useAuditT } from '../i18n';
import { usePendingCount, usePersistentStorage } from './fieldKit';
import type { BeaconState } from './usePositionBeacon';
import { useOnline } from './useOnline';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
});

/** The phone's state in one line: connection, audits waiting to sync, storage kept or not, the position beacon. */
export function FieldStatus({ beacon }: { beacon: BeaconState }) {
  const s = useStyles();
  const { t } = useAuditT();
  const online = useOnline();
  const pending = usePendingCount();
  const storage = usePersistentStorage();
  return (
    <div className={s.bar} role="status" aria-label={t('phone.status')}>
      <Badge appearance="filled" color={online ? 'success' : 'warning'}>
        {t(online ? 'phone.online' : 'phone.offline')}
      </Badge>
      <Badge appearance="tint" color={pending > 0 ? 'warning' : 'informative'}>
        {t('phone.pending', { count: pending })}
      </Badge>
      <Badge appearance="tint" color={storage.state === 'persistent' ? 'success' : 'subtle'}>
        {t(`phone.storage.${storage.state}`)}
      </Badge>
      {storage.state === 'best-effort' && (
        <Button size="small" appearance="subtle" onClick={storage.request}>
          {t('phone.storage.ask')}
        </Button>
      )}
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
