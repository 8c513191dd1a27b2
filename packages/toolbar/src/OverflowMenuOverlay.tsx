import { Menu, MenuItem, MenuPopover, MenuList, MenuTrigger, Popover } from '@fluentui/react-components';
import { CalendarLtrRegular, FullScreenMaximizeRegular, FullScreenMinimizeRegular, LocalLanguageRegular, SettingsRegular, TextFontSizeRegular } from '@fluentui/react-icons';
import { type OverlayProps, preparePanel, togglePanel, toggleSettingsPanel, useFontScale, usePanels, useSettings, useT } from '@sig/shared';
import { useEffect, useState } from 'react';

import { FontSizeSurface } from './FontSizeSurface';
import { LanguageList, useLanguageMenuProps } from './LanguageList';
import { currentLanguage } from './LanguageMenu';
import { MoreOptionsButton, useOverflowStyles } from './OverflowMenu';
import { useFullscreen } from './hooks';
import { SUBMENU_POSITIONING } from './positioning';

/** The "more options" menu itself, loaded on first use (./OverflowMenu.tsx). */
export default function OverflowMenuOverlay({ defaultOpen }: OverlayProps) {
  const s = useOverflowStyles();
  const { t, i18n } = useT('toolbar');
  const fullscreen = useFullscreen();
  const fontValue = Math.round(useFontScale() * 100);
  const settingsOpen = useSettings((st) => st.panelOpen);
  const quickOpen = usePanels((p) => p.open === 'quick');
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const [fontOpen, setFontOpen] = useState(false);
  const language = currentLanguage(i18n.language);
  const languageProps = useLanguageMenuProps();
  // the menu lists two panels: their code comes while the user reads it
  useEffect(() => preparePanel('quick', 'settings'), []);

  return (
    <span ref={setAnchor} className={s.anchor}>
      <Menu positioning="below-end" defaultOpen={defaultOpen}>
        <MenuTrigger disableButtonEnhancement>
          <MoreOptionsButton />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <Menu {...languageProps} positioning={SUBMENU_POSITIONING}>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<LocalLanguageRegular />} data-testid="more-language">
                  {t('lang.button', { lang: language.title })}
                </MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <LanguageList />
              </MenuPopover>
            </Menu>
            <MenuItem icon={<TextFontSizeRegular />} onClick={() => setFontOpen(true)} data-testid="more-font-size">
              {t('font.menuItem', { value: fontValue })}
            </MenuItem>
            {fullscreen.supported && (
              <MenuItem icon={fullscreen.active ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />} onClick={fullscreen.toggle}>
                {t(fullscreen.active ? 'fullscreen.exit' : 'fullscreen.enter')}
              </MenuItem>
            )}
            <MenuItem icon={<CalendarLtrRegular />} onClick={() => togglePanel('quick')} aria-pressed={quickOpen} data-testid="more-quick">
              {t('quick.toggle')}
            </MenuItem>
            <MenuItem icon={<SettingsRegular />} onClick={toggleSettingsPanel} aria-pressed={settingsOpen} data-testid="more-settings">
              {t('settings.toggle')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {anchor && (
        <Popover open={fontOpen} onOpenChange={(_, d) => {
            setFontOpen(d.open);
            // No trigger of its own to return to: the focus goes back to the "more options" button.
            if (!d.open) anchor.querySelector('button')?.focus();
          }} positioning={{ target: anchor, position: 'below', align: 'end' }} trapFocus withArrow>
          <FontSizeSurface />
        </Popover>
      )}
    </span>
  );
}
