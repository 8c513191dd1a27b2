import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  text: { flex: '1 1 16em' },
});

/** What went wrong, said so that someone can act on it; with a retry button when trying again can help. */
export function Notice({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry?: () => void }) {
  const s = useStyles();
  return (
    <div className={s.root} role="alert" data-testid="sig-report-map-error">
      <Text className={s.text}>{message}</Text>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}
