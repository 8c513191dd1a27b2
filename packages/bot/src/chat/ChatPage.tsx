import { Body1, Button, Caption1, Input, Link, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LanguageChoice, errorMessage, i18n, isApiRequestError, type BotChatMessages, type BotChatSendBody, type BotConversationState, type BotMessage, type Language, type PublicCliente } from '@sig/shared';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

import { useBotT } from '../i18n';
import { chatApi, readToken, writeToken, type ChatAddress } from './chatApi';

/** How often an open chat asks for new messages (citizens have no socket yet). */
export const POLL_MS = 4000;
const TOUCH = '44px';
const HEX = /^#[0-9a-f]{6}$/i;

/** The municipality's header data; null while it comes, or when it cannot (the chat works without it). */
function useMunicipio(slug: string): PublicCliente | null {
  const [municipio, setMunicipio] = useState<PublicCliente | null>(null);
  useEffect(() => {
    let live = true;
    chatApi.cliente(slug).then(
      (c) => live && setMunicipio(c),
      () => undefined,
    );
    return () => void (live = false);
  }, [slug]);
  return municipio;
}

const useStyles = makeStyles({
  page: { minHeight: ['100vh', '100dvh'], display: 'flex', flexDirection: 'column', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 },
  header: { backgroundColor: tokens.colorNeutralBackground1, borderTopWidth: '6px', borderTopStyle: 'solid', borderTopColor: tokens.colorBrandBackground, boxShadow: tokens.shadow4 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    maxWidth: '640px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
  },
  brand: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, minHeight: TOUCH, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  logo: { width: '36px', height: '36px', objectFit: 'contain', flexShrink: 0 },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '640px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalM,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  intro: { color: tokens.colorNeutralForeground2 },
  log: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', maxWidth: '85%', alignSelf: 'flex-start' },
  mine: { alignSelf: 'flex-end', alignItems: 'flex-end' },
  bubble: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  bubbleMine: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1 },
  who: { color: tokens.colorNeutralForeground3, paddingInline: tokens.spacingHorizontalXS },
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  option: { minHeight: TOUCH, justifyContent: 'flex-start', textAlign: 'start' },
  composer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, position: 'sticky', bottom: 0, paddingBlock: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground2 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: 0, minHeight: TOUCH },
  touch: { minHeight: TOUCH },
  fileInput: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflowX: 'hidden', overflowY: 'hidden' },
  busy: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalM },
});

type Phase = { kind: 'starting' } | { kind: 'ready' } | { kind: 'failed'; message: string; notFound: boolean };
/** One thing the person sends; kept to send again after a failure. */
type Outgoing = { kind: 'body'; body: BotChatSendBody } | { kind: 'foto'; file: Blob };

const URL_RE = /(https?:\/\/[^\s]+)/g;

