import { type ButtonProps, makeStyles, mergeClasses } from '@fluentui/react-components';
import { LinkButton as SharedLinkButton, RouterLink as SharedRouterLink } from '@sig/shared';
import type { ReactNode } from 'react';

import { TOUCH } from './touch';

const useStyles = makeStyles({
  button: { minHeight: TOUCH },
  // a text link still gets a phone-sized target around it
  link: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH },
});

interface RouterLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

/** The shared RouterLink with a phone-sized target (public pages are mostly opened on phones). */
export function RouterLink({ to, children, className }: RouterLinkProps) {
  const s = useStyles();
  return (
    <SharedRouterLink href={to} className={mergeClasses(s.link, className)}>
      {children}
    </SharedRouterLink>
  );
}

/** The shared LinkButton, large and phone-sized. */
export function LinkButton({ to, children, className, appearance, size = 'large', icon }: RouterLinkProps & Pick<ButtonProps, 'appearance' | 'size' | 'icon'>) {
  const s = useStyles();
  return (
    <SharedLinkButton href={to} className={mergeClasses(s.button, className)} appearance={appearance} size={size} icon={icon}>
      {children}
    </SharedLinkButton>
  );
}
