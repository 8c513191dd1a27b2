import { makeStyles, tokens } from '@fluentui/react-components';
import type { AuditProgress } from '@sig/shared';
import { formatNumber } from '@sig/shared/staff-ui';

import { useAuditT } from '../i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '160px' },
  bar: { display: 'flex', height: '8px', borderRadius: tokens.borderRadiusCircular, overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground5 },
  done: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  failed: { backgroundColor: tokens.colorPaletteRedBackground3 },
  text: { fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums' },
});

/** A work list's progress: done, failed and pending, drawn and said in words. */
export function ProgressBar({ progreso: { hechas, pendientes, fallidas } }: { progreso: AuditProgress }) {
  const s = useStyles();
  const { t } = useAuditT();
  const total = hechas + pendientes + fallidas;
  const pct = (n: number) => (total ? `${(n / total) * 100}%` : '0');
  return (
    <div className={s.root}>
      <div className={s.bar} aria-hidden="true">
        <span className={s.done} style={{ width: pct(hechas) }} />
        <span className={s.failed} style={{ width: pct(fallidas) }} />
      </div>
      <span className={s.text}>{t('lists.progress', { hechas: formatNumber(hechas), pendientes: formatNumber(pendientes), fallidas: formatNumber(fallidas) })}</span>
    </div>
  );
}
