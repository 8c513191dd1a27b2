import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useMemo, useRef } from 'react';

import type { ChatMessage } from './chatApi';
import { useChatT } from './i18n';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
    flex: '1 1 auto',
    minHeight: 0,
  },
  bubble: {
    maxWidth: '80%',
    alignSelf: 'flex-start',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    borderEndStartRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  // flex-end in a column is the inline end, so RTL mirrors it with no extra rule.
  mine: {
    alignSelf: 'flex-end',
    borderEndStartRadius: tokens.borderRadiusXLarge,
    borderEndEndRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  text: { whiteSpace: 'pre-wrap', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  time: { alignSelf: 'flex-end', fontSize: tokens.fontSizeBase100, opacity: 0.8 },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ dialog, myId, contactName }: { dialog: ChatMessage[]; myId: string | null; contactName: string }) {
  const s = useStyles();
  const { t, i18n } = useChatT();
  const ref = useRef<HTMLOListElement>(null);
  const time = useMemo(() => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), [i18n.language]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [dialog.length]);

  return (
    <ol ref={ref} className={s.list} tabIndex={0} aria-label={t('chat.label', { name: contactName })} data-testid="chat-messages">
      {dialog.map((m) => {
        const mine = m.de === myId;
        const at = new Date(m.createdAt);
        return (
          <li key={m.id} className={mergeClasses(s.bubble, mine && s.mine)} data-mine={mine} data-id={m.id} data-testid="chat-message">
            <span className={s.srOnly}>{mine ? t('chat.you') : contactName}: </span>
            <span className={s.text}>{m.msg}</span>
            {!Number.isNaN(at.getTime()) && (
              <time className={s.time} dateTime={m.createdAt}>
                {time.format(at)}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
