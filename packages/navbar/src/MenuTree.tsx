import { Divider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, OpenRegular } from '@fluentui/react-icons';
import { LazyTooltip, type MenuItem, navigate, useT } from '@sig/shared';
import { type MouseEvent, type ReactElement, useEffect, useState } from 'react';

import { MenuIcon } from '@sig/shared/icons';
import { containsActive, matchesPath, useDir, useMenuLabel } from './menuModel';

export const useItemStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  group: { marginTop: tokens.spacingVerticalM, ':first-child': { marginTop: tokens.spacingVerticalXS } },
  groupTitle: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalXL,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: `calc(100% - 2 * ${tokens.spacingHorizontalS})`,
    minHeight: '40px',
    marginInline: tokens.spacingHorizontalS,
    marginBlock: '2px',
    boxSizing: 'border-box',
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalS,
    border: 'none',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: tokens.durationFaster,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  /** A collapse holding the current page: brand text, no fill. */
  activeParent: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: '20px', flexShrink: 0 },
  label: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  trailing: { flexShrink: 0, fontSize: '16px', color: 'inherit', opacity: 0.8 },
  chevron: { flexShrink: 0, fontSize: '16px', transitionProperty: 'transform', transitionDuration: tokens.durationFaster },
  chevronOpenLtr: { transform: 'rotate(90deg)' },
  chevronOpenRtl: { transform: 'rotate(-90deg)' },
  compactLink: { justifyContent: 'center', paddingInlineStart: 0, paddingInlineEnd: 0, gap: 0 },
  divider: { marginBlock: tokens.spacingVerticalS, paddingInline: tokens.spacingHorizontalL },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export interface TreeProps {
  items: MenuItem[];
  path: string;
  /** Called after a click on a page or a link (closes the mobile drawer, the rail panel, ...). */
  onNavigate?: () => void;
  /** Icons only, names in tooltips (folded navbar). */
  compact?: boolean;
  depth?: number;
}

/** A click on a real link: plain clicks navigate inside the portal, modified or middle clicks keep the browser's behaviour. */
export function linkClick(url: string | undefined, onNavigate?: () => void) {
  return (e: MouseEvent) => {
    if (!url || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(url);
    onNavigate?.();
  };
}

/** The vertical menu: group headings, collapses, pages, external links and dividers, at any depth. */
export function MenuTree({ items, path, onNavigate, compact = false, depth = 0 }: TreeProps) {
  const s = useItemStyles();
  return (
    <ul className={s.list} role="list">
      {items.map((item) => (
        <MenuNode key={item.id} item={item} path={path} onNavigate={onNavigate} compact={compact} depth={depth} />
      ))}
    </ul>
  );
}

const indent = (depth: number, compact: boolean) => (compact || depth === 0 ? undefined : { paddingInlineStart: `calc(${tokens.spacingHorizontalM} + ${depth * 20}px)` });

/**
 * The item's name as a tooltip while only its icon shows. Always mounted, so folding or unfolding never
 * remounts the link under the keyboard focus; the name itself stays in the link, hidden.
 */
export function NavTooltip({ show, label, children }: { show: boolean; label: string; children: ReactElement }) {
  return (
    <LazyTooltip content={label} relationship="inaccessible" positioning="after" withArrow enabled={show}>
      {children}
    </LazyTooltip>
  );
}

function MenuNode({ item, path, onNavigate, compact, depth }: { item: MenuItem; path: string; onNavigate?: () => void; compact: boolean; depth: number }) {
  const s = useItemStyles();
  const { t } = useT('navbar');
  const label = useMenuLabel()(item);
  const dir = useDir();
  const holdsActive = containsActive(item, path);
  const [open, setOpen] = useState(holdsActive);
  // A collapse opens by itself when the current page moves inside it.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);

  switch (item.type) {
    case 'divider':
      return (
        <li className={s.divider}>
          <Divider />
        </li>
      );
    case 'group':
      return (
        <li className={s.group}>
          {compact ? (
            <Divider className={s.divider} aria-label={label} />
          ) : (
            <span className={s.groupTitle} role="heading" aria-level={2}>
              {label}
            </span>
          )}
          <MenuTree items={item.children ?? []} path={path} onNavigate={onNavigate} compact={compact} depth={depth} />
        </li>
      );
    case 'collapse': {
      const Chevron = dir === 'rtl' ? ChevronLeftRegular : ChevronRightRegular;
      return (
        <li>
          <NavTooltip show={compact} label={label}>
            <button
              type="button"
              className={mergeClasses(s.link, compact && s.compactLink, holdsActive && !open && s.activeParent)}
              style={indent(depth, compact)}
              aria-expanded={open}
              data-menu-id={item.id}
              onClick={() => setOpen(!open)}
            >
              <MenuIcon name={item.icon} className={s.icon} />
              <span className={compact ? s.hidden : s.label}>{label}</span>
              {!compact && <Chevron className={mergeClasses(s.chevron, open && (dir === 'rtl' ? s.chevronOpenRtl : s.chevronOpenLtr))} aria-hidden="true" />}
            </button>
          </NavTooltip>
          {open && <MenuTree items={item.children ?? []} path={path} onNavigate={onNavigate} compact={compact} depth={depth + 1} />}
        </li>
      );
    }
    case 'link':
      return (
        <li>
          <NavTooltip show={compact} label={label}>
            <a
              className={mergeClasses(s.link, compact && s.compactLink)}
              style={indent(depth, compact)}
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              data-menu-id={item.id}
              onClick={() => onNavigate?.()}
            >
              <MenuIcon name={item.icon} className={s.icon} />
              <span className={compact ? s.hidden : s.label}>{label}</span>
              {!compact && <OpenRegular className={s.trailing} aria-hidden="true" />}
              <span className={s.hidden}>{t('nav.newTab')}</span>
            </a>
          </NavTooltip>
        </li>
      );
    default: {
      const active = matchesPath(item.url, path);
      return (
        <li>
          <NavTooltip show={compact} label={label}>
            <a
              className={mergeClasses(s.link, compact && s.compactLink, active && s.active)}
              style={indent(depth, compact)}
              href={item.url}
              aria-current={active ? 'page' : undefined}
              data-menu-id={item.id}
              onClick={linkClick(item.url, onNavigate)}
            >
              <MenuIcon name={item.icon} className={s.icon} />
              <span className={compact ? s.hidden : s.label}>{label}</span>
            </a>
          </NavTooltip>
        </li>
      );
    }
  }
}
