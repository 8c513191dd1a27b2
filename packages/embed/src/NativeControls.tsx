import { type GriffelStyle, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef } from 'react';

/** Fluent's input look for the browser's own controls (as the citizen pages do: Fluent's Textarea and Select are not in the portal's curated Fluent). */
const nativeControl: GriffelStyle = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '40px',
  paddingInline: tokens.spacingHorizontalM,
  borderRadius: tokens.borderRadiusMedium,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderBottomColor: tokens.colorNeutralStrokeAccessible,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
};

const useStyles = makeStyles({
  textarea: { ...nativeControl, minHeight: '104px', resize: 'vertical', paddingBlock: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase300 },
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
