import { makeStyles } from '@fluentui/react-components';
import type { SelectHTMLAttributes } from 'react';

import { nativeControl } from './nativeControl';

const useStyles = makeStyles({
  select: { ...nativeControl, minHeight: '32px', maxWidth: '100%' },
});

/** The browser's own select in Fluent's look (Fluent's Dropdown is not in this build). */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const s = useStyles();
  return <select {...props} className={className ? `${s.select} ${className}` : s.select} />;
}
