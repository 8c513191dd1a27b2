import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TextBulletListSquareEditRegular } from '@fluentui/react-icons';
import { notify, useSocketEvent } from '@sig/shared';
import type { BotConversation } from '@sig/shared';
import { BOT_SOCKET_EVENTS as CENTRE_EVENTS, Page, readQuery, writeQuery } from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';

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

/**
 * The live contact centre (issue 27) for staff holding SigChatCenter: the metrics strip, the queue, the agent's
 * conversations and the one open. The server's socket events keep it current (centreApi). The open conversation
 * is in the address (`?c=`), so a reload keeps it.
 */
export function ChatCenterPage() {
  const s = useStyles();
  const { t } = useBotT();
  const [selected, setSelected] = useState<string | null>(() => readQuery().get('c'));
  const [managing, setManaging] = useState(false);

  useEffect(() => writeQuery({ c: selected ?? '' }), [selected]);

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
        <QueuePanel className={mergeClasses(selected !== null && s.hideNarrow)} onTaken={setSelected} />
        <MinePanel className={mergeClasses(selected !== null && s.hideNarrow)} selected={selected} onSelect={setSelected} />
        {selected ? (
          <ConversationPanel key={selected} id={selected} onBack={() => setSelected(null)} onGone={() => setSelected(null)} />
        ) : (
          <div className={mergeClasses(s.placeholder, s.hideNarrow)}>{t('cc.conv.pick')}</div>
        )}
      </div>
    </Page>
  );
}
