import { shorthands, tokens, type GriffelStyle } from '@fluentui/react-components';

/** WCAG's comfortable target on a phone: every button, link button and field is at least this tall. */
export const TOUCH = '44px';

/** Fluent's input look for the browser's own controls (Fluent's Textarea and Dropdown are not in this build). */
export const nativeControl: GriffelStyle = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: TOUCH,
  paddingInline: tokens.spacingHorizontalM,
  borderRadius: tokens.borderRadiusMedium,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderBottomColor: tokens.colorNeutralStrokeAccessible,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase400,
  ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
};
