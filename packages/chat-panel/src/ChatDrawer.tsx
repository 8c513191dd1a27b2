import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { closePanel, useSession, usePanels, useStore } from '@sig/shared';

import { ChatArea } from './ChatArea';
import { chatStore, selectContact } from './chatStore';
import { ContactStrip } from './ContactStrip';
import { useChatT } from './i18n';
import { useSwipeToClose } from './useSwipeToClose';

/** Spec 9: 360 px, 320 on small screens. */
export const CHAT_PANEL_WIDTH = 360;
export const CHAT_PANEL_WIDTH_SMALL = 320;

const useStyles = makeStyles({
  drawer: {
    '--fui-Drawer--size': `${CHAT_PANEL_WIDTH}px`,
    maxWidth: '100vw',
    '@media (max-width: 599px)': { '--fui-Drawer--size': `${CHAT_PANEL_WIDTH_SMALL}px` },
    // Vertical swipes still scroll the conversation; horizontal ones are ours (swipe to close).
    touchAction: 'pan-y',
  },
  header: { paddingBlockEnd: tokens.spacingVerticalS, borderBlockEndWidth: tokens.strokeWidthThin, borderBlockEndStyle: 'solid', borderBlockEndColor: tokens.colorNeutralStroke2 },
  body: { display: 'flex', padding: 0, overflow: 'hidden', flex: '1 1 auto', minHeight: 0, width: '100%' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const close = () => closePanel('chat');

/** The chat panel of spec 2.4: a contact strip and the conversation with the selected contact. */
export function ChatDrawer() {
  const s = useStyles();
  const { t, i18n } = useChatT();
  const open = usePanels((p) => p.open === 'chat');
  const staff = useSession((st) => st.status === 'signed-in' && st.role.length > 0);
  const { contacts, unread, selectedId, lastIncoming } = useStore(chatStore, (st) => st);
  const swipe = useSwipeToClose(close, i18n.dir(i18n.language));

  const contactName = (id: string) => contacts?.find((c) => c.id === id)?.name ?? '';

  return (
    <OverlayDrawer
      open={open && staff}
      position="end"
      className={s.drawer}
      data-testid="chat-panel"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
      {...swipe}
    >
      <DrawerHeader className={s.header}>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('panel.close')} title={t('panel.close')} icon={<DismissRegular />} onClick={close} data-testid="chat-close" />}>
          {t('panel.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={s.body}>
        <ContactStrip contacts={contacts ?? []} unread={unread} selectedId={selectedId} onSelect={(id) => void selectContact(id)} />
        <ChatArea />
      </DrawerBody>
      <div className={s.srOnly} aria-live="polite" data-testid="chat-live">
        {lastIncoming ? t('chat.incoming', { name: contactName(lastIncoming.de), msg: lastIncoming.msg }) : ''}
      </div>
    </OverlayDrawer>
  );
}
