import { tokens } from '@fluentui/react-components';
import { makeNativeControls } from '@sig/shared';

/** The browser's own textarea and select in Fluent's look (as the citizen pages do), at the elements' compact size. */
export const { TextArea, NativeSelect } = makeNativeControls({
  minHeight: '40px',
  fontSize: tokens.fontSizeBase300,
  textareaMinHeight: '104px',
  textareaLineHeight: tokens.lineHeightBase300,
});
