import type { TranspDeadlineExplanation } from '@sig/shared';

import { shortDay } from './days';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The due date's explanation as steps in the reader's language, from the structured explanation the server
 * computed (nothing is recomputed here): when it was filed and from which day it counts, the business days
 * and the holidays passed over, each stop of the clock, the extension, and the due date (or the days left
 * while the clock is stopped). Steps rather than one sentence with arrows: arrows read wrongly right-to-left.
 */
export function explainDue(x: TranspDeadlineExplanation, t: Translate): string[] {
  const steps: string[] = [];
  const filed = shortDay(x.filedLocalDate);
  if (x.filedOnNonBusinessDay) {
    const why = x.filedOnNonBusinessDay.why === 'holiday' ? t('explain.holidayNamed', { name: x.filedOnNonBusinessDay.name ?? t('explain.holiday') }) : t('explain.weekend');
    steps.push(t('explain.filedNonBusiness', { date: filed, why, next: shortDay(x.countsFrom) }));
  } else if (x.afterHours) {
    steps.push(t('explain.filedAfterHours', { date: filed, time: x.filedLocalTime, cutoff: x.cutoff, next: shortDay(x.countsFrom) }));
  } else {
    steps.push(t('explain.filedOnTime', { date: filed, time: x.filedLocalTime, next: shortDay(x.countsFrom) }));
  }
  const holidays = x.skipped.filter((d) => d.why === 'holiday');
  const skipped = holidays.map((d) => (d.name ? t('explain.skippedNamed', { date: shortDay(d.date), name: d.name }) : t('explain.skippedDay', { date: shortDay(d.date) })));
  steps.push(skipped.length ? t('explain.countedSkipping', { count: x.businessDays, days: skipped.join(', ') }) : t('explain.counted', { count: x.businessDays }));
  for (const stop of x.stops) {
    if (stop.to === null) steps.push(t('explain.stopOpen', { from: shortDay(stop.from) }));
    else steps.push(t('explain.stopClosed', { from: shortDay(stop.from), to: shortDay(stop.to), count: stop.days ?? 0 }));
  }
  if (x.extensionDays > 0) steps.push(t('explain.extension', { count: x.extensionDays }));
  if (x.due) steps.push(t('explain.due', { date: shortDay(x.due) }));
  else if (x.remainingWhenStopped !== null) steps.push(t('explain.remaining', { count: x.remainingWhenStopped }));
  return steps;
}
