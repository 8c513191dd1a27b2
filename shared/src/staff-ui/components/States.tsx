import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';

import { useStaffUiT } from '../i18n';

const useStyles = makeStyles({
  center: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
  empty: { textAlign: 'center', paddingBlock: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

export function Loading({ label }: { label?: string }) {
  const s = useStyles();
  const { t } = useStaffUiT();
  return (
    <div className={s.center}>
      <Spinner label={label ?? t('common.loading')} />
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useStaffUiT();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

export function Empty({ children }: { children: string }) {
  const s = useStyles();
  return (
    <div className={s.empty}>
      <Body1>{children}</Body1>
    </div>
  );
}
