import { Button } from '@fluentui/react-components';
import { navigate } from '@sig/shared';
import type { MouseEvent, ReactElement, ReactNode } from 'react';

/** A link that looks like a button: a real address (new tab works), portal navigation on a plain click. */
export function LinkButton({ href, icon, children, appearance }: { href: string; icon?: ReactElement; children: ReactNode; appearance?: 'primary' | 'secondary' | 'subtle' }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <Button as="a" href={href} onClick={onClick} icon={icon} appearance={appearance}>
      {children}
    </Button>
  );
}
