import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { registerTranslations, toggleMobileNavbar, useNavbar, useSession, useT } from '@sig/shared';

import { UserMenu } from './UserMenu';
import { toolbarStrings } from './i18n';

registerTranslations('toolbar', toolbarStrings);

const useStyles = makeStyles({
  root: { height: '64px', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingInline: tokens.spacingHorizontalL },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  spacer: { flex: '1 1 auto' },
  // The drawer toggle exists only where the navbar is a drawer (same breakpoint as frame.css).
  navToggle: { '@media (min-width: 961px)': { display: 'none' } },
});

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      <rect x="2" y="4" width="16" height="2" rx="1" />
      <rect x="2" y="9" width="16" height="2" rx="1" />
      <rect x="2" y="14" width="16" height="2" rx="1" />
    </svg>
  );
}

/** The staff toolbar. This issue ships the user menu; the shell issue adds the other tools. */
export function Toolbar() {
  const s = useStyles();
  const { t } = useT('toolbar');
  const cliente = useSession((st) => st.cliente);
  const navOpen = useNavbar((n) => n.mobileOpen);
  return (
    <div className={s.root} data-testid="toolbar">
      <Button appearance="subtle" className={s.navToggle} icon={<MenuIcon />} aria-label={t('nav.toggle')} aria-expanded={navOpen} aria-controls="sig-navbar" onClick={toggleMobileNavbar} />
      <Text className={s.title}>{cliente?.nombre}</Text>
      <span className={s.spacer} />
      <UserMenu />
    </div>
  );
}
