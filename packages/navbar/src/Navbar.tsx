import { Button, Caption1, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { UserAvatar, closeMobileNavbar, loadMenu, registerTranslations, useSession, useT } from '@sig/shared';
import { useEffect } from 'react';

import { MenuTree } from './MenuTree';
import { navbarStrings } from './i18n';
import { useLocationPath } from './useLocationPath';

registerTranslations('navbar', navbarStrings);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100%', color: '#f3f2f1', paddingBottom: tokens.spacingVerticalXL },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, height: '64px', paddingInline: tokens.spacingHorizontalL, borderBottom: '1px solid rgba(255,255,255,0.1)' },
  logo: { width: '32px', height: '32px', borderRadius: tokens.borderRadiusMedium, display: 'grid', placeItems: 'center', fontWeight: tokens.fontWeightBold, color: '#fff' },
  brandName: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, color: '#fff' },
  user: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`, textAlign: 'center' },
  userName: { color: '#fff', fontWeight: tokens.fontWeightSemibold },
  userMail: { color: '#c8c6c4' },
  state: { padding: tokens.spacingHorizontalL, color: '#c8c6c4', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/** Sidebar: cliente brand, user block and the menu the server allows (filtered there by permission). */
export function Navbar() {
  const s = useStyles();
  const { t } = useT('navbar');
  const path = useLocationPath();
  const user = useSession((st) => st.user);
  const cliente = useSession((st) => st.cliente);
  const menu = useSession((st) => st.menu);
  const menuError = useSession((st) => st.menuError);

  useEffect(() => {
    void loadMenu();
  }, [user?.uuid, cliente?.id]);

  const name = user?.data.displayName || user?.email || '';
  return (
    <nav className={s.root} aria-label={t('nav.label')} data-testid="navbar">
      <div className={s.brand}>
        <div className={s.logo} style={{ background: cliente?.colors.primary ?? '#0f6cbd' }} aria-hidden="true">
          {cliente?.logo ? <img src={cliente.logo} alt="" width={32} height={32} /> : 'S'}
        </div>
        <span className={s.brandName}>{cliente?.nombre ?? 'SIG'}</span>
      </div>
      <div className={s.user}>
        <UserAvatar size={64} name={name} photoURL={user?.data.photoURL} fallback="image" />
        <Text className={s.userName}>{name}</Text>
        <Caption1 className={s.userMail}>{user?.email}</Caption1>
      </div>
      {menu ? (
        menu.length ? (
          <MenuTree items={menu} path={path} onNavigate={closeMobileNavbar} />
        ) : (
          <div className={s.state}>{t('nav.empty')}</div>
        )
      ) : menuError ? (
        <div className={s.state} role="alert">
          {t('nav.error')}
          <Button size="small" onClick={() => void loadMenu(true)}>
            {t('nav.retry')}
          </Button>
        </div>
      ) : (
        <div className={s.state}>
          <Spinner size="tiny" label={t('nav.loading')} />
        </div>
      )}
    </nav>
  );
}
