import { shorthands, tokens, type GriffelStyle } from '@fluentui/react-components';

/** Fluent's input look for the browser's own controls (Fluent's Dropdown and Textarea are not in this build). */
export const nativeControl: GriffelStyle = {
  paddingInline: tokens.spacingHorizontalS,
  borderRadius: tokens.borderRadiusMedium,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderBottomColor: tokens.colorNeutralStrokeAccessible,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
};
