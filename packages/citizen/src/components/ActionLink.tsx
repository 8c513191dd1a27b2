import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';

import { useCitizenT } from '../i18n';
import { followInApp } from '@sig/shared';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    minHeight: '76px',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow8 },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  icon: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '28px',
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  label: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
  detail: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
  chevron: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  mirrored: { transform: 'scaleX(-1)' },
});

const CHEVRON = 'm8.5 4.5 7.5 7.5-7.5 7.5-1.4-1.4 6.1-6.1-6.1-6.1 1.4-1.4Z';

export interface ActionLinkProps {
  to: string;
  label: string;
  detail?: string;
  icon: ReactNode;
  /** The icon's disc: a tipo's colour (a tint behind, the colour on the glyph), else the brand's. */
  color?: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A large card-like link: the start page's actions and the portal's tipos. */
export function ActionLink({ to, label, detail, icon, color }: ActionLinkProps) {
  const s = useStyles();
  const { i18n } = useCitizenT();
  const disc = color && HEX.test(color) ? { color, backgroundColor: `${color}1f` } : { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 };
  return (
    <a className={s.root} href={to} onClick={(e: MouseEvent) => followInApp(e, to)}>
      <span className={s.icon} style={disc} aria-hidden="true">
        {icon}
      </span>
      <span className={s.text}>
        <span className={s.label} dir="auto">{label}</span>
        {detail && <span className={s.detail} dir="auto">{detail}</span>}
      </span>
      {/* points onward, so it mirrors in right-to-left */}
      <svg className={mergeClasses(s.chevron, i18n.dir() === 'rtl' && s.mirrored)} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={CHEVRON} />
      </svg>
    </a>
  );
}
