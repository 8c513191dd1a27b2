import { Button, Caption1, Input, Popover, PopoverSurface, PopoverTrigger, Spinner, Text, Tooltip, makeStyles, tokens, useId } from '@fluentui/react-components';
import { DocumentRegular, SearchRegular, StarFilled, StarRegular } from '@fluentui/react-icons';
import { MAX_SHORTCUTS, type OverlayProps, type Page, labelOf, loadMenu, searchPages, toggleShortcutPage, usePages, useShortcutPages, useT } from '@sig/shared';
import { MenuIcon } from '@sig/shared/icons';
import { useMemo, useState } from 'react';

import { ShortcutPickerButton } from './ShortcutBar';
import { usePagesStatus } from './hooks';

const useStyles = makeStyles({
  starred: { color: tokens.colorPaletteMarigoldForeground1 },
  surface: { width: 'min(340px, calc(100vw - 24px))', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  input: { width: '100%' },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: 'min(320px, 50vh)', overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  rowIcon: { fontSize: '20px', flexShrink: 0, color: tokens.colorNeutralForeground3 },
  rowLabel: { flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  state: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalM, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The star menu: every page the user can open, searchable, each with its own star (loaded on first use). */
export default function ShortcutPicker({ defaultOpen }: OverlayProps) {
  const s = useStyles();
  const { t } = useT('toolbar');
  const [open, setOpen] = useState(defaultOpen);
  return (
    // Not a focus trap: tabster's modalizer hides a trapped surface from assistive technology when
    // the "saved" snackbar appears (after every star). The search field takes the focus instead.
    <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} positioning="below-start" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <ShortcutPickerButton aria-expanded={open} />
      </PopoverTrigger>
      <PopoverSurface className={s.surface} aria-label={t('shortcuts.manage')}>
        {open && <PickerBody />}
      </PopoverSurface>
    </Popover>
  );
}

const focusOnMount = (el: HTMLInputElement | null) => {
  // After the popover has positioned itself, so the focus does not scroll the page to a (0,0) surface.
  if (el) requestAnimationFrame(() => el.focus());
};

function PickerBody() {
  const s = useStyles();
  const { t, i18n } = useT('toolbar');
  const lang = i18n.language;
  const pages = usePages();
  const status = usePagesStatus();
  const shortcuts = useShortcutPages();
  const starred = useMemo(() => new Set(shortcuts.map((p) => p.id)), [shortcuts]);
  const [query, setQuery] = useState('');
  const listId = useId('shortcut-pages');
  const shown = useMemo(() => (query.trim() ? searchPages(pages, query, lang, pages.length) : pages), [pages, query, lang]);
  const full = starred.size >= MAX_SHORTCUTS;

  return (
    <>
      <div className={s.head}>
        <Text weight="semibold">{t('shortcuts.label')}</Text>
        <Caption1 className={s.muted}>{t('shortcuts.count', { count: starred.size, max: MAX_SHORTCUTS })}</Caption1>
      </div>
      <Input
        className={s.input}
        value={query}
        onChange={(_, d) => setQuery(d.value)}
        placeholder={t('shortcuts.search')}
        aria-label={t('shortcuts.search')}
        aria-controls={listId}
        contentBefore={<SearchRegular aria-hidden />}
        autoComplete="off"
        ref={focusOnMount}
      />
      {status === 'loading' && !pages.length ? (
        <div className={s.state}>
          <Spinner size="tiny" />
          <span>{t('pages.loading')}</span>
        </div>
      ) : status === 'error' && !pages.length ? (
        <div className={s.state} role="alert">
          <span>{t('pages.error')}</span>
          <Button size="small" onClick={() => void loadMenu(true)}>
            {t('pages.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className={s.state} role="status">
          {pages.length ? t('shortcuts.none') : t('pages.empty')}
        </div>
      ) : (
        <ul className={s.list} id={listId} aria-label={t('shortcuts.label')}>
          {shown.map((page) => (
            <PickerRow key={page.id} page={page} label={labelOf(page, lang)} starred={starred.has(page.id)} full={full} />
          ))}
        </ul>
      )}
    </>
  );
}

function PickerRow({ page, label, starred, full }: { page: Page; label: string; starred: boolean; full: boolean }) {
  const s = useStyles();
  const { t } = useT('toolbar');
  const blocked = full && !starred;
  const action = t('shortcuts.star', { page: label });
  return (
    <li className={s.row} data-testid={`shortcut-row-${page.id}`}>
      <MenuIcon name={page.icon} fallback={DocumentRegular} className={s.rowIcon} />
      <Text className={s.rowLabel} title={label}>
        {label}
      </Text>
      <Tooltip content={blocked ? t('shortcuts.full', { max: MAX_SHORTCUTS }) : action} relationship={blocked ? 'description' : 'label'}>
        <Button
          appearance="transparent"
          size="small"
          icon={starred ? <StarFilled className={s.starred} /> : <StarRegular />}
          {...(blocked ? { 'aria-label': action } : {})}
          aria-pressed={starred}
          disabledFocusable={blocked}
          onClick={() => void toggleShortcutPage(page.id)}
        />
      </Tooltip>
    </li>
  );
}
