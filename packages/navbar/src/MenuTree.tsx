import { Divider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type MenuItem, navigate, useT } from '@sig/shared';
import { useState } from 'react';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  group: { marginTop: tokens.spacingVerticalL },
  groupTitle: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: '#a19f9d',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '40px',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalL,
    border: 'none',
    background: 'transparent',
    color: '#f3f2f1',
    font: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    borderRadius: `0 ${tokens.borderRadiusCircular} ${tokens.borderRadiusCircular} 0`,
    ':hover': { backgroundColor: 'rgba(255,255,255,0.08)' },
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandForegroundInverted}`, outlineOffset: '-2px' },
  },
  active: { backgroundColor: tokens.colorBrandBackground, color: '#fff', ':hover': { backgroundColor: tokens.colorBrandBackgroundHover } },
  nested: { paddingInlineStart: tokens.spacingHorizontalXL },
  chevron: { marginInlineStart: 'auto', transition: 'transform 150ms' },
  open: { transform: 'rotate(90deg)' },
  divider: { marginBlock: tokens.spacingVerticalS, opacity: 0.3 },
});

type Lang = 'es' | 'en' | 'tr' | 'ar';

function Label({ item }: { item: MenuItem }) {
  const { i18n } = useT();
  const lng = (i18n.language as Lang) in item.labels ? (i18n.language as Lang) : 'es';
  return <>{item.labels[lng] || item.title}</>;
}

const isActive = (item: MenuItem, path: string): boolean =>
  (!!item.url && (path === item.url || path.startsWith(item.url + '/'))) || !!item.children?.some((c) => isActive(c, path));

export function MenuTree({ items, path, nested = false, onNavigate }: { items: MenuItem[]; path: string; nested?: boolean; onNavigate?: () => void }) {
  const s = useStyles();
  return (
    <ul className={s.list}>
      {items.map((item) => (
        <MenuNode key={item.id} item={item} path={path} nested={nested} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function MenuNode({ item, path, nested, onNavigate }: { item: MenuItem; path: string; nested: boolean; onNavigate?: () => void }) {
  const s = useStyles();
  const [open, setOpen] = useState(() => isActive(item, path));
  switch (item.type) {
    case 'divider':
      return (
        <li role="presentation">
          <Divider className={s.divider} />
        </li>
      );
    case 'group':
      return (
        <li className={s.group}>
          <div className={s.groupTitle}>
            <Label item={item} />
          </div>
          <MenuTree items={item.children ?? []} path={path} onNavigate={onNavigate} />
        </li>
      );
    case 'collapse':
      return (
        <li>
          <button type="button" className={mergeClasses(s.link, nested && s.nested)} aria-expanded={open} onClick={() => setOpen(!open)}>
            <Label item={item} />
            <span className={mergeClasses(s.chevron, open && s.open)} aria-hidden="true">
              ›
            </span>
          </button>
          {open && <MenuTree items={item.children ?? []} path={path} nested onNavigate={onNavigate} />}
        </li>
      );
    case 'link':
      return (
        <li>
          <a className={mergeClasses(s.link, nested && s.nested)} href={item.url} target="_blank" rel="noreferrer">
            <Label item={item} />
          </a>
        </li>
      );
    default: {
      const active = !!item.url && isActive(item, path);
      return (
        <li>
          <a
            className={mergeClasses(s.link, nested && s.nested, active && s.active)}
            href={item.url}
            aria-current={active ? 'page' : undefined}
            data-menu-id={item.id}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || !item.url) return;
              e.preventDefault();
              navigate(item.url);
              onNavigate?.();
            }}
          >
            <Label item={item} />
          </a>
        </li>
      );
    }
  }
}
