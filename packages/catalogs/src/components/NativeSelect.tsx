import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { SelectHTMLAttributes } from 'react';

const useStyles = makeStyles({
  select: {
    minHeight: '32px',
    maxWidth: '100%',
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
  },
});

/** The browser's own select in Fluent's look (Fluent's Dropdown is not in this build). */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const s = useStyles();
  return <select {...props} className={className ? `${s.select} ${className}` : s.select} />;
}
