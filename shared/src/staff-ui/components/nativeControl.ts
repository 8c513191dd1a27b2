import { tokens, type GriffelStyle } from '@fluentui/react-components';
import { nativeControlFrame } from '@sig/shared';

/** Fluent's input look for the browser's own controls (Fluent's Dropdown and Textarea are not in this build): the shared frame, the staff pages' padding and size. */
export const nativeControl: GriffelStyle = {
  ...nativeControlFrame,
  paddingInline: tokens.spacingHorizontalS,
  fontSize: tokens.fontSizeBase300,
};
