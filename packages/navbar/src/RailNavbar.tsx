import { Button, Divider, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AppsRegular, DismissRegular } from '@fluentui/react-icons';
import { type MenuItem, closeMobileNavbar, useSettings, useT } from '@sig/shared';
import { type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';

import { MenuIcon } from '@sig/shared/icons';
import { MenuTree, NavTooltip, linkClick, useItemStyles } from './MenuTree';
import { MenuContent, NavbarFooter, NavbarHeader } from './NavbarChrome';
import { containsActive, isContainer, matchesPath, useMenuLabel } from './menuModel';
import { HOVER_DELAY_MS, useColumnStyles } from './VerticalNavbar';

const useStyles = makeStyles({
  root: { position: 'relative', height: '100%' },
  rail: { listStyle: 'none', margin: 0, paddingBlock: tokens.spacingVerticalS, paddingInline: tokens.spacingHorizontalXS, display: 'flex', flexDirection: 'column', gap: '2px' },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    minHeight: '64px',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalXS,
    border: 'none',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: tokens.durationFaster,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  dense: { minHeight: '48px', paddingInline: 0 },
  entryIcon: { fontSize: '24px', flexShrink: 0 },
  entryLabel: {
    maxWidth: '100%',
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  },
  /** The group holding the current page. */
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2Hover },
  },
  /** The page itself (top-level item). */
  currentPage: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  expanded: { boxShadow: `inset 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorBrandStroke1}` },
  panel: {
    position: 'absolute',
    top: 0,
    insetInlineStart: '100%',
    zIndex: 40,
    width: '280px',
    maxWidth: 'calc(100vw - 100%)',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow28,
    borderInlineStartWidth: tokens.strokeWidthThin,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  /** Navbar on the right (inline end): the panel opens towards the page, on the inline-start side. */
  panelAtEnd: { insetInlineStart: 'auto', insetInlineEnd: '100%', borderInlineStartWidth: 0, borderInlineEndWidth: tokens.strokeWidthThin, borderInlineEndStyle: 'solid', borderInlineEndColor: tokens.colorNeutralStroke2 },
  panelHeader: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '64px',
    flexShrink: 0,
    boxSizing: 'border-box',
    paddingInlineStart: tokens.spacingHorizontalL,
    paddingInlineEnd: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  panelTitle: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

type Opened = { id: string; by: 'hover' | 'click' } | null;

/**
 * Style-3 (120px, icon over a short label) and style-3-dense (64px, icons with tooltips): a rail of the
 * top-level entries. A group opens a 280px panel beside the rail with its children; Esc, a click outside,
 * the close button or navigating closes it. Opened by hovering, it also closes when the pointer leaves.
 */
export function RailNavbar({ path, dense }: { path: string; dense: boolean }) {
  const col = useColumnStyles();
  const s = useStyles();
  const [opened, setOpened] = useState<Opened>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusPanel = useRef(false);
  const panelId = useId();

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const openedRef = useRef<Opened>(null);
  openedRef.current = opened;
  const close = useCallback((restoreFocus = false) => {
    cancel();
    const o = openedRef.current;
    setOpened(null);
    if (o && restoreFocus) Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-rail-id]') ?? []).find((el) => el.dataset.railId === o.id)?.focus();
  }, []);

  // Navigating closes the panel.
  useEffect(() => close(), [path, close]);
  useEffect(() => () => cancel(), []);

  // Esc and clicks outside close it.
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) close(true);
    };
    const onDown = (e: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [opened, close]);

  // Opened from the keyboard or a click: focus goes to the panel's first entry.
  useEffect(() => {
    if (opened && focusPanel.current) {
      focusPanel.current = false;
      panelRef.current?.querySelector<HTMLElement>('ul a, ul button')?.focus();
    }
  }, [opened]);

  const openByClick = (id: string) => {
    cancel();
    if (opened?.id === id && opened.by === 'click') return close();
    focusPanel.current = true;
    setOpened({ id, by: 'click' });
  };
  const hoverEntry = (id: string) => {
    cancel();
    if (opened?.by === 'click') return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpened({ id, by: 'hover' });
    }, HOVER_DELAY_MS);
  };
  const onLeave = () => {
    cancel();
    if (opened?.by === 'hover') close();
  };

  return (
    <div ref={rootRef} className={mergeClasses(col.column, s.root)} data-navbar-variant={dense ? 'style-3-dense' : 'style-3'} onMouseLeave={onLeave}>
      <NavbarHeader compact />
      <div className={col.scroll}>
        <MenuContent layout={dense ? 'compact' : 'column'}>
          {(menu) => (
            <ul className={s.rail} role="list">
              {menu.map((item) => (
                <RailEntry
                  key={item.id}
                  item={item}
                  path={path}
                  dense={dense}
                  expanded={opened?.id === item.id}
                  panelId={panelId}
                  onOpen={() => openByClick(item.id)}
                  onHover={() => (isContainer(item) ? hoverEntry(item.id) : cancel())}
                  onHoverEnd={cancel}
                />
              ))}
            </ul>
          )}
        </MenuContent>
      </div>
      <NavbarFooter compact />
      {opened && <RailPanel ref={panelRef} id={panelId} openedId={opened.id} path={path} onClose={() => close(true)} onNavigate={() => {
        close();
        closeMobileNavbar();
      }} />}
    </div>
  );
}

