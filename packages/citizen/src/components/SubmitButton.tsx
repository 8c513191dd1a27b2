import { Button, Spinner, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { TOUCH } from './touch';

const useStyles = makeStyles({ root: { minHeight: TOUCH, width: '100%' } });

/** The form's primary button: a spinner while the request runs, still focusable so focus is not lost. */
export function SubmitButton({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  const s = useStyles();
  return (
    <Button
      type="submit"
      appearance="primary"
      size="large"
      className={mergeClasses(s.root, className)}
      disabledFocusable={busy}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
