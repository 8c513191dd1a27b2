import { makeStyles, tokens } from '@fluentui/react-components';
import { loadMenu, registerTranslations } from '@sig/shared';
import { useEffect } from 'react';

import { FontSizeButton } from './FontSize';
import { LanguageMenu } from './LanguageMenu';
import { NavbarToggle } from './NavbarToggle';
import { OverflowMenu } from './OverflowMenu';
import { PageSearch } from './PageSearch';
import { ShortcutBar } from './ShortcutBar';
import { SocketIndicator } from './SocketIndicator';
import { ChatToggle, FullscreenToggle, NotificationsToggle, QuickPanelToggle, SettingsToggle } from './Tools';
import { UserMenu } from './UserMenu';
import { PHONE_QUERY, useEscapeClosesPanels, useMediaQuery } from './hooks';
import { toolbarStrings } from './i18n';

registerTranslations('toolbar', toolbarStrings);

const useStyles = makeStyles({
  root: {
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '100%',
    height: '64px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 599.98px)': { gap: tokens.spacingHorizontalXXS, paddingInline: tokens.spacingHorizontalS },
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, flex: '0 1 auto' },
  spacer: { flex: '1 1 0', minWidth: 0 },
  end: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXXS, minWidth: 0, flex: '0 1 auto' },
});

/**
 * The staff toolbar (spec 2.4), start to end: navbar toggle, shortcut bar, page search, language,
 * font size, fullscreen, the socket's state, chat, notifications, settings and the user menu. Phones keep
 * the toggle, search, socket state, chat, notifications and user, and fold the rest into one "more options"
 * menu.
 */
export function Toolbar() {
  const s = useStyles();
  const phone = useMediaQuery(PHONE_QUERY);
  useEscapeClosesPanels();

  // The navbar loads the menu too; the request is shared, and the toolbar's pages need it in every layout.
  useEffect(() => {
    void loadMenu();
  }, []);

  return (
    <div className={s.root} data-testid="toolbar">
      <div className={s.start}>
        <NavbarToggle />
        {!phone && <ShortcutBar />}
      </div>
      <span className={s.spacer} />
      <div className={s.end}>
        <PageSearch overlay={phone} />
        {!phone && (
          <>
            <LanguageMenu />
            <FontSizeButton />
            <FullscreenToggle />
          </>
        )}
        <SocketIndicator />
        <ChatToggle />
        <NotificationsToggle />
        {!phone && <QuickPanelToggle />}
        {phone ? <OverflowMenu /> : <SettingsToggle />}
        <UserMenu />
      </div>
    </div>
  );
}
