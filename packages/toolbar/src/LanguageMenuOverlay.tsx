import { Menu, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { OverlayProps } from '@sig/shared';

import { LanguageList, useLanguageMenuProps } from './LanguageList';
import { LanguageMenuButton } from './LanguageMenu';

/** The language menu itself, loaded on first use (./LanguageMenu.tsx). */
export default function LanguageMenuOverlay({ defaultOpen }: OverlayProps) {
  const languageProps = useLanguageMenuProps();
  return (
    <Menu positioning="below-end" defaultOpen={defaultOpen} {...languageProps}>
      <MenuTrigger disableButtonEnhancement>
        <LanguageMenuButton />
      </MenuTrigger>
      <MenuPopover>
        <LanguageList />
      </MenuPopover>
    </Menu>
  );
}
