import {
  Body1,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { closePanel, useT } from '@sig/shared';

import { NotificationItem } from './NotificationItem';
import { NOTIFICATIONS_NS } from './i18n';
import type { NotificationsView } from './useNotifications';

const useStyles = makeStyles({
  drawer: {
    // Spec 9: the notification panel is 320 wide.
    '--fui-Drawer--size': '320px',
    maxWidth: '100vw',
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockEnd: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalXXL },
  spinner: { paddingBlock: tokens.spacingVerticalXXL },
});

const close = () => closePanel('notifications');

export interface NotificationDrawerProps {
  open: boolean;
  view: NotificationsView;
  now: number;
  onNavigate: (url: string) => void;
}

/** The panel's drawer (./NotificationPanel.tsx keeps its state on every staff page). */
export function NotificationDrawer({ open, view, now, onNavigate }: NotificationDrawerProps) {
  const s = useStyles();
  const { t } = useT(NOTIFICATIONS_NS);
  let content;
  if (view.status === 'error') {
    content = (
      <MessageBar intent="error" data-testid="notifications-error">
        <MessageBarBody>{t('loadError')}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={view.reload}>
            {t('retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (view.status !== 'ready') {
    content = <Spinner className={s.spinner} size="small" label={t('loading')} />;
  } else if (view.items.length === 0) {
    content = <Body1 className={s.empty}>{t('empty')}</Body1>;
  } else {
    content = (
      <>
        <div className={s.actions}>
          <Button appearance="subtle" size="small" disabled={view.clearing} onClick={() => void view.dismissAll()} data-testid="notifications-clear-all">
            {t('clearAll')}
          </Button>
        </div>
        <ul className={s.list} aria-label={t('title')}>
          {view.items.map((n) => (
            <NotificationItem key={n.id} notification={n} now={now} pending={view.pending.has(n.id) || view.clearing} onDismiss={(id) => void view.dismiss(id)} onNavigate={onNavigate} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <OverlayDrawer
      open={open}
      position="end"
      className={s.drawer}
      data-testid="notification-panel"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('close')} title={t('close')} icon={<DismissRegular />} onClick={close} data-testid="notifications-close" />}>
          {t('title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={s.body}>{content}</DrawerBody>
    </OverlayDrawer>
  );
}
