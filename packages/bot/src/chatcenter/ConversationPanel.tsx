import { Badge, Body1, Button, Caption1, MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowForwardRegular, ArrowLeftRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { UserText, useUser, type BotMessage } from '@sig/shared';
import { LoadError, Loading } from '@sig/shared/staff-ui';
import { useEffect, useRef, useState } from 'react';

import { useBotT } from '../i18n';
import { useConversationQuery, useMarkReadMutation } from './centreApi';
import { ccError, timeOf } from './ccText';
import { CloseDialog } from './CloseDialog';
import { Composer } from './Composer';
import { usePanelStyles } from './panelStyles';
import { TransferDialog } from './TransferDialog';

const useStyles = makeStyles({
  panel: { gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  who: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  log: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowY: 'auto', maxHeight: '55vh', minHeight: '120px' },
  msg: { maxWidth: '85%', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusLarge },
  contacto: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground3 },
  bot: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground2, border: `1px dashed ${tokens.colorNeutralStroke1}` },
  agente: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  back: { '@media (min-width: 1000px)': { display: 'none' } },
});

/** One conversation: its messages (citizen, bot, agent), read on opening, and what the agent may do with it. */
export function ConversationPanel({ id, onBack, onGone, className }: { id: string; onBack: () => void; onGone: () => void; className?: string }) {
  const s = usePanelStyles();
  const own = useStyles();
  const { t, i18n } = useBotT();
  const me = useUser()?._id;
  const conv = useConversationQuery(id);
  const [markRead] = useMarkReadMutation();
  const [dialog, setDialog] = useState<'transfer' | 'close' | null>(null);
  const log = useRef<HTMLOListElement>(null);
  const c = conv.data;
  const mine = c?.estado === 'asignada' && c.agente?.id === me;

  // opening the conversation (and each message arriving while it is open) reads the contact's messages
  useEffect(() => {
    if (c && mine && c.noLeidos > 0) void markRead(c.id);
  }, [c, mine, markRead]);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [c?.mensajes.length]);

  const author = (m: BotMessage) => (m.autor === 'contacto' ? (c?.contacto.nombre ?? '') : m.autor === 'bot' ? t('cc.conv.bot') : t('cc.conv.agent'));

  return (
    <section className={mergeClasses(s.panel, own.panel, className)} aria-labelledby="cc-conv-title">
      <div className={own.header}>
        <Button className={own.back} appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {t('cc.conv.back')}
        </Button>
        <div className={own.who}>
          <h2 id="cc-conv-title" className={s.title}>
            {c ? <UserText>{c.contacto.nombre}</UserText> : t('cc.conv.title')}
          </h2>
          {c && (
            <Caption1 className={own.meta}>
              <Badge appearance="tint" size="small">{t(`cc.channel.${c.contacto.canal}`)}</Badge>{' '}
              {c.contacto.telefono && (
                <>
                  <bdi dir="ltr" data-testid="cc-phone">{c.contacto.telefono}</bdi>{' '}
                </>
              )}
              {t(`cc.state.${c.estado}`)}
              {c.folio && <> · {t('cc.conv.folio', { folio: c.folio })}</>}
            </Caption1>
          )}
        </div>
        {mine && (
          <div className={own.actions}>
            <Button icon={<ArrowForwardRegular />} onClick={() => setDialog('transfer')}>
              {t('cc.conv.transfer')}
            </Button>
            <Button icon={<DismissCircleRegular />} onClick={() => setDialog('close')}>
              {t('cc.conv.close')}
            </Button>
          </div>
        )}
      </div>
      {conv.isError ? (
        <LoadError message={ccError(conv.error, t)} onRetry={() => void conv.refetch()} />
      ) : !c ? (
        <Loading />
      ) : (
        <>
          <ol ref={log} className={own.log} role="log" aria-label={t('cc.conv.messages')} aria-live="polite" tabIndex={0}>
            {c.mensajes.length === 0 && (
              <li>
                <Caption1>{t('cc.conv.noMessages')}</Caption1>
              </li>
            )}
            {c.mensajes.map((m) => (
              <li key={m.seq} className={mergeClasses(own.msg, own[m.autor])}>
                <Caption1 className={own.meta}>
                  <UserText>{author(m)}</UserText> · <time dateTime={m.at}>{timeOf(m.at, i18n.language)}</time>
                  {m.tipo === 'plantilla' && <> · {t('cc.conv.template')}</>}
                </Caption1>
                {m.tipo === 'ubicacion' && m.ubicacion ? (
                  <Body1 className={own.text}>{t('cc.conv.location', { lat: m.ubicacion.lat.toFixed(5), lng: m.ubicacion.lng.toFixed(5) })}</Body1>
                ) : m.tipo === 'foto' ? (
                  <Body1 className={own.text}>{t('cc.conv.photo')}</Body1>
                ) : (
                  // the message's own direction: a Spanish message keeps its punctuation in place on an Arabic page
                  <Body1 className={own.text} dir="auto">
                    {m.texto}
                  </Body1>
                )}
                {m.opciones.length > 0 && <Caption1 className={own.meta}>{m.opciones.map((o, i) => `${i + 1}. ${o}`).join(' · ')}</Caption1>}
              </li>
            ))}
          </ol>
          {c.estado === 'cerrada' ? (
            <MessageBar intent="info">
              <MessageBarBody>{t('cc.conv.closed', { motivo: c.motivoCierre ? t(`cc.reason.${c.motivoCierre}`) : '' })}</MessageBarBody>
            </MessageBar>
          ) : !mine ? (
            <MessageBar intent="info">
              <MessageBarBody>{c.agente ? t('cc.conv.notMine', { agente: c.agente.displayName }) : t('cc.conv.notTaken')}</MessageBarBody>
            </MessageBar>
          ) : (
            <Composer conv={c} />
          )}
          <TransferDialog id={c.id} nombre={c.contacto.nombre} open={dialog === 'transfer'} onClose={() => setDialog(null)} onDone={onGone} />
          <CloseDialog id={c.id} nombre={c.contacto.nombre} open={dialog === 'close'} onClose={() => setDialog(null)} onDone={onGone} />
        </>
      )}
    </section>
  );
}
