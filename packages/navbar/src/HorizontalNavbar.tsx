import {
  Button,
  Divider,
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem as FluentMenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AppsRegular, MoreHorizontalRegular, OpenRegular } from '@fluentui/react-icons';
import { type MenuItem, closeMobileNavbar, useT } from '@sig/shared';
import { Fragment, useCallback, useLayoutEffect, useRef, useState } from 'react';

import { MenuIcon } from '@sig/shared/icons';
import { linkClick } from './MenuTree';
import { MenuContent } from './NavbarChrome';
import { containsActive, isContainer, matchesPath, useMenuLabel } from './menuModel';

/** Space between the bar's entries, in px (also used to measure them). */
const GAP = 4;

const useStyles = makeStyles({
  bar: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: `${GAP}px`,
    height: '100%',
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalM,
    overflow: 'hidden',
  },
  entry: { flexShrink: 0, whiteSpace: 'nowrap', maxWidth: '320px' },
  current: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2Hover },
    '& .fui-Button__icon': { color: tokens.colorBrandForeground1 },
    '& .fui-MenuButton__icon': { color: tokens.colorBrandForeground1 },
    '& .fui-MenuItemLink__icon': { color: tokens.colorBrandForeground1 },
  },
  divider: { flexGrow: 0, height: '24px' },
  measure: {
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    display: 'flex',
    gap: `${GAP}px`,
    visibility: 'hidden',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    height: 0,
    overflow: 'hidden',
  },
  menuIcon: { fontSize: '20px' },
});

/**
 * Layouts 2 and 3 (wide screens): a 56px bar. Groups open a menu of their children (collapses as nested
 * menus); pages are plain links. Entries that do not fit move into a "More" menu, measured on a hidden copy
 * of the bar, so the bar never overflows the viewport.
 */
export function HorizontalNavbar({ path }: { path: string }) {
  const s = useStyles();
  return (
    <div className={s.bar} data-navbar-variant="horizontal">
      <MenuContent layout="inline">{(menu) => <HorizontalEntries items={menu} path={path} />}</MenuContent>
    </div>
  );
}

function HorizontalEntries({ items, path }: { items: MenuItem[]; path: string }) {
  const s = useStyles();
  const { t } = useT('navbar');
  const label = useMenuLabel();
  const [visible, setVisible] = useState(items.length);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);

  const fit = useCallback(() => {
    const bar = anchorRef.current?.parentElement;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const style = getComputedStyle(bar);
    const available = bar.clientWidth - (parseFloat(style.paddingInlineStart) || 0) - (parseFloat(style.paddingInlineEnd) || 0);
    // Not laid out (hidden host, jsdom): nothing to decide yet.
    if (bar.clientWidth <= 0) return setVisible(items.length);
    const nodes = Array.from(measure.children) as HTMLElement[];
    const widths = nodes.slice(0, items.length).map((n) => n.getBoundingClientRect().width);
    const more = nodes[items.length]?.getBoundingClientRect().width ?? 0;
    const total = widths.reduce((sum, w, i) => sum + w + (i ? GAP : 0), 0);
    if (total <= available) return setVisible(items.length);
    let used = more;
    let n = 0;
    while (n < items.length && used + GAP + widths[n] <= available) used += GAP + widths[n++];
    // A divider never ends the visible part.
    while (n > 0 && items[n - 1].type === 'divider') n--;
    setVisible(n);
  }, [items]);

  useLayoutEffect(() => {
    fit();
    const bar = anchorRef.current?.parentElement;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => fit());
    ro.observe(bar);
    if (measureRef.current) ro.observe(measureRef.current);
    return () => ro.disconnect();
  }, [fit, label]);

  const shown = items.slice(0, visible);
  // A divider never starts the "More" menu.
  const rest = items.slice(visible).filter((item, i, all) => item.type !== 'divider' || all.slice(0, i).some((x) => x.type !== 'divider'));
  const restCurrent = rest.some((i) => containsActive(i, path));
  return (
    <>
      <span ref={anchorRef} hidden />
      {shown.map((item) => (
        <TopEntry key={item.id} item={item} path={path} />
      ))}
      {rest.length > 0 && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton appearance="subtle" icon={<MoreHorizontalRegular />} className={mergeClasses(s.entry, restCurrent && s.current)} data-testid="navbar-more" data-current={restCurrent ? 'true' : undefined}>
              {t('nav.more')}
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuEntries items={rest} path={path} groupsAsSubmenus />
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      <div ref={measureRef} className={s.measure} aria-hidden="true" inert>
        {items.map((item) =>
          item.type === 'divider' ? (
            <Divider key={item.id} vertical className={s.divider} />
          ) : isContainer(item) ? (
            <MenuButton key={item.id} appearance="subtle" icon={<MenuIcon name={item.icon} fallback={AppsRegular} />} className={s.entry} tabIndex={-1}>
              {label(item)}
            </MenuButton>
          ) : (
            <Button key={item.id} appearance="subtle" icon={<MenuIcon name={item.icon} />} className={s.entry} tabIndex={-1}>
              {label(item)}
            </Button>
          ),
        )}
        <MenuButton appearance="subtle" icon={<MoreHorizontalRegular />} className={s.entry} tabIndex={-1}>
          {t('nav.more')}
        </MenuButton>
      </div>
    </>
  );
}

