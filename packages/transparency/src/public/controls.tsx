import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { makeNativeControls } from '@sig/shared';
import type { ReactNode } from 'react';

import { useTranspT } from '../i18n';

/** WCAG's comfortable target on a phone: every button and field is at least this tall. */
export const TOUCH = '44px';

/** The browser's own textarea and select in Fluent's look, at touch size (Fluent's own are not in the core module). */
export const { TextArea, NativeSelect } = makeNativeControls({ minHeight: TOUCH, fontSize: tokens.fontSizeBase400, textareaMinHeight: '140px', textareaLineHeight: tokens.lineHeightBase400 });

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
  const { t } = useTranspT();
  return (
    <div className={s.busy} role="status" aria-live="polite">
      <Spinner size="medium" label={t('common.loading')} labelPosition="below" />
    </div>
  );
}

/** A failure the person has to read, with a retry when trying again can help. */
export function Problem({ title, children, onRetry }: { title?: string; children: ReactNode; onRetry?: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
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

/** A titled block of a public page. */
export function Card({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  const s = useStyles();
  return (
    <section className={s.card} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={s.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

