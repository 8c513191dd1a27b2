import { Body1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';

import { useQuickT } from './i18n';
import { Section } from './Section';

const useStyles = makeStyles({
  today: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  weekday: { textTransform: 'capitalize', margin: 0 },
  date: { color: tokens.colorNeutralForeground2 },
});

/** Today's weekday and date in the current language. `now` is read when the panel opens. */
export function TodaySection({ now }: { now: Date }) {
  const s = useStyles();
  const { t, i18n } = useQuickT();
  const { weekday, date } = useMemo(
    () => ({
      weekday: new Intl.DateTimeFormat(i18n.language, { weekday: 'long' }).format(now),
      date: new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(now),
    }),
    [i18n.language, now],
  );
  return (
    <Section title={t('today.heading')} testId="quick-today">
      <time className={s.today} dateTime={now.toISOString().slice(0, 10)}>
        <Title3 as="p" className={s.weekday} data-testid="quick-weekday">
          {weekday}
        </Title3>
        <Body1 className={s.date} data-testid="quick-date">
          {date}
        </Body1>
      </time>
    </Section>
  );
}
