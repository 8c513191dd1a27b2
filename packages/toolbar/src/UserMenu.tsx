import { Body1Strong, Button, Caption1, Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BuildingRegular, PersonAddRegular, PersonRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { UserAvatar, navigate, openSettingsPanel, switchCliente, useSession, useT } from '@sig/shared';

import { PHONE_QUERY, useMediaQuery } from './hooks';
import { SUBMENU_POSITIONING } from './positioning';

const useStyles = makeStyles({
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
  const s = useStyles();
  const { t } = useT('toolbar');
  const phone = useMediaQuery(PHONE_QUERY);
  const user = useSession((st) => st.user);
  const cliente = useSession((st) => st.cliente);
  const role = useSession((st) => st.role);
  const name = user?.data.displayName || user?.email || '';

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
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={s.trigger} title={t('user.menu')} data-testid="user-menu">
          <span className={s.who}>
            <Caption1 className={s.greeting}>{t('user.greeting')}</Caption1>{' '}
            <Text weight="semibold" className={s.name}>
              {name}
            </Text>
          </span>
          <UserAvatar name={name} photoURL={user.data.photoURL} size={36} />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={s.head}>
          <UserAvatar name={name} photoURL={user.data.photoURL} size={40} />
          <div className={s.headText}>
            <Caption1 className={s.muted}>{t('user.greeting')}</Caption1>
            <Body1Strong className={s.ellipsis}>{name}</Body1Strong>
            {user.email && user.email !== name && <Caption1 className={mergeClasses(s.muted, s.ellipsis)}>{user.email}</Caption1>}
          </div>
        </div>
        <MenuList>
          <MenuItem icon={<SettingsRegular />} onClick={openSettingsPanel} data-testid="open-settings">
            {t('user.settings')}
          </MenuItem>
          {user.clients.length > 1 && (
            // A person's own clientes (a master user's: every cliente); the server reissues the token.
            <Menu positioning={SUBMENU_POSITIONING} checkedValues={{ cliente: cliente ? [cliente.id] : [] }} onCheckedValueChange={(_, d) => d.checkedItems[0] && void switchCliente(d.checkedItems[0])}>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<BuildingRegular />} data-testid="switch-cliente">
                  {t('user.switchCliente')}
                </MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {user.clients.map((c) => (
                    <MenuItemRadio key={c.id} name="cliente" value={c.id} data-testid={`cliente-${c.slug}`}>
                      {c.nombre}
                    </MenuItemRadio>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          )}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/logout')} data-testid="logout">
            {t('user.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
