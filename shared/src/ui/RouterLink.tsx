import { Button, type ButtonProps, Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';

import { navigate } from '../navigation';

/** Lets the browser handle new-tab and download clicks; a plain click navigates inside the portal. */
export function followInApp(event: MouseEvent, href: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(href);
}

interface RouterLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A text link to a portal path (a real href, so it can be opened in a new tab). */
export function RouterLink({ href, children, className }: RouterLinkProps) {
  return (
    <Link href={href} className={className} onClick={(e: MouseEvent) => followInApp(e, href)}>
      {children}
    </Link>
  );
}

/** A link that looks like a button, to a portal path. */
export function LinkButton({ href, children, className, appearance, size, icon }: RouterLinkProps & Pick<ButtonProps, 'appearance' | 'size' | 'icon'>) {
  return (
    <Button as="a" href={href} className={className} appearance={appearance} size={size} icon={icon} onClick={(e: MouseEvent) => followInApp(e, href)}>
      {children}
    </Button>
  );
}
