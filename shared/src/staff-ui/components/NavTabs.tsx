import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { followInApp } from '@sig/shared';
import { type KeyboardEvent, useRef } from 'react';

const useStyles = makeStyles({
  tabs: { display: 'flex', gap: tokens.spacingHorizontalXS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderBottom: `3px solid transparent`,
    fontWeight: tokens.fontWeightRegular,
    ':hover': { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorNeutralStroke1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorBrandStroke1, fontWeight: tokens.fontWeightSemibold },
});

/** One tab: its label, its address, and whether it is the page shown. */
export interface NavTab {
  id: string;
  label: string;
  href: string;
}

/**
 * Tabs that are addresses (a page's sections kept in the URL): links in a nav, the current one marked
 * `aria-current="page"`, arrow keys moving along them (in the reading direction), Tab reaching each.
 */
export function NavTabs({ tabs, current, label }: { tabs: readonly NavTab[]; current: string; label: string }) {
  const s = useStyles();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    refs.current[(i + (rtl ? -step : step) + tabs.length) % tabs.length]?.focus();
  };
  return (
    <nav className={s.tabs} aria-label={label}>
      {tabs.map((tab, i) => (
        <a
          key={tab.id}
          ref={(el) => void (refs.current[i] = el)}
          href={tab.href}
          className={mergeClasses(s.tab, tab.id === current && s.current)}
          aria-current={tab.id === current ? 'page' : undefined}
          onClick={(e) => followInApp(e, tab.href)}
          onKeyDown={(e) => onKey(e, i)}
          data-testid={`tab-${tab.id || 'default'}`}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
