import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Section, distanceText } from '@sig/shared/staff-ui';
import type { ReactNode } from 'react';

import type { SubmitOutcome } from '../field/fieldKit';
import { useAuditT } from '../i18n';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

/**
 * What the audit did: applied (and the case reopened, for no conforme), kept as a conflict because the case
 * changed meanwhile (shown, never lost: the supervisor sees it too), or kept on the device to sync.
 */
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
  const a = r.auditoria;
  const distance = a.distanciaM === null ? t('result.noDistance') : t('result.distance', { d: distanceText(a.distanciaM, i18n.language) });
  if (r.estado === 'conflicto') {
    return (
      <Section>
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('result.conflictTitle', { folio: a.folio })}</MessageBarTitle>
            {t(`result.conflict.${r.conflicto ?? 'cambiado'}`)}
          </MessageBarBody>
        </MessageBar>
        <div className={s.actions}>{children}</div>
      </Section>
    );
  }
  return (
    <Section>
      <MessageBar intent={a.veredicto === 'conforme' ? 'success' : 'warning'} role="status">
        <MessageBarBody>
          <MessageBarTitle>{t(a.veredicto === 'conforme' ? 'result.conforme' : 'result.noConforme', { folio: a.folio })}</MessageBarTitle>
          {r.reabierto ? `${t('result.reopened')} ` : ''}
          {distance}
        </MessageBarBody>
      </MessageBar>
      <div className={s.actions}>{children}</div>
    </Section>
  );
}
