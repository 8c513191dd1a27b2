import { type GriffelStyle, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef } from 'react';

export interface NativeControlsLook {
  /** Height of a one-line control (the citizen pages: the 44px touch target). */
  minHeight: string;
  fontSize: string;
  /** The textarea's own height and line height. */
  textareaMinHeight: string;
  textareaLineHeight: string;
}

/**
 * Fluent's input frame for the browser's own controls (Fluent's Textarea and Select are not in the portal's
 * curated Fluent): border, colours, hover and focus ring. The staff pages' controls add their own padding.
 */
export const nativeControlFrame: GriffelStyle = {
  borderRadius: tokens.borderRadiusMedium,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderBottomColor: tokens.colorNeutralStrokeAccessible,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  fontFamily: tokens.fontFamilyBase,
  ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
};

/** The public pages' and the elements' controls: full width, at least `minHeight` tall, red-bordered when invalid. */
export function nativeControlLook(minHeight: string, fontSize: string): GriffelStyle {
  return {
    ...nativeControlFrame,
    boxSizing: 'border-box',
    width: '100%',
    minHeight,
    paddingInline: tokens.spacingHorizontalM,
    fontSize,
    '&[aria-invalid="true"]': { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  };
}

/**
 * The browser's own textarea and select in Fluent's look, sized for the page that makes them (the public
 * pages and the embeddable elements each call this once, at module level). Both take a Field's props (id,
 * aria-describedby, aria-invalid); the select opens the system's picker on a phone.
 */
export function makeNativeControls(look: NativeControlsLook) {
  const control = nativeControlLook(look.minHeight, look.fontSize);
  const useStyles = makeStyles({
    textarea: { ...control, minHeight: look.textareaMinHeight, resize: 'vertical', paddingBlock: tokens.spacingVerticalS, lineHeight: look.textareaLineHeight },
    select: { ...control, maxWidth: '100%' },
  });
  const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea({ className, ...props }, ref) {
    const s = useStyles();
    return <textarea ref={ref} {...props} className={mergeClasses(s.textarea, className)} />;
  });
  const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect({ className, ...props }, ref) {
    const s = useStyles();
    return <select ref={ref} {...props} className={mergeClasses(s.select, className)} />;
  });
  return { TextArea, NativeSelect };
}
