import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { useEvT } from '../i18n';

/** WCAG's comfortable target on a phone: every button and field is at least this tall. */
export const TOUCH = '44px';

const useStyles = makeStyles({
  busy: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalM },
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  touch: { minHeight: TOUCH },
});

/** A spinner with its text, announced politely while something loads. */
export function Busy() {
  const s = useStyles();
  const { t } = useEvT();
  return (
    <div className={s.busy} role="status" aria-live="polite">
      <Spinner size="medium" label={t('common.loading')} labelPosition="below" />
    </div>
  );
}

/** A failure the person has to read, with a retry when trying again can help. */
export function Problem({ title, children, onRetry }: { title?: string; children: ReactNode; onRetry?: () => void }) {
  const s = useStyles();
  const { t } = useEvT();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button className={s.touch} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

/** A white card on the page's grey, with an optional heading. */
export function Card({ title, children, labelledBy }: { title?: string; children: ReactNode; labelledBy?: string }) {
  const s = useStyles();
  return (
    <section className={s.card} aria-labelledby={title ? labelledBy : undefined}>
      {title && (
        <h2 id={labelledBy} className={s.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
