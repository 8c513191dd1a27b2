import { tokens } from '@fluentui/react-components';
import { makeNativeControls } from '@sig/shared';

import { TOUCH } from './touch';

/** The browser's own textarea and select in Fluent's look (Fluent's Textarea and Dropdown are not in this build), at touch size. */
export const { TextArea, NativeSelect } = makeNativeControls({
  minHeight: TOUCH,
  fontSize: tokens.fontSizeBase400,
  textareaMinHeight: '120px',
  textareaLineHeight: tokens.lineHeightBase400,
});
