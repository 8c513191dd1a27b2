import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TranspDeadlineExplanation } from '@sig/shared';
import { useId } from 'react';

import { useTranspT } from '../i18n';
import { longDay } from './days';
import { explainDue } from './explain';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  headline: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  late: { color: tokens.colorPaletteRedForeground1 },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
});

/** The due date as a headline and how it was computed, step by step (public and staff pages alike). */
export function DueExplanation({ explanation, due, overdue = false, final = false }: { explanation: TranspDeadlineExplanation; due: string | null; overdue?: boolean; final?: boolean }) {
  const s = useStyles();
  const { t } = useTranspT();
  const id = useId();
  const headline = due
    ? t(final ? 'due.wasDue' : overdue ? 'due.overdue' : 'due.on', { date: longDay(due) })
    : t('due.stopped');
  return (
    <div className={s.root}>
      <Body1 id={id} className={mergeClasses(s.headline, overdue && !final ? s.late : undefined)} data-testid="transp-due">
        {headline}
      </Body1>
      <ol className={s.steps} aria-labelledby={id} data-testid="transp-explanation">
        {explainDue(explanation, t).map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
