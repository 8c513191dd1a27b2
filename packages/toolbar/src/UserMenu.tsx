import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular, PersonRegular } from '@fluentui/react-icons';
import { type OverlayTriggerButtonProps, UserAvatar, lazyOverlay, navigate, useSession, useT } from '@sig/shared';

import { PHONE_QUERY, useMediaQuery } from './hooks';

export const useUserMenuStyles = makeStyles({
  trigger: { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalXS, minWidth: 0, maxWidth: '240px', height: '48px', fontWeight: tokens.fontWeightRegular },
  who: {
    display: 'flex',
    flexDirection: 'column',
    // stretch (not flex-end) so a long name is cut with an ellipsis instead of spilling out at the start
    alignItems: 'stretch',
    minWidth: 0,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'end',
    // Narrow screens: only the avatar shows, but the text still names the button for screen readers.
    '@media (max-width: 1100px)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
  name: { maxWidth: '160px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  greeting: { color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, maxWidth: '280px' },
  headText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Spec 2.4: 'Bienvenido(a)', display name, photo or first letter, 'Desconectar'; Login/Register without a role. */
export function UserMenu() {
  const { t } = useT('toolbar');
  const phone = useMediaQuery(PHONE_QUERY);
  const user = useSession((st) => st.user);
  const role = useSession((st) => st.role);

  if (!user || role.length === 0) {
    return (
      <>
        <Button appearance="subtle" icon={<PersonRegular />} aria-label={phone ? t('user.login') : undefined} onClick={() => navigate('/login')}>
          {phone ? null : t('user.login')}
        </Button>
        <Button appearance="subtle" icon={<PersonAddRegular />} aria-label={phone ? t('user.register') : undefined} onClick={() => navigate('/register')}>
          {phone ? null : t('user.register')}
        </Button>
      </>
    );
  }
  return <LazyUserMenu />;
}

/** The menu's button: the greeting, the name and the avatar (a stand-in until the menu's code has come). */
export function UserMenuButton(props: OverlayTriggerButtonProps) {
  const s = useUserMenuStyles();
  const { t } = useT('toolbar');
  const user = useSession((st) => st.user);
  const name = user?.data.displayName || user?.email || '';
  return (
    <Button appearance="subtle" className={s.trigger} title={t('user.menu')} aria-haspopup="menu" data-testid="user-menu" {...props}>
      <span className={s.who}>
        <Caption1 className={s.greeting}>{t('user.greeting')}</Caption1>{' '}
        <Text weight="semibold" className={s.name}>
          {name}
        </Text>
      </span>
      <UserAvatar name={name} photoURL={user?.data.photoURL} size={36} />
    </Button>
  );
}

const LazyUserMenu = lazyOverlay(() => import('./UserMenuOverlay'), UserMenuButton);