function TopEntry({ item, path }: { item: MenuItem; path: string }) {
  const s = useStyles();
  const { t } = useT('navbar');
  const label = useMenuLabel()(item);
  if (item.type === 'divider') return <Divider vertical className={s.divider} />;
  if (item.type === 'group' || item.type === 'collapse') {
    if (!item.children?.length) return null;
    const current = containsActive(item, path);
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            appearance="subtle"
            icon={<MenuIcon name={item.icon} fallback={AppsRegular} />}
            className={mergeClasses(s.entry, current && s.current)}
            data-menu-id={item.id}
            data-current={current ? 'true' : undefined}
          >
            {label}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuEntries items={item.children ?? []} path={path} />
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }
  if (item.type === 'link') {
    return (
      <Button
        as="a"
        appearance="subtle"
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        icon={<MenuIcon name={item.icon} />}
        className={s.entry}
        aria-label={`${label} ${t('nav.newTab')}`}
        data-menu-id={item.id}
      >
        {label}
      </Button>
    );
  }
  const active = matchesPath(item.url, path);
  return (
    <Button
      as="a"
      appearance="subtle"
      href={item.url}
      icon={<MenuIcon name={item.icon} />}
      className={mergeClasses(s.entry, active && s.current)}
      aria-current={active ? 'page' : undefined}
      data-menu-id={item.id}
      onClick={linkClick(item.url, closeMobileNavbar)}
    >
      {label}
    </Button>
  );
}

/** Menu children: pages and links as menu links, collapses as submenus, nested groups as titled sections. */
function MenuEntries({ items, path, groupsAsSubmenus = false }: { items: MenuItem[]; path: string; groupsAsSubmenus?: boolean }) {
  const s = useStyles();
  const { t } = useT('navbar');
  const label = useMenuLabel();
  return (
    <>
      {items.map((item) => {
        switch (item.type) {
          case 'divider':
            return <MenuDivider key={item.id} />;
          case 'group':
          case 'collapse':
            if (item.type === 'group' && !groupsAsSubmenus) {
              return (
                <Fragment key={item.id}>
                  <MenuGroup>
                    <MenuGroupHeader>{label(item)}</MenuGroupHeader>
                    <MenuEntries items={item.children ?? []} path={path} />
                  </MenuGroup>
                </Fragment>
              );
            }
            return (
              <Menu key={item.id}>
                <MenuTrigger disableButtonEnhancement>
                  <FluentMenuItem icon={<MenuIcon name={item.icon} fallback={AppsRegular} className={s.menuIcon} />} data-current={containsActive(item, path) ? 'true' : undefined}>
                    {label(item)}
                  </FluentMenuItem>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuEntries items={item.children ?? []} path={path} />
                  </MenuList>
                </MenuPopover>
              </Menu>
            );
          case 'link':
            return (
              <MenuItemLink
                key={item.id}
                href={item.url ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                icon={<MenuIcon name={item.icon} className={s.menuIcon} />}
                secondaryContent={<OpenRegular aria-label={t('nav.newTab')} />}
                onClick={() => closeMobileNavbar()}
              >
                {label(item)}
              </MenuItemLink>
            );
          default: {
            const active = matchesPath(item.url, path);
            return (
              <MenuItemLink
                key={item.id}
                href={item.url ?? '#'}
                icon={<MenuIcon name={item.icon} className={s.menuIcon} />}
                aria-current={active ? 'page' : undefined}
                className={active ? s.current : undefined}
                onClick={linkClick(item.url, closeMobileNavbar)}
              >
                {label(item)}
              </MenuItemLink>
            );
          }
        }
      })}
    </>
  );
}
