import { Body1Strong, Caption1, Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, mergeClasses } from '@fluentui/react-components';
import { BuildingRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { type OverlayProps, UserAvatar, navigate, openSettingsPanel, preparePanel, switchCliente, useSession, useT } from '@sig/shared';

import { useEffect } from 'react';

import { UserMenuButton, useUserMenuStyles } from './UserMenu';
import { SUBMENU_POSITIONING } from './positioning';

/** The user menu itself, loaded on first use (./UserMenu.tsx). */
export default function UserMenuOverlay({ defaultOpen }: OverlayProps) {
  const s = useUserMenuStyles();
  const { t } = useT('toolbar');
  const user = useSession((st) => st.user);
  const cliente = useSession((st) => st.cliente);
  // the menu offers the settings panel: its code comes while the user reads it
  useEffect(() => preparePanel('settings'), []);
  if (!user) return null;
  const name = user.data.displayName || user.email || '';
  return (
    <Menu positioning="below-end" defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <UserMenuButton />
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