function RailEntry({
  item,
  path,
  dense,
  expanded,
  panelId,
  onOpen,
  onHover,
  onHoverEnd,
}: {
  item: MenuItem;
  path: string;
  dense: boolean;
  expanded: boolean;
  panelId: string;
  onOpen: () => void;
  onHover: () => void;
  onHoverEnd: () => void;
}) {
  const s = useStyles();
  const item_ = useItemStyles();
  const { t } = useT('navbar');
  const label = useMenuLabel()(item);
  const text = <span className={dense ? s.hidden : s.entryLabel}>{label}</span>;
  const cls = mergeClasses(s.entry, dense && s.dense);

  if ((item.type === 'group' || item.type === 'collapse') && !item.children?.length) return null;
  if (item.type === 'divider') {
    return (
      <li className={item_.divider}>
        <Divider />
      </li>
    );
  }
  if (isContainer(item)) {
    const current = containsActive(item, path);
    return (
      <li onMouseEnter={onHover} onMouseLeave={onHoverEnd}>
        <NavTooltip show={dense && !expanded} label={label}>
          <button
            type="button"
            className={mergeClasses(cls, current && s.current, expanded && s.expanded)}
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            data-rail-id={item.id}
            data-current={current ? 'true' : undefined}
            onClick={onOpen}
          >
            <MenuIcon name={item.icon ?? firstIcon(item)} fallback={AppsRegular} className={s.entryIcon} />
            {text}
          </button>
        </NavTooltip>
      </li>
    );
  }
  const external = item.type === 'link';
  const active = !external && matchesPath(item.url, path);
  return (
    <li onMouseEnter={onHover}>
      <NavTooltip show={dense} label={label}>
        <a
          className={mergeClasses(cls, active && s.currentPage)}
          href={item.url}
          data-rail-id={item.id}
          aria-current={active ? 'page' : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer', onClick: () => closeMobileNavbar() } : { onClick: linkClick(item.url, closeMobileNavbar) })}
        >
          <MenuIcon name={item.icon} className={s.entryIcon} />
          {text}
          {external && <span className={s.hidden}>{t('nav.newTab')}</span>}
        </a>
      </NavTooltip>
    </li>
  );
}

/** A group's icon when the server gave none: its first child's. */
function firstIcon(item: MenuItem): string | undefined {
  for (const c of item.children ?? []) {
    if (c.icon) return c.icon;
  }
  return undefined;
}

function RailPanel({ ref, id, openedId, path, onClose, onNavigate }: { ref: Ref<HTMLDivElement>; id: string; openedId: string; path: string; onClose: () => void; onNavigate: () => void }) {
  const s = useStyles();
  const col = useColumnStyles();
  const { t } = useT('navbar');
  const label = useMenuLabel();
  const atEnd = useSettings((st) => st.settings.layout.config.navbar.position === 'right');
  return (
    <MenuContent>
      {(menu) => {
        const group = menu.find((m) => m.id === openedId);
        if (!group) return null;
        return (
          <div ref={ref} id={id} className={mergeClasses(s.panel, atEnd && s.panelAtEnd)} role="region" aria-label={label(group)} data-testid="navbar-panel">
            <div className={s.panelHeader}>
              <Subtitle2 className={s.panelTitle}>{label(group)}</Subtitle2>
              <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t('nav.closePanel')} onClick={onClose} />
            </div>
            <div className={col.scroll}>
              <div className={col.menu}>
                <MenuTree items={group.children ?? []} path={path} onNavigate={onNavigate} />
              </div>
            </div>
          </div>
        );
      }}
    </MenuContent>
  );
}
