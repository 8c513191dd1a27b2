import { Link } from '@fluentui/react-components';
import { navigate } from '@sig/shared';
import type { MouseEvent, ReactNode } from 'react';

/** A real link (open in a new tab works) that navigates inside the portal on a plain click. */
export function RouterLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <Link href={href} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
