import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ root: { width: '100%' } });

/** The form's primary button: disabled while the form is invalid, a spinner while the request runs. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Button
      type="submit"
      appearance="primary"
      size="large"
      className={styles.root}
      // Focusable while busy, so keyboard focus is not lost mid-request.
      disabled={!busy && disabled}
      disabledFocusable={busy}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
