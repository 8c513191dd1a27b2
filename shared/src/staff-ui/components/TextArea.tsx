import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TextareaHTMLAttributes } from 'react';

import { nativeControl } from './nativeControl';

const useStyles = makeStyles({
  textarea: { ...nativeControl, boxSizing: 'border-box', width: '100%', minHeight: '96px', resize: 'vertical', paddingBlock: tokens.spacingVerticalS },
});

/** The browser's own textarea in Fluent's look (Fluent's Textarea is not in this build); takes a Field's props. */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const s = useStyles();
  return <textarea {...props} className={mergeClasses(s.textarea, className)} />;
}
