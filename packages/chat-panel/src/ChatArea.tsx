import { Body1, Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useStore } from '@sig/shared';
import type { ReactNode } from 'react';

import { chatStore, loadContacts, myId, selectContact } from './chatStore';
import { Composer } from './Composer';
import { useChatT } from './i18n';
import { MessageList } from './MessageList';

const useStyles = makeStyles({
  area: { flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 },
  center: {
    flex: '1 1 auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
  error: { margin: tokens.spacingHorizontalS },
  contactBar: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderBlockEndWidth: tokens.strokeWidthThin, borderBlockEndStyle: 'solid', borderBlockEndColor: tokens.colorNeutralStroke2,
    flexShrink: 0,
    minWidth: 0,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  status: { color: tokens.colorNeutralForeground3 },
});

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const s = useStyles();
  const { t } = useChatT();
  return (
    <MessageBar intent="error" role="alert" layout="multiline" className={s.error}>
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

function Centered({ children }: { children: ReactNode }) {
  const s = useStyles();
  return (
    <div className={s.center} data-testid="chat-state">
      {children}
    </div>
  );
}

/** The message side of the panel: a prompt, a state, or the conversation and its input. */
export function ChatArea() {
  const s = useStyles();
  const { t } = useChatT();
  const { contacts, contactsError, selectedId, chat, chatError, me } = useStore(chatStore, (st) => st);
  const selected = contacts?.find((c) => c.id === selectedId) ?? null;

  let content: ReactNode;
  if (contactsError && !contacts) {
    content = <Problem message={`${t('contacts.error')} ${contactsError}`} onRetry={() => void loadContacts()} />;
  } else if (!contacts) {
    content = (
      <Centered>
        <Spinner size="small" label={t('contacts.loading')} />
      </Centered>
    );
  } else if (!contacts.length) {
    content = (
      <Centered>
        <Body1>{t('contacts.empty')}</Body1>
      </Centered>
    );
  } else if (!selectedId) {
    content = (
      <Centered>
        <Body1>{t('prompt.select')}</Body1>
      </Centered>
    );
  } else {
    const name = selected?.name ?? '';
    content = (
      <>
        <div className={s.contactBar}>
          <Subtitle2 as="h3" className={s.name} data-testid="chat-contact-name">
            {name}
          </Subtitle2>
          {selected && <Caption1 className={s.status}>{t(`status.${selected.status}`)}</Caption1>}
        </div>
        {chatError ? (
          <Problem message={`${t('chat.error')} ${chatError}`} onRetry={() => void selectContact(selectedId, true)} />
        ) : !chat ? (
          <Centered>
            <Spinner size="small" label={t('chat.loading')} />
          </Centered>
        ) : chat.dialog.length ? (
          <MessageList dialog={chat.dialog} myId={me?.id ?? myId()} contactName={name} />
        ) : (
          <Centered>
            <Body1>{t('prompt.start')}</Body1>
          </Centered>
        )}
        {chat && <Composer contactId={selectedId} contactName={name} />}
      </>
    );
  }

  return (
    <section className={s.area} aria-label={selected ? t('chat.label', { name: selected.name }) : t('panel.title')}>
      {content}
    </section>
  );
}
