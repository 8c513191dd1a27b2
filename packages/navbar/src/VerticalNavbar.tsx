import { makeStyles, tokens } from '@fluentui/react-components';
import { closeMobileNavbar, setNavbarFoldedOpen, updateSettings, useNavbar } from '@sig/shared';
import { type FocusEvent, useEffect, useRef } from 'react';

import { MenuTree } from './MenuTree';
import { MenuContent, NavbarFooter, NavbarHeader, UserBlock } from './NavbarChrome';

/** Spec 9: menu hover delay. */
export const HOVER_DELAY_MS = 150;

export const useColumnStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  scroll: {
    flex: 1,
    minHeight: 0,
    overflowX: 'hidden',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingBottom: tokens.spacingVerticalL,
    scrollbarWidth: 'thin',
    scrollbarColor: `${tokens.colorNeutralStroke1} transparent`,
  },
  menu: { paddingTop: tokens.spacingVerticalS },
});

/** Style-1 (and the small-screen drawer): brand, user block, the full menu, copyright. */
export function VerticalNavbar({ path, mobile = false }: { path: string; mobile?: boolean }) {
  const s = useColumnStyles();
  return (
    <div className={s.column} data-navbar-variant={mobile ? 'drawer' : 'style-1'}>
      <NavbarHeader onClose={mobile ? closeMobileNavbar : undefined} />
      <div className={s.scroll}>
        <UserBlock />
        <div className={s.menu}>
          <MenuContent>{(menu) => <MenuTree items={menu} path={path} onNavigate={closeMobileNavbar} />}</MenuContent>
        </div>
      </div>
      <NavbarFooter />
    </div>
  );
}

/**
 * Style-2: with `folded` set, a 64px column of icons that opens in full (over the page, the frame widens
 * the host) after hovering for 150 ms or when the keyboard moves into it; it folds again when the pointer
 * leaves or focus goes elsewhere. Without `folded` it is style-1 with a pin button.
 */
export function FoldedNavbar({ path, folded }: { path: string; folded: boolean }) {
  const s = useColumnStyles();
  const foldedOpen = useNavbar((st) => st.foldedOpen);
  const compact = folded && !foldedOpen;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    if (!folded) setNavbarFoldedOpen(false);
  }, [folded]);
  useEffect(
    () => () => {
      cancel();
      setNavbarFoldedOpen(false);
    },
    [],
  );

  const hovering = useRef(false);
  const onEnter = () => {
    hovering.current = true;
    if (!folded || foldedOpen) return;
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      setNavbarFoldedOpen(true);
    }, HOVER_DELAY_MS);
  };
  const onLeave = () => {
    hovering.current = false;
    cancel();
    if (folded) setNavbarFoldedOpen(false);
  };
  // Keyboard focus inside opens it at once; it folds when focus leaves (unless the pointer is still over it).
  const onFocus = () => {
    if (folded) setNavbarFoldedOpen(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (folded && !hovering.current && !rootRef.current?.contains(e.relatedTarget as Node | null)) setNavbarFoldedOpen(false);
  };
  const togglePin = () => {
    const next = !folded;
    // Folding under the pointer keeps it open until the pointer leaves, so the button stays put.
    if (next) setNavbarFoldedOpen(true);
    updateSettings({ layout: { config: { navbar: { folded: next } } } });
  };

  return (
    <div
      ref={rootRef}
      className={s.column}
      data-navbar-variant="style-2"
      data-compact={compact ? 'true' : 'false'}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <NavbarHeader compact={compact} pin={{ folded, onToggle: togglePin }} />
      <div className={s.scroll}>
        <UserBlock compact={compact} />
        <div className={s.menu}>
          <MenuContent layout={compact ? 'compact' : 'column'}>
            {(menu) => <MenuTree items={menu} path={path} compact={compact} onNavigate={closeMobileNavbar} />}
          </MenuContent>
        </div>
      </div>
      <NavbarFooter compact={compact} />
    </div>
  );
}
