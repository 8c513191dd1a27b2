import { Button, type ButtonProps, Link } from '@fluentui/react-components';
import { navigate } from '@sig/shared';
import type { MouseEvent, ReactNode } from 'react';

/** Lets the browser handle new-tab and download clicks; everything else navigates inside the portal. */
function followInApp(event: MouseEvent, to: string): void {
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
  return (
    <Link href={to} className={className} onClick={(e: MouseEvent) => followInApp(e, to)}>
      {children}
    </Link>
  );
}

/** A button that goes to a portal path. */
export function LinkButton({ to, children, className, appearance, size }: RouterLinkProps & Pick<ButtonProps, 'appearance' | 'size'>) {
  return (
    <Button as="a" href={to} className={className} appearance={appearance} size={size} onClick={(e: MouseEvent) => followInApp(e, to)}>
      {children}
    </Button>
  );
}
