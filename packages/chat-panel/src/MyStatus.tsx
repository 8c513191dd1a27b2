import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { UserAvatar, notify, useStore, useUser } from '@sig/shared';

import { CHOSEN_STATUSES, type ChosenStatus } from './chatApi';
import { chatStore, setMyStatus } from './chatStore';
import { StatusDot } from './StatusDot';
import { useChatT } from './i18n';

const useStyles = makeStyles({
  trigger: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '52px',
    height: '52px',
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    background: 'transparent',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

/** The caller's own avatar with their status; a menu chooses online, do-not-disturb or away. */
export function MyStatus() {
  const s = useStyles();
  const { t } = useChatT();
  const user = useUser();
  const me = useStore(chatStore, (st) => st.me);
  const status = me?.status ?? 'online';
  const name = me?.name || user?.data.displayName || user?.email || '';
  const photo = me?.avatar || user?.data.photoURL || '';

  const choose = async (next: ChosenStatus) => {
    if (next === status) return;
    try {
      await setMyStatus(next);
    } catch {
      notify({ message: t('status.error'), variant: 'error' });
    }
  };

  return (
    <Menu checkedValues={{ status: [status] }} onCheckedValueChange={(_, d) => void choose(d.checkedItems[0] as ChosenStatus)}>
      <MenuTrigger disableButtonEnhancement>
        <button
          type="button"
          className={s.trigger}
          aria-label={`${t('status.menu')}. ${t('status.mine', { status: t(`status.${status}`) })}`}
          title={t('status.mine', { status: t(`status.${status}`) })}
          data-testid="chat-my-status"
        >
          <UserAvatar name={name} photoURL={photo} size={40} fallback="image" />
          <StatusDot status={status} />
        </button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {CHOSEN_STATUSES.map((st) => (
            <MenuItemRadio key={st} name="status" value={st} data-testid={`chat-status-${st}`}>
              {t(`status.${st}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
