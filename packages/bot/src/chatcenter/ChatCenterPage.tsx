import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TextBulletListSquareEditRegular } from '@fluentui/react-icons';
import { notify, useSocketEvent } from '@sig/shared';
import type { BotConversation } from '@sig/shared';
import { BOT_SOCKET_EVENTS as CENTRE_EVENTS, Page } from '@sig/shared/staff-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useBotT } from '../i18n';
import { CannedManager } from './CannedManager';
import { ConversationPanel } from './ConversationPanel';
import { MetricsStrip } from './MetricsStrip';
import { MinePanel } from './MinePanel';
import { QueuePanel } from './QueuePanel';

/** Side by side from this width; below it one column at a time, with a way back. */
const WIDE = '@media (min-width: 1000px)';
const NARROW = '@media (max-width: 999.98px)';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr)' },
  },
  // on a phone the open conversation takes the screen; the lists come back with "Volver"
  hideNarrow: { [NARROW]: { display: 'none' } },
  placeholder: {
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    padding: tokens.spacingVerticalXXL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** Marks a history entry this page pushed over its lists: going back from it returns to them. */
interface OpenedFromLists {
  ccFromLists: true;
}
const openedFromLists = (state: unknown): state is OpenedFromLists => typeof state === 'object' && state !== null && (state as OpenedFromLists).ccFromLists === true;

/**
 * The live contact centre (issue 27) for staff holding SigChatCenter: the metrics strip, the queue, the agent's
 * conversations and the one open. The server's socket events keep it current (centreApi). The open conversation
 * is in the address (`?c=`), so a reload keeps it. Opening one from the lists is a history entry of its own: on a
 * phone, where it hides the lists, the browser's Back returns to them (and Forward reopens it).
 */
export function ChatCenterPage() {
  const s = useStyles();
  const { t } = useBotT();
  const navigate = useNavigate();
  const location = useLocation();
  const selected = new URLSearchParams(location.search).get('c') || null;
  const [managing, setManaging] = useState(false);

  const open = (id: string) => {
    if (id === selected) return;
    const search = `?${new URLSearchParams({ c: id })}`;
    // one entry over the lists however many conversations are opened in turn (side by side on a wide screen), so
    // Back always leads to the lists
    if (selected) navigate({ search }, { replace: true, state: location.state });
    else navigate({ search }, { state: { ccFromLists: true } satisfies OpenedFromLists });
  };
  // "Volver" is the same step as the browser's Back when we pushed the entry; a link or a reload with ?c= has no
  // lists entry behind it, so that one is replaced (Back then leaves the page, as it would have)
  const close = () => {
    if (openedFromLists(location.state)) navigate(-1);
    else navigate({ search: '' }, { replace: true });
  };

  // the lists read again on their own (centreApi); a conversation given to me is also said
  useSocketEvent<BotConversation>(CENTRE_EVENTS.asignada, (c) => notify({ message: t('cc.assigned', { nombre: c.contacto.nombre }), variant: 'info' }));

  return (
    <Page
      title={t('cc.title')}
      subtitle={t('cc.subtitle')}
      actions={
        <Button icon={<TextBulletListSquareEditRegular />} aria-expanded={managing} aria-controls="cc-canned" onClick={() => setManaging((m) => !m)}>
          {managing ? t('cc.canned.hide') : t('cc.canned.manage')}
        </Button>
      }
    >
      <MetricsStrip />
      {managing && (
        <div id="cc-canned">
          <CannedManager />
        </div>
      )}
      <div className={s.grid}>
        <QueuePanel className={mergeClasses(selected !== null && s.hideNarrow)} onTaken={open} />
        <MinePanel className={mergeClasses(selected !== null && s.hideNarrow)} selected={selected} onSelect={open} />
        {selected ? (
          <ConversationPanel key={selected} id={selected} onBack={close} onGone={close} />
        ) : (
          <div className={mergeClasses(s.placeholder, s.hideNarrow)}>{t('cc.conv.pick')}</div>
        )}
      </div>
    </Page>
  );
}
