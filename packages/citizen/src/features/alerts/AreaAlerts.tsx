import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { AREA_DIGEST_HOUR } from '@sig/shared';
import { Suspense, lazy, useState } from 'react';

import { Section } from '../../components/Section';
import { Busy } from '../../components/States';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import type { PublicCliente } from '../../lib/contract';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  open: { minHeight: TOUCH, alignSelf: 'flex-start' },
});

// the form (and the map it may load) come only when someone opens it: the start page stays light
const AreaAlertForm = lazy(() => import('./AreaAlertForm').then((m) => ({ default: m.AreaAlertForm })));

/** The fragment that opens the form at once (a link on a poster or another page). */
export const AREA_ALERTS_FRAGMENT = '#alertas';

/**
 * "Alertas de tu zona": a colonia, or a radius around a point on the map, optionally only some tipos; an e-mail gets
 * a confirmation link (double opt-in), then a daily digest. The same filters give the Atom feed's address. The
 * form opens on demand (or with #alertas), so the start page fetches no colonias and no map until then.
 */
export function AreaAlerts({ cliente }: { cliente: PublicCliente }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === AREA_ALERTS_FRAGMENT);
  return (
    <Section title={t('alerts.title')}>
      <Body1 className={s.muted}>{t('alerts.hint', { hour: `${AREA_DIGEST_HOUR}:00` })}</Body1>
      {open ? (
        <Suspense fallback={<Busy label={t('common.loading')} />}>
          <AreaAlertForm cliente={cliente} />
        </Suspense>
      ) : (
        <Button className={s.open} appearance="secondary" icon={<Alert24Regular />} aria-expanded={false} onClick={() => setOpen(true)}>
          {t('alerts.open')}
        </Button>
      )}
    </Section>
  );
}