/** A message's text with its web addresses as links (the filed reporte's follow link). */
function Linked({ text }: { text: string }) {
  const parts = text.split(URL_RE);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Adds the new messages to those already shown, once each, in the conversation's order. */
export function mergeMessages(shown: BotMessage[], incoming: BotMessage[]): BotMessage[] {
  if (!incoming.length) return shown;
  const bySeq = new Map(shown.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** A failed call in the person's language: the bot's own codes from this parcel's strings, the rest from the shared ones. */
function useErrorText() {
  const { t } = useBotT();
  return (e: unknown): string => {
    if (isApiRequestError(e)) {
      const key = `error.${e.code}`;
      const own = t(key);
      if (own !== key) return own;
    }
    return errorMessage(e);
  };
}

const currentLanguage = (): Language => (['es', 'en', 'tr', 'ar'].includes(i18n.language) ? (i18n.language as Language) : 'es');

/** The public web chat of `/apps/:appid/bot/:botid/chat`: phone-first, no account; a reload resumes it. */
export function ChatPage({ cliente, botId }: ChatAddress) {
  const s = useStyles();
  const { t } = useBotT();
  const errorTextNow = useErrorText();
  const errorText = useRef(errorTextNow);
  errorText.current = errorTextNow; // read when a failure happens, in the language of that moment
  const address = useRef<ChatAddress>({ cliente, botId }).current;
  const municipio = useMunicipio(cliente);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [messages, setMessages] = useState<BotMessage[]>([]);
  const [estado, setEstado] = useState<BotConversationState>('bot');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<{ outgoing: Outgoing; message: string } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const token = useRef<string | null>(null);
  const lastSeq = useRef(0);
  const endRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const take = useCallback((answer: BotChatMessages) => {
    setEstado(answer.estado);
    setMessages((shown) => {
      const next = mergeMessages(shown, answer.mensajes);
      lastSeq.current = next.length ? next[next.length - 1]!.seq : 0;
      return next;
    });
  }, []);

  const start = useCallback(
    async (fresh: boolean) => {
      setPhase({ kind: 'starting' });
      setFailed(null);
      setMessages([]);
      lastSeq.current = 0;
      try {
        const kept = fresh ? null : readToken(address);
        if (kept) {
          try {
            token.current = kept;
            take(await chatApi.read(address, kept, 0));
            setPhase({ kind: 'ready' });
            return;
          } catch (e) {
            // a token the server no longer knows (another app's, a wiped database): start a new conversation
            if (!(isApiRequestError(e) && e.code === 'bot.chat_token')) throw e;
          }
        }
        const started = await chatApi.start(address, currentLanguage());
        token.current = started.token;
        writeToken(address, started.token);
        take(started);
        setPhase({ kind: 'ready' });
      } catch (e) {
        const notFound = isApiRequestError(e) && e.code === 'bot.channel_not_found';
        setPhase({ kind: 'failed', notFound, message: errorMessage(e) });
      }
    },
    [address, take],
  );

  useEffect(() => {
    void start(false);
  }, [start]);

  // new messages (the bot's background replies, a person's answers) every few seconds while the page is open
  const ready = phase.kind === 'ready';
  useEffect(() => {
    if (!ready || estado === 'cerrada') return;
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !token.current || (typeof document !== 'undefined' && document.hidden)) return;
      busy = true;
      chatApi
        .read(address, token.current, lastSeq.current)
        .then(take, () => undefined)
        .finally(() => (busy = false));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [ready, estado, address, take]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, failed]);

  const send = useCallback(
    async (outgoing: Outgoing) => {
      if (!token.current) return;
      setSending(true);
      setFailed(null);
      try {
        take(outgoing.kind === 'foto' ? await chatApi.photo(address, token.current, outgoing.file) : await chatApi.send(address, token.current, outgoing.body));
        return true;
      } catch (e) {
        setFailed({ outgoing, message: errorText.current(e) });
        return false;
      } finally {
        setSending(false);
      }
    },
    [address, take],
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const texto = text.trim();
    if (!texto || sending) return;
    if (await send({ kind: 'body', body: { texto } })) setText('');
  };

  const shareLocation = () => {
    setLocationProblem(null);
    if (!('geolocation' in navigator)) return setLocationProblem(t('chat.locationUnavailable'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        void send({ kind: 'body', body: { ubicacion: { lat: pos.coords.latitude, lng: pos.coords.longitude } } });
      },
      (err) => {
        setLocating(false);
        setLocationProblem(err.code === err.PERMISSION_DENIED ? t('chat.locationDenied') : t('chat.locationUnavailable'));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const onPhoto = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (file) void send({ kind: 'foto', file });
  };

  const last = messages[messages.length - 1];
  const options = estado === 'bot' && last && last.autor !== 'contacto' ? last.opciones : [];
  const closed = estado === 'cerrada';
  const busy = sending || locating;

  let body: ReactNode;
  if (phase.kind === 'starting')
    body = (
      <div className={s.busy} role="status" aria-live="polite">
        <Spinner size="medium" label={t('chat.starting')} labelPosition="below" />
      </div>
    );
  else if (phase.kind === 'failed')
    body = (
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          {phase.notFound ? t('chat.notFound') : `${t('chat.startFailed')} ${phase.message}`}
        </MessageBarBody>
        {!phase.notFound && (
          <MessageBarActions>
            <Button className={s.touch} onClick={() => void start(false)}>
              {t('chat.retry')}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  else
    body = (
      <>
        {messages.length === 0 ? (
          <Body1 className={s.intro}>{t('chat.empty')}</Body1>
        ) : (
          <div role="log" aria-live="polite" aria-label={t('chat.log')}>
            <ol className={s.log}>
              {messages.map((m) => {
                const mine = m.autor === 'contacto';
                const who = mine ? t('chat.you') : m.autor === 'agente' ? t('chat.agent') : t('chat.bot');
                const content = m.tipo === 'ubicacion' ? t('chat.locationSent') : m.tipo === 'foto' ? t('chat.photoSent') : m.texto;
                return (
                  <li key={m.seq} className={mergeClasses(s.item, mine && s.mine)} data-autor={m.autor}>
                    <Caption1 className={s.who}>{who}</Caption1>
                    {/* each message in its own direction: a Spanish flow's text stays readable on an Arabic page */}
                    <Body1 dir="auto" className={mergeClasses(s.bubble, mine && s.bubbleMine)}>
                      <Linked text={content} />
                    </Body1>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        {options.length > 0 && (
          <div className={s.options} role="group" aria-label={t('chat.options')}>
            {options.map((label, i) => (
              <Button key={`${last!.seq}-${i}`} dir="auto" className={s.option} disabled={busy} onClick={() => void send({ kind: 'body', body: { opcion: i + 1 } })}>
                {`${i + 1}. ${label}`}
              </Button>
            ))}
          </div>
        )}
        {(estado === 'en_cola' || estado === 'asignada') && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('chat.waiting')}</MessageBarBody>
          </MessageBar>
        )}
        {failed && (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{`${t('chat.sendFailed')} ${failed.message}`}</MessageBarBody>
            <MessageBarActions>
              <Button className={s.touch} disabled={busy} onClick={() => void send(failed.outgoing)}>
                {t('chat.retry')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {locationProblem && (
          <MessageBar intent="warning" layout="multiline" role="alert">
            <MessageBarBody>{locationProblem}</MessageBarBody>
          </MessageBar>
        )}
        <div ref={endRef} />
        {closed ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{t('chat.closed')}</MessageBarBody>
            <MessageBarActions>
              <Button className={s.touch} onClick={() => void start(true)}>
                {t('chat.newConversation')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <div className={s.composer}>
            {busy && (
              <Caption1 role="status" aria-live="polite">
                {locating ? t('chat.locating') : t('chat.sending')}
              </Caption1>
            )}
            <form className={s.row} onSubmit={(e) => void onSubmit(e)}>
              <Input className={s.grow} aria-label={t('chat.input')} placeholder={t('chat.input')} value={text} maxLength={2000} onChange={(_, d) => setText(d.value)} />
              <Button className={s.touch} appearance="primary" type="submit" disabled={busy || !text.trim()}>
                {t('chat.send')}
              </Button>
            </form>
            <div className={s.row}>
              <Button className={s.grow} disabled={busy} onClick={shareLocation}>
                {t('chat.location')}
              </Button>
              <Button className={s.grow} disabled={busy} onClick={() => fileRef.current?.click()}>
                {t('chat.photo')}
              </Button>
              <input ref={fileRef} className={s.fileInput} type="file" accept="image/*" capture="environment" tabIndex={-1} aria-label={t('chat.photo')} onChange={(e) => onPhoto(e.target.files?.[0])} />
            </div>
          </div>
        )}
      </>
    );

  useEffect(() => {
    document.title = municipio ? `${t('chat.title')} · ${municipio.nombre}` : t('chat.title');
  }, [t, municipio]);

  return (
    <div className={s.page}>
      <header className={s.header} style={municipio && HEX.test(municipio.colorPrimary) ? { borderTopColor: municipio.colorPrimary } : undefined}>
        <div className={s.bar}>
          <span className={s.brand} data-testid="chat-brand">
            {municipio?.logo && <img className={s.logo} src={municipio.logo} alt="" />}
            {municipio?.nombre ?? t('chat.brand')}
          </span>
          <LanguageChoice label={t('chat.language')} touch />
        </div>
      </header>
      <main className={s.main}>
        <div>
          <h1 className={s.title}>{t('chat.title')}</h1>
          <Body1 className={s.intro}>{t('chat.intro')}</Body1>
        </div>
        {body}
      </main>
      <footer className={s.footer}>
        <Caption1>{t('chat.footer')}</Caption1>
      </footer>
    </div>
  );
}
