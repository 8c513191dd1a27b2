import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

import { useStaffUiT } from '../i18n';
import { formatNumber } from '../lib/format';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  range: { marginInlineEnd: 'auto' },
});

/**
 * Previous / next through a paged list answer. The range describes the rows on screen (`shownPage`, the
 * answer's page); the buttons move from `page`, the one asked for (it may still be loading).
 */
export function Pager({ page, shownPage, pageSize, total, busy, onPage }: { page: number; shownPage: number; pageSize: number; total: number; busy?: boolean; onPage: (page: number) => void }) {
  const s = useStyles();
  const { t, i18n } = useStaffUiT();
  if (total <= 0) return null;
  const from = (shownPage - 1) * pageSize + 1;
  const to = Math.min(total, shownPage * pageSize);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const rtl = i18n.dir() === 'rtl';
  return (
    <nav className={s.pager} aria-label={t('pager.label')}>
      <Caption1 className={s.range} aria-live="polite">
        {t('pager.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </Caption1>
      <Button icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />} disabled={page <= 1 || busy} onClick={() => onPage(Math.max(1, page - 1))}>
        {t('pager.prev')}
      </Button>
      <Button icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />} iconPosition="after" disabled={page >= lastPage || busy} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
