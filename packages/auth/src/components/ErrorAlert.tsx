import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** A server message the user has to read (spec 8: shown in an alert). */
export function ErrorAlert({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      {actions}
    </MessageBar>
  );
}
