import { Button, Input, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { DismissRegular, DocumentBulletListRegular, DocumentRegular, PersonRegular, SearchRegular } from '@fluentui/react-icons';
import { caseLookupHref, labelOf, LazyTooltip, navigate, personaLookupHref, searchPages, usePages, useT } from '@sig/shared';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';

import { MenuIcon } from '@sig/shared/icons';
import { type LookupHit, useLookup } from './useLookup';

const useStyles = makeStyles({
  // Desktop: the field opens in place and may shrink with the toolbar.
  field: { position: 'relative', flex: '0 1 300px', minWidth: '160px' },
  // Phones: the field covers the whole toolbar (the other tools stay underneath) without overflowing it.
  overlay: {
    position: 'absolute',
    insetInline: tokens.spacingHorizontalS,
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 2,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  input: { width: '100%', minWidth: 0 },
  popup: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    insetInline: 0,
    zIndex: 1000,
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    maxHeight: 'min(420px, 70vh)',
    overflowY: 'auto',
  },
  overlayPopup: { top: '100%' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    userSelect: 'none',
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Hover,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '-2px',
  },
  optionIcon: { fontSize: '20px', flexShrink: 0, color: tokens.colorNeutralForeground3 },
  optionLabel: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hitLabel: { display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlock: tokens.spacingVerticalXXS },
  hitTitle: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // kind, tipo and estatus wrap rather than lose the estatus in a narrow field
  hitDetail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  empty: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** One suggestion: a page of the menu, or what the server found for a folio or a CURP (first). */
type Option = { key: string; href: string; icon: ReactNode; label: ReactNode };

/**
 * Spec 2.4 page search: a search button that opens an ARIA 1.2 combobox over the pages the user can
 * open (at most 10 suggestions, accent- and case-insensitive). A folio ("r-2026-279") or a CURP also
 * finds that case or person on the server (issue 21), listed before the pages. Arrows move the
 * highlight, Enter opens the highlighted or first suggestion, Esc or leaving the field closes it and
 * forgets the text.
 */
export function PageSearch({ overlay = false }: { overlay?: boolean }) {
  const s = useStyles();
  const { t, i18n } = useT('toolbar');
  const lang = i18n.language;
  const pages = usePages();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocusButton = useRef(false);
  const listId = useId('page-search-list');
  const optionId = (i: number) => `${listId}-${i}`;

  const results = useMemo(() => searchPages(pages, query, lang), [pages, query, lang]);
  const lookup = useLookup(open ? query : '');
  const hits = lookup.status === 'done' ? lookup.hits : null;
  const hitOption = (hit: LookupHit): Option =>
    hit.type === 'caso'
      ? {
          key: `caso-${hit.id}`,
          href: caseLookupHref(hit.kind, hit.id),
          icon: <DocumentBulletListRegular className={s.optionIcon} aria-hidden />,
          label: (
            <span className={s.hitLabel}>
              <span className={s.hitTitle}>{hit.folio}</span>
              <span className={s.hitDetail}>{[t(`search.kind.${hit.kind}`), hit.tipo, hit.cerrado ? t('search.closed') : hit.estatus].join(' · ')}</span>
            </span>
          ),
        }
      : {
          key: `persona-${hit.id}`,
          href: personaLookupHref(hit.id),
          icon: <PersonRegular className={s.optionIcon} aria-hidden />,
          label: (
            <span className={s.hitLabel}>
              <span className={s.hitTitle}>{hit.nombreCompleto}</span>
              <span className={s.hitDetail}>{t('search.curp', { curp: hit.curp })}</span>
            </span>
          ),
        };
  const options: Option[] = [
    ...(hits ?? []).map(hitOption),
    ...results.map((page) => ({ key: page.id, href: page.url, icon: <MenuIcon name={page.icon} fallback={DocumentRegular} className={s.optionIcon} />, label: <span className={s.optionLabel}>{labelOf(page, lang)}</span> })),
  ];
  const typed = query.trim() !== '';
  const looking = lookup.status === 'loading';
  const expanded = open && typed && options.length > 0;

  // what the server found comes before the pages: a highlight made before it came would move under the user
  const hitCount = hits?.length ?? 0;
  useEffect(() => setActive(-1), [hitCount]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (refocusButton.current) {
      refocusButton.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const close = (focusButton: boolean) => {
    refocusButton.current = focusButton;
    setOpen(false);
    setQuery('');
    setActive(-1);
  };

  const go = (option: Option) => {
    close(true);
    navigate(option.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter': {
        const option = options[active] ?? options[0];
        if (option) {
          e.preventDefault();
          go(option);
        }
        break;
      }
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
    }
  };

  if (!open) {
    return (
      <LazyTooltip content={t('search.open')} relationship="label" withArrow>
        <Button ref={buttonRef} appearance="subtle" icon={<SearchRegular />} onClick={() => setOpen(true)} data-testid="page-search-open" />
      </LazyTooltip>
    );
  }

  return (
    <div className={overlay ? s.overlay : s.field} data-testid="page-search">
      <Input
        ref={inputRef}
        className={s.input}
        value={query}
        onChange={(_, d) => {
          setQuery(d.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => close(false)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        contentBefore={<SearchRegular aria-hidden />}
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            icon={<DismissRegular />}
            aria-label={t('search.close')}
            tabIndex={-1}
            // Keeps the focus in the field, so its blur does not close the search before this click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => close(true)}
          />
        }
      />
      <div className={mergeClasses(s.popup, overlay && s.overlayPopup)} hidden={!typed}>
        <ul className={s.list} id={listId} role="listbox" aria-label={t('search.results')} hidden={!expanded}>
          {options.map((option, i) => (
            <li
              key={option.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={mergeClasses(s.option, i === active && s.active)}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => active !== i && setActive(i)}
              onClick={() => go(option)}
            >
              {option.icon}
              {option.label}
            </li>
          ))}
        </ul>
        {typed && options.length === 0 && looking && (
          <div className={s.empty} data-testid="page-search-looking">
            {t('search.looking')}
          </div>
        )}
        {typed && options.length === 0 && !looking && lookup.status !== 'error' && (
          <div className={s.empty} data-testid="page-search-empty">
            {t('search.none')}
          </div>
        )}
        {typed && lookup.status === 'error' && (
          <div className={s.empty} role="alert" data-testid="page-search-error">
            {t('search.lookupFailed')}
          </div>
        )}
      </div>
      <div className={s.hidden} role="status" aria-live="polite">
        {typed ? (options.length ? (hitCount ? t('search.countAll', { count: options.length }) : t('search.count', { count: options.length })) : looking ? t('search.looking') : t('search.none')) : ''}
      </div>
    </div>
  );
}
