import { Badge, Button, CounterBadge, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular, CalendarLtrRegular, ChatRegular, FullScreenMaximizeRegular, FullScreenMinimizeRegular, SettingsRegular } from '@fluentui/react-icons';
import { LazyTooltip, type PanelName, preparePanel, togglePanel, toggleSettingsPanel, usePanels, useSettings, useT } from '@sig/shared';

import { useFullscreen } from './hooks';

const useStyles = makeStyles({
  badged: { position: 'relative', display: 'inline-flex' },
  counter: { position: 'absolute', top: '-2px', insetInlineEnd: '-4px', pointerEvents: 'none' },
  dot: {
    position: 'absolute',
    top: '5px',
    insetInlineEnd: '5px',
    pointerEvents: 'none',
    boxShadow: `0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralBackground1}`,
  },
});

/** Fullscreen on and off; hidden where the browser (or an embedding iframe) does not allow it. */
export function FullscreenToggle() {
  const { t } = useT('toolbar');
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  const label = t(active ? 'fullscreen.exit' : 'fullscreen.enter');
  return (
    <LazyTooltip content={label} relationship="label" withArrow>
      <Button appearance="subtle" icon={active ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />} onClick={toggle} data-testid="fullscreen" />
    </LazyTooltip>
  );
}

/** A panel's code is fetched as the pointer or the focus reaches its toggle, before the click. */
const reachFor = (panel: PanelName) => ({ onPointerEnter: () => preparePanel(panel), onFocus: () => preparePanel(panel) });

/** Opens and closes the chat panel (a later parcel reads usePanels); the badge counts unread chats. */
export function ChatToggle() {
  const s = useStyles();
  const { t } = useT('toolbar');
  const open = usePanels((p) => p.open === 'chat');
  const unread = usePanels((p) => p.unreadChats);
  const label = unread > 0 ? t('chat.unread', { count: unread }) : t('chat.toggle');
  return (
    <span className={s.badged}>
      <LazyTooltip content={label} relationship="label" withArrow>
        <ToggleButton appearance="subtle" checked={open} icon={<ChatRegular />} onClick={() => togglePanel('chat')} data-testid="chat-toggle" {...reachFor('chat')} />
      </LazyTooltip>
      {unread > 0 && <CounterBadge className={s.counter} count={unread} overflowCount={99} size="small" color="danger" aria-hidden data-testid="chat-badge" />}
    </span>
  );
}

/** Opens and closes the notification panel; a dot tells of notifications not seen yet. */
export function NotificationsToggle() {
  const s = useStyles();
  const { t } = useT('toolbar');
  const open = usePanels((p) => p.open === 'notifications');
  const unseen = usePanels((p) => p.unseenNotifications);
  const label = unseen ? t('notifications.unseen') : t('notifications.toggle');
  return (
    <span className={s.badged}>
      <LazyTooltip content={label} relationship="label" withArrow>
        <ToggleButton appearance="subtle" checked={open} icon={<AlertRegular />} onClick={() => togglePanel('notifications')} data-testid="notifications-toggle" {...reachFor('notifications')} />
      </LazyTooltip>
      {unseen && <Badge className={s.dot} size="extra-small" color="danger" aria-hidden data-testid="notifications-dot" />}
    </span>
  );
}

/** The quick panel: today, upcoming events, the user's notes and a few local switches. */
export function QuickPanelToggle() {
  const { t } = useT('toolbar');
  const open = usePanels((p) => p.open === 'quick');
  return (
    <LazyTooltip content={t('quick.toggle')} relationship="label" withArrow>
      <ToggleButton appearance="subtle" checked={open} icon={<CalendarLtrRegular />} onClick={() => togglePanel('quick')} data-testid="quick-toggle" {...reachFor('quick')} />
    </LazyTooltip>
  );
}

/** The settings panel (a parcel of its own) opens and closes from here. */
export function SettingsToggle() {
  const { t } = useT('toolbar');
  const open = useSettings((st) => st.panelOpen);
  return (
    <LazyTooltip content={t('settings.toggle')} relationship="label" withArrow>
      <ToggleButton appearance="subtle" checked={open} icon={<SettingsRegular />} onClick={toggleSettingsPanel} data-testid="settings-toggle" {...reachFor('settings')} />
    </LazyTooltip>
  );
}
