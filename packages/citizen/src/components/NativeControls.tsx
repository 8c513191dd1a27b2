import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef } from 'react';

import { nativeControl } from './touch';

const useStyles = makeStyles({
  textarea: { ...nativeControl, minHeight: '120px', resize: 'vertical', paddingBlock: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase400 },
  select: { ...nativeControl, maxWidth: '100%' },
});

/** The browser's own textarea in Fluent's look; takes a Field's props (id, aria-describedby, aria-invalid). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea({ className, ...props }, ref) {
  const s = useStyles();
  return <textarea ref={ref} {...props} className={mergeClasses(s.textarea, className)} />;
});

/** The browser's own select in Fluent's look: on a phone it opens the system's picker. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect({ className, ...props }, ref) {
  const s = useStyles();
  return <select ref={ref} {...props} className={mergeClasses(s.select, className)} />;
});
