import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { CaseEvent } from '@sig/shared';

import { When } from '../components/When';
import { useCasesT } from '../i18n';
import { describeEvent } from '../lib/eventText';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    position: 'relative',
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    marginInlineStart: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    '::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '-7px',
      insetBlockStart: '4px',
      width: '10px',
      height: '10px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralBackground1}`,
    },
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  who: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  before: { color: tokens.colorNeutralForeground2 },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  change: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  comment: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
});

/** The append-only history, newest first: who, when, what, and each change as before → after in words. */
export function CaseTimeline({ events }: { events: CaseEvent[] }) {
  const s = useStyles();
  const { t, i18n } = useCasesT();
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  if (newestFirst.length === 0) return <Caption1 className={s.muted}>{t('timeline.empty')}</Caption1>;
  return (
    <ol className={s.list} aria-label={t('timeline.label')}>
      {newestFirst.map((e) => {
        const text = describeEvent(e, t);
        return (
          <li key={e.id} className={s.item}>
            <div className={s.head}>
              <span className={s.who} dir={e.actor ? 'auto' : undefined}>{e.actor?.displayName ?? t('timeline.system')}</span>
              <span>{text.summary}</span>
              <Caption1 className={s.muted}>
                <When iso={e.at} />
              </Caption1>
            </div>
            {text.changes.length > 0 && (
              <ul className={s.changes}>
                {text.changes.map((c) => (
                  <li key={c.field} className={s.change}>
                    <span className={s.muted}>{c.field}:</span>
                    {c.before !== undefined && (
                      <>
                        <span className={s.before} dir="auto">{c.before}</span>
                        <span>{arrow}</span>
                      </>
                    )}
                    <strong dir="auto">{c.after}</strong>
                  </li>
                ))}
              </ul>
            )}
            {e.comentario && <p className={s.comment} dir="auto">«{e.comentario}»</p>}
          </li>
        );
      })}
    </ol>
  );
}
