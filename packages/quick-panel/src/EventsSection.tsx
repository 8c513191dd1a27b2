import { Body1, Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';

import type { QuickEvent } from './quickApi';
import { useQuickT } from './i18n';
import { Section } from './Section';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    paddingInlineStart: tokens.spacingHorizontalS,
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    minWidth: 0,
  },
  when: { color: tokens.colorBrandForeground1, textTransform: 'capitalize' },
  detail: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The cliente's upcoming events (the server sends the next weeks' agenda, soonest first). */
export function EventsSection({ events }: { events: QuickEvent[] }) {
  const s = useStyles();
  const { t, i18n } = useQuickT();
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    [i18n.language],
  );
  return (
    <Section title={t('events.heading')} testId="quick-events">
      {events.length ? (
        <ul className={s.list}>
          {events.map((e) => {
            const at = new Date(e.startsAt);
            return (
              <li key={e.id} className={s.item} data-testid="quick-event">
                {!Number.isNaN(at.getTime()) && (
                  <Caption1 as="span" className={s.when}>
                    <time dateTime={e.startsAt}>{when.format(at)}</time>
                  </Caption1>
                )}
                <Body1Strong>{e.title}</Body1Strong>
                {e.detail && <Caption1 className={s.detail}>{e.detail}</Caption1>}
              </li>
            );
          })}
        </ul>
      ) : (
        <Body1 className={s.empty}>{t('events.empty')}</Body1>
      )}
    </Section>
  );
}
