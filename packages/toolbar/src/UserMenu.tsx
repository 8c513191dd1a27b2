import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DropdownMenu, UserAvatar, navigate, useSession, useT } from '@sig/shared';

const useStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2, '@media (max-width: 600px)': { display: 'none' } },
  greeting: { color: tokens.colorNeutralForeground3 },
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
    <DropdownMenu
      label={t('user.menu')}
      testId="user-menu"
      trigger={
        <>
          <span className={s.who}>
            <Caption1 className={s.greeting}>{t('user.greeting')}</Caption1>
            <Text weight="semibold">{name}</Text>
          </span>
          <UserAvatar name={name} photoURL={user.data.photoURL} size={36} />
        </>
      }
      items={[{ key: 'logout', label: t('user.logout'), onSelect: () => navigate('/logout'), testId: 'logout' }]}
    />
  );
}
