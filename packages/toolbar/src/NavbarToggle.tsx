import { Button } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { LazyTooltip, toggleMobileNavbar, toggleNavbar, useNavbar, useSettings, useT } from '@sig/shared';

import { DRAWER_QUERY, useMediaQuery } from './hooks';

/**
 * The hamburger. Up to 960px the navbar is a drawer in every layout, so the button opens the drawer;
 * on desktop only the layout1 slide navbar (style-1) can be hidden, so only then is it shown. The frame
 * hides the navbar host altogether when the settings say navbar.display = false, so then the button
 * would open nothing and is not shown either.
 */
export function NavbarToggle() {
  const { t } = useT('toolbar');
  const drawer = useMediaQuery(DRAWER_QUERY);
  const layout = useSettings((s) => s.settings.layout);
  const open = useNavbar((n) => n.open);
  const mobileOpen = useNavbar((n) => n.mobileOpen);
  const { navbar } = layout.config;
  if (!navbar.display) return null;
  if (!drawer && !(layout.style === 'layout1' && navbar.style === 'style-1')) return null;
  return (
    <LazyTooltip content={t('nav.toggle')} relationship="label" withArrow>
      <Button
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-controls="sig-navbar"
        aria-expanded={drawer ? mobileOpen : open}
        onClick={drawer ? toggleMobileNavbar : toggleNavbar}
        data-testid="navbar-toggle"
      />
    </LazyTooltip>
  );
}
