import { Badge, Body1Strong, Button, Caption1 } from '@fluentui/react-components';
import { PersonArrowLeftRegular } from '@fluentui/react-icons';
import { UserText, notify } from '@sig/shared';
import { BusyButton, Empty, LoadError, Loading } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBotT } from '../i18n';
import { useAutoAssignMutation, useQueueQuery, useTakeMutation } from './centreApi';
import { ccError, waitText } from './ccText';
import { usePanelStyles } from './panelStyles';
import { useNow } from './useNow';

/** The conversations waiting for a person, oldest first, with a waiting time that ticks. */
export function QueuePanel({ onTaken, className }: { onTaken: (id: string) => void; className?: string }) {
  const s = usePanelStyles();
  const { t } = useBotT();
  const queue = useQueueQuery();
  const [autoAssign, auto] = useAutoAssignMutation();
  const [take] = useTakeMutation();
  const [taking, setTaking] = useState<string | null>(null);
  const now = useNow();
  // the clock of the last tick may be older than the answer just come
  const since = queue.fulfilledTimeStamp ? Math.max(0, now - queue.fulfilledTimeStamp) / 1000 : 0;
  const items = queue.data?.items ?? [];

  const next = async () => {
    try {
      // the server's bot:asignada says "assigned to you" (ChatCenterPage); the conversation opens
      onTaken((await autoAssign().unwrap()).id);
    } catch (e) {
      notify({ message: ccError(e, t), variant: 'error' });
    }
  };
  const takeOne = async (id: string) => {
    setTaking(id);
    try {
      onTaken((await take(id).unwrap()).id);
    } catch (e) {
      notify({ message: ccError(e, t), variant: 'error' });
    } finally {
      setTaking(null);
    }
  };

  return (
    <section className={`${s.panel} ${className ?? ''}`} aria-labelledby="cc-queue-title">
      <div className={s.head}>
        <h2 id="cc-queue-title" className={s.title}>
          {t('cc.queue.title', { n: items.length })}
        </h2>
        <BusyButton appearance="primary" icon={<PersonArrowLeftRegular />} busy={auto.isLoading} onClick={() => void next()}>
          {t('cc.queue.next')}
        </BusyButton>
      </div>
      {queue.isError ? (
        <LoadError message={ccError(queue.error, t)} onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <Loading />
      ) : items.length === 0 ? (
        <Empty>{t('cc.queue.empty')}</Empty>
      ) : (
        <ul className={s.list} aria-label={t('cc.queue.list')}>
          {items.map(({ conversacion: c, esperaSegundos }) => (
            <li key={c.id} className={s.row}>
              <div className={s.grow}>
                <Body1Strong>
                  <UserText>{c.contacto.nombre}</UserText>
                </Body1Strong>
                <Caption1 className={s.muted}>
                  <Badge appearance="tint" size="small">{t(`cc.channel.${c.contacto.canal}`)}</Badge>{' '}
                  {c.contacto.telefono && <bdi dir="ltr">{c.contacto.telefono} </bdi>}
                  <span className={s.nowrap}>{t('cc.queue.waiting', { time: waitText(esperaSegundos + since, t) })}</span>
                </Caption1>
              </div>
              <Button
                size="small"
                disabled={taking !== null}
                aria-label={t('cc.queue.takeOne', { nombre: c.contacto.nombre })}
                onClick={() => void takeOne(c.id)}
              >
                {t('cc.queue.take')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
