import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';

import { useCasesT } from '../i18n';
import { formatDate, formatDateTime } from '../lib/dates';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  label: {
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The due date; an overdue case says so in words and with an icon, not by colour alone. */
export function DueDate({ dueAt, vencido, withTime }: { dueAt: string; vencido: boolean; withTime?: boolean }) {
  const s = useStyles();
  const { t } = useCasesT();
  const text = withTime ? formatDateTime(dueAt) : formatDate(dueAt);
  if (!vencido) {
    return (
      <time className={s.root} dateTime={dueAt} title={formatDateTime(dueAt)}>
        {text}
      </time>
    );
  }
  return (
    <span className={mergeClasses(s.root, s.overdue)}>
      <WarningFilled aria-hidden />
      <time dateTime={dueAt} title={formatDateTime(dueAt)}>
        {text}
      </time>
      <span className={s.label}>{t('case.overdue')}</span>
    </span>
  );
}
