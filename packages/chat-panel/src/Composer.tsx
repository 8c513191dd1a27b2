import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { CHAT_MESSAGE_MAX, errorMessage } from '@sig/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { sendMessage } from './chatStore';
import { useChatT } from './i18n';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderBlockStartWidth: tokens.strokeWidthThin, borderBlockStartStyle: 'solid', borderBlockStartColor: tokens.colorNeutralStroke2,
    flexShrink: 0,
  },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  input: {
    flex: '1 1 auto',
    minWidth: 0,
    resize: 'none',
    minHeight: '36px',
    maxHeight: '120px',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBlockEndColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    ':focus': { outline: 'none', borderBlockEndColor: tokens.colorCompoundBrandStroke, borderBlockEndWidth: tokens.strokeWidthThick },
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function Composer({ contactId, contactName }: { contactId: string; contactName: string }) {
  const s = useStyles();
  const { t } = useChatT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // A new conversation starts with an empty box, ready to type in.
  useEffect(() => {
    setText('');
    setError(null);
    input.current?.focus();
  }, [contactId]);

  const submit = async () => {
    if (busy || !text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      if (await sendMessage(text)) setText('');
    } catch (e) {
      setError(`${t('send.error')} ${errorMessage(e)}`);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };

  return (
    <form
      className={s.form}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={s.row}>
        <textarea
          ref={input}
          className={s.input}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('input.placeholder')}
          aria-label={t('input.label', { name: contactName })}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <Button type="submit" appearance="primary" icon={<SendRegular />} aria-label={t('input.send')} title={t('input.send')} disabled={busy} data-testid="chat-send" />
      </div>
      {error && (
        <Caption1 className={s.error} role="alert">
          {error}
        </Caption1>
      )}
    </form>
  );
}
