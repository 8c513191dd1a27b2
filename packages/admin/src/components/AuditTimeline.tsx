import { Body1Strong, Button, Caption1, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { errorMessage } from '@sig/shared';
import { Empty, LoadError, Loading, Section, formatDateTime } from '@sig/shared/staff-ui';

import { useAdminT } from '../i18n';
import { type AuditArgs, useAuditInfiniteQuery } from '../adminApi';
import { describeAuditEntry } from '../lib/auditText';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    position: 'relative',
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalL,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    marginInlineStart: tokens.spacingHorizontalXS,
    minWidth: 0,
    '::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '-7px',
      insetBlockStart: '2px',
      width: '12px',
      height: '12px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
    },
  },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  changes: { margin: 0, marginBlockStart: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase200 },
  change: { overflowWrap: 'anywhere' },
  field: { color: tokens.colorNeutralForeground3 },
  before: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  arrow: { marginInline: tokens.spacingHorizontalXS },
});

/**
 * Who changed what and when on one user, role or the cliente; newest first, 50 at a time; each entry in the
 * words of its action (describeAuditEntry). A write on the page
 * invalidates this history (its tag), which then reads again on its own.
 */
export function AuditTimeline({ entity, id }: AuditArgs) {
  const s = useStyles();
  const { t, i18n } = useAdminT();
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const headingId = useId('audit');
  const audit = useAuditInfiniteQuery({ entity, id });
  const pages = audit.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  // a failed "more" keeps what is shown and says so below it
  const moreError = audit.isFetchNextPageError ? errorMessage(audit.error) : null;

  return (
    <Section labelledBy={headingId}>
      <div className={s.heading}>
        <HistoryRegular aria-hidden />
        <Subtitle2 as="h2" id={headingId}>
          {t('audit.title')}
        </Subtitle2>
      </div>
      {audit.isError && !audit.isFetchNextPageError ? (
        <LoadError message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />
      ) : !audit.data ? (
        <Loading />
      ) : items.length === 0 ? (
        <Empty>{t('audit.none')}</Empty>
      ) : (
        <ol className={s.list}>
          {items.map((entry) => {
            const { summary, lines, note } = describeAuditEntry(entry, t);
            return (
              <li key={entry.id} className={s.item}>
                <div className={s.meta}>
                  <Body1Strong>{summary}</Body1Strong>
                  <Caption1>
                    {t('audit.byAt', { who: entry.actor ? entry.actor.displayName || entry.actor.email : t('audit.system'), when: formatDateTime(entry.at) })}
                  </Caption1>
                </div>
                {note && <Caption1 className={s.field}>{note}</Caption1>}
                {lines.length > 0 && (
                  <ul className={s.changes}>
                    {lines.map((line) => (
                      <li key={line.field} className={s.change}>
                        <span className={s.field}>{line.field}: </span>
                        {line.before !== undefined ? (
                          <>
                            <span className={s.before}>{line.before}</span>
                            <span className={s.arrow} aria-label={t('audit.to')}>
                              {arrow}
                            </span>
                            <span>{line.after}</span>
                          </>
                        ) : (
                          <span>{line.after}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {moreError && <LoadError message={moreError} />}
      {audit.hasNextPage && (
        <div>
          <Button onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {t('audit.more')}
          </Button>
        </div>
      )}
    </Section>
  );
}
