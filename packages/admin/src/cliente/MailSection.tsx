import { Button, Caption1, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { errorMessage } from '@sig/shared';
import { LoadError, Loading, Section } from '@sig/shared/staff-ui';

import { useAdminT } from '../i18n';
import { useMailCountsQuery } from '../adminApi';

const useStyles = makeStyles({
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  alert: { color: tokens.colorPaletteRedForeground1 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

const STATES = ['pendiente', 'enviado', 'fallido', 'rebotado'] as const;

/** How the mails to citizens stand (follow mails): a failing mail server shows here before citizens complain. */
export function MailSection() {
  const s = useStyles();
  const { t, i18n } = useAdminT();
  const titleId = useId('mail');
  const counts = useMailCountsQuery();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Section labelledBy={titleId}>
      <div className={s.head}>
        <Subtitle2 as="h2" id={titleId}>
          {t('mail.title')}
        </Subtitle2>
        <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={() => void counts.refetch()} disabled={counts.isFetching}>
          {t('mail.refresh')}
        </Button>
      </div>
      <Caption1>{t('mail.hint')}</Caption1>
      {counts.isLoading ? (
        <Loading />
      ) : counts.error || !counts.data ? (
        <LoadError message={errorMessage(counts.error)} onRetry={() => void counts.refetch()} />
      ) : (
        <dl className={s.counts}>
          {STATES.map((k) => (
            <div key={k}>
              <dt className={s.term}>{t(`mail.${k}`)}</dt>
              <dd className={(k === 'fallido' || k === 'rebotado') && counts.data[k] > 0 ? `${s.value} ${s.alert}` : s.value}>{number.format(counts.data[k])}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
