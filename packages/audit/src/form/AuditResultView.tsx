import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Section } from '@sig/shared/staff-ui';
import type { ReactNode } from 'react';

import type { SubmitOutcome } from '../field/fieldKit';
import { useAuditT } from '../i18n';
import { distanceText } from '../lib/geo';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

/** What the audit did: recorded (and the case reopened, for no conforme), or kept on the device to sync. */
export function AuditResultView({ outcome, children }: { outcome: SubmitOutcome; children?: ReactNode }) {
  const s = useStyles();
  const { t, i18n } = useAuditT();
  if (outcome.kind === 'queued') {
    return (
      <Section>
        <MessageBar intent="info" role="status">
          <MessageBarBody>
            <MessageBarTitle>{t('result.queuedTitle')}</MessageBarTitle>
            {t('result.queued')}
          </MessageBarBody>
        </MessageBar>
        <div className={s.actions}>{children}</div>
      </Section>
    );
  }
  const r = outcome.result;
  return (
    <Section>
      <MessageBar intent={r.veredicto === 'conforme' ? 'success' : 'warning'} role="status">
        <MessageBarBody>
          <MessageBarTitle>{t(r.veredicto === 'conforme' ? 'result.conforme' : 'result.noConforme', { folio: r.folio })}</MessageBarTitle>
          {r.reabierto ? t('result.reopened') : ''} {r.distancia === null ? t('result.noDistance') : t('result.distance', { d: distanceText(r.distancia, i18n.language) })}
        </MessageBarBody>
      </MessageBar>
      <div className={s.actions}>{children}</div>
    </Section>
  );
}
