import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular, StarRegular } from '@fluentui/react-icons';
import { labelOf, lazyOverlay, LazyTooltip, type OverlayTriggerButtonProps, useShortcutPages, useT } from '@sig/shared';

import { linkClick } from './links';
import { MenuIcon } from '@sig/shared/icons';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0, flex: '0 1 auto' },
  // A long bar scrolls rather than pushing the tools off the toolbar; focus scrolls a hidden button in.
  scroller: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    minWidth: 0,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'none',
    paddingBlock: '4px',
    '::-webkit-scrollbar': { display: 'none' },
  },
  shortcut: { flexShrink: 0 },
});

/** The starred pages as icon links (spec 2.4 shortcut bar), then the star that manages them. */
export function ShortcutBar() {
  const s = useStyles();
  const { t, i18n } = useT('toolbar');
  const pages = useShortcutPages();
  return (
    <nav className={s.root} aria-label={t('shortcuts.label')} data-testid="shortcut-bar">
      {pages.length > 0 && (
        <div className={s.scroller}>
          {pages.map((page) => {
            const label = labelOf(page, i18n.language);
            return (
              <LazyTooltip key={page.id} content={label} relationship="label" withArrow>
                <Button as="a" href={page.url} appearance="subtle" className={s.shortcut} icon={<MenuIcon name={page.icon} fallback={DocumentRegular} />} onClick={linkClick(page.url)} data-testid={`shortcut-${page.id}`} />
              </LazyTooltip>
            );
          })}
        </div>
      )}
      <ShortcutPicker />
    </nav>
  );
}

/** The star that opens the shortcut picker (a stand-in until the picker's code has come). */
export function ShortcutPickerButton(props: OverlayTriggerButtonProps) {
  const { t } = useT('toolbar');
  return (
    <LazyTooltip content={t('shortcuts.manage')} relationship="label" withArrow>
      <Button appearance="subtle" icon={<StarRegular />} aria-haspopup="dialog" data-testid="shortcut-picker" {...props} />
    </LazyTooltip>
  );
}

/** The star menu: every page the user can open, searchable, each with its own star. */
export const ShortcutPicker = lazyOverlay(() => import('./ShortcutPicker'), ShortcutPickerButton);
