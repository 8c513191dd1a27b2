import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { useCitizenT } from '../i18n';
import { TOUCH } from './touch';

const useStyles = makeStyles({
  busy: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
  retry: { minHeight: TOUCH },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bone: {
    height: '64px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } },
      animationDuration: '1.4s',
      animationIterationCount: 'infinite',
    },
  },
});

/** A spinner with its text, announced politely while something loads. */
export function Busy({ label }: { label?: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  return (
    <div className={s.busy} role="status" aria-live="polite">
      <Spinner size="medium" label={label ?? t('common.loading')} labelPosition="below" />
    </div>
  );
}

/** Grey blocks where tiles will be, with the loading text for screen readers. */
export function TilesSkeleton({ count = 4, label }: { count?: number; label?: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  return (
    <div className={s.skeleton} role="status" aria-label={label ?? t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={s.bone} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failure the person has to read, with a retry when trying again can help. */
export function Problem({ title, children, onRetry, actions }: { title?: string; children: ReactNode; onRetry?: () => void; actions?: ReactNode }) {
  const s = useStyles();
  const { t } = useCitizenT();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      {(onRetry || actions) && (
        <MessageBarActions>
          {onRetry && (
            <Button className={s.retry} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          {actions}
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

/** A calm note (not an error): the municipality does not take cases online, nothing to show yet. */
export function Note({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        <Body1>{children}</Body1>
      </MessageBarBody>
    </MessageBar>
  );
}
