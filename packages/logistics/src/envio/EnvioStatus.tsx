import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useStorageState } from '@sig/shared/field';

import { useLogT } from '../i18n';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
});

/** The phone's state in one line, as on the auditor's page: connection, work waiting to be sent, storage kept or not. */
export function EnvioStatus({ pending, online }: { pending: number | 'opening' | 'unavailable'; online: boolean }) {
  const s = useStyles();
  const { t } = useLogT();
  const kept = useStorageState();
  return (
    <div className={s.bar} role="status" aria-label={t('envio.status')}>
      <Badge appearance="filled" color={online ? 'success' : 'warning'}>
        {t(online ? 'envio.online' : 'envio.offline')}
      </Badge>
      <Badge appearance="tint" color={pending === 'unavailable' || (typeof pending === 'number' && pending > 0) ? 'warning' : 'informative'}>
        {typeof pending === 'number' ? t('envio.pending', { count: pending }) : t(`envio.outbox.${pending}`)}
      </Badge>
      <Badge appearance="tint" color={kept === 'persistent' ? 'success' : 'subtle'}>
        {t(`envio.storage.${kept}`)}
      </Badge>
    </div>
  );
}
