import { Avatar, Button, Caption1, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { navigate, useSession, useT } from '@sig/shared';

const useStyles = makeStyles({
  trigger: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '48px', paddingInline: tokens.spacingHorizontalS },
  who: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2, '@media (max-width: 600px)': { display: 'none' } },
});

/** Spec 2.4: 'Bienvenido(a)', display name, photo or first letter, 'Desconectar'; Login/Register without a role. */
export function UserMenu() {
  const s = useStyles();
  const { t } = useT('toolbar');
  const user = useSession((st) => st.user);
  const role = useSession((st) => st.role);
  const name = user?.data.displayName || user?.email || '';

  if (!user || role.length === 0) {
    return (
      <>
        <Button appearance="subtle" onClick={() => navigate('/login')}>
          {t('user.login')}
        </Button>
        <Button appearance="subtle" onClick={() => navigate('/register')}>
          {t('user.register')}
        </Button>
      </>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={s.trigger} aria-label={t('user.menu')} data-testid="user-menu">
          <span className={s.who}>
            <Caption1>{t('user.greeting')}</Caption1>
            <Text weight="semibold">{name}</Text>
          </span>
          <Avatar name={name} initials={name.trim().charAt(0).toUpperCase()} image={user.data.photoURL ? { src: user.data.photoURL } : undefined} color="brand" />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => navigate('/logout')} data-testid="logout">
            {t('user.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
