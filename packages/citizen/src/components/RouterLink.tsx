import { Button, type ButtonProps, Link, makeStyles, mergeClasses } from '@fluentui/react-components';
import { navigate } from '@sig/shared';
import type { MouseEvent, ReactNode } from 'react';

import { TOUCH } from './touch';

const useStyles = makeStyles({
  button: { minHeight: TOUCH },
  // a text link still gets a phone-sized target around it
  link: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH },
});

/** Lets the browser handle new-tab and download clicks; everything else navigates inside the portal. */
export function followInApp(event: MouseEvent, to: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(to);
}

interface RouterLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

/** A text link to a portal path (a real href, so it can be opened in a new tab). */
export function RouterLink({ to, children, className }: RouterLinkProps) {
  const s = useStyles();
  return (
    <Link href={to} className={mergeClasses(s.link, className)} onClick={(e: MouseEvent) => followInApp(e, to)}>
      {children}
    </Link>
  );
}

/** A button that goes to a portal path. */
export function LinkButton({ to, children, className, appearance, size = 'large', icon }: RouterLinkProps & Pick<ButtonProps, 'appearance' | 'size' | 'icon'>) {
  const s = useStyles();
  return (
    <Button as="a" href={to} className={mergeClasses(s.button, className)} appearance={appearance} size={size} icon={icon} onClick={(e: MouseEvent) => followInApp(e, to)}>
      {children}
    </Button>
  );
}
