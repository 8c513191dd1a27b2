import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { loadMenu, registerTranslations, useLocationPath, useSession, useSettings, useT } from '@sig/shared';
import { Suspense, lazy, useEffect } from 'react';

import { navbarStrings } from './i18n';
import { RailNavbar } from './RailNavbar';
import { useSmallScreen } from './useMediaQuery';
import { useServerAlerts } from './useServerAlerts';
import { FoldedNavbar, VerticalNavbar } from './VerticalNavbar';

registerTranslations('navbar', navbarStrings);

const useStyles = makeStyles({
  root: {
    height: '100%',
    width: '100%',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
  },
  vertical: { overflow: 'hidden' },
  /** The style-3 panel is drawn outside the rail. */
  rail: { position: 'relative', overflow: 'visible' },
  horizontal: { minWidth: 0, overflow: 'hidden', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

export type NavbarVariant = 'drawer' | 'style-1' | 'style-2' | 'style-3' | 'style-3-dense' | 'horizontal';

/** Which navbar to draw: the drawer on small screens, the bar in layouts 2 and 3, else the layout1 style. */
export function useNavbarVariant(): { variant: NavbarVariant; folded: boolean } {
  const small = useSmallScreen();
  const layoutStyle = useSettings((st) => st.settings.layout.style);
  const style = useSettings((st) => st.settings.layout.config.navbar.style);
  const folded = useSettings((st) => st.settings.layout.config.navbar.folded);
  if (small) return { variant: 'drawer', folded: false };
  if (layoutStyle !== 'layout1') return { variant: 'horizontal', folded: false };
  return { variant: style, folded };
}

// The horizontal layouts' menus are Fluent's on-demand code (@sig/fluent-lazy): only those layouts load it.
const HorizontalNavbar = lazy(() => import('./HorizontalNavbar').then((m) => ({ default: m.HorizontalNavbar })));

/** The staff navbar (spec 2.4): the menu the server allows (filtered there by permission), in the chosen style. */
export function Navbar() {
  const s = useStyles();
  const { t } = useT('navbar');
  const path = useLocationPath();
  const userId = useSession((st) => st.user?.uuid);
  const clienteId = useSession((st) => st.cliente?.id);
  const { variant, folded } = useNavbarVariant();
  useServerAlerts();

  useEffect(() => {
    void loadMenu();
  }, [userId, clienteId]);

  const kind = variant === 'horizontal' ? s.horizontal : variant.startsWith('style-3') ? s.rail : s.vertical;
  return (
    <nav className={mergeClasses(s.root, kind)} aria-label={t('nav.label')} data-testid="navbar" data-variant={variant}>
      {variant === 'horizontal' ? (
        <Suspense fallback={null}>
          <HorizontalNavbar path={path} />
        </Suspense>
      ) : variant === 'style-3' || variant === 'style-3-dense' ? (
        <RailNavbar path={path} dense={variant === 'style-3-dense'} />
      ) : variant === 'style-2' ? (
        <FoldedNavbar path={path} folded={folded} />
      ) : (
        <VerticalNavbar path={path} mobile={variant === 'drawer'} />
      )}
    </nav>
  );
}
