import { makeStyles, tokens } from '@fluentui/react-components';
import { i18n, type TranspReportRow } from '@sig/shared';
import { formatNumber } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { useTranspT } from '../../i18n';

export const MEASURES = ['recibidas', 'respondidasATiempo', 'ampliadas', 'vencidas'] as const;
type Measure = (typeof MEASURES)[number];
const COLOR: Record<Measure, string> = {
  recibidas: tokens.colorBrandBackground,
  respondidasATiempo: tokens.colorPaletteGreenBackground3,
  ampliadas: tokens.colorPaletteMarigoldBackground3,
  vencidas: tokens.colorPaletteRedBackground3,
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  key: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '12px', borderRadius: '2px', display: 'inline-block' },
  svg: { width: '100%', maxWidth: '860px', height: 'auto', overflow: 'visible' },
  label: { fill: tokens.colorNeutralForeground1, fontSize: '12px', fontFamily: tokens.fontFamilyBase },
  value: { fill: tokens.colorNeutralForeground2, fontSize: '11px', fontFamily: tokens.fontFamilyBase },
});

const BAR = 12;
const GAP = 3;
const GROUP_GAP = 18;
const LABEL_W = 180;
const WIDTH = 720;
const PLOT_W = WIDTH - LABEL_W - 60;

/**
 * A small SVG bar chart: per unit, four bars (received, answered on time, extended, overdue). Drawn by hand
 * instead of a chart library: four bars per row need no axes or interaction, and the page stays a few kB;
 * the table next to it holds the same figures for screen readers (the chart is one labelled image).
 */
export function ReportChart({ rows }: { rows: TranspReportRow[] }) {
  const s = useStyles();
  const { t } = useTranspT();
  const titleId = useId();
  const max = Math.max(1, ...rows.flatMap((r) => MEASURES.map((m) => r[m])));
  const groupH = MEASURES.length * (BAR + GAP) + GROUP_GAP;
  const height = rows.length * groupH;
  // right-to-left: the labels on the right and the bars growing leftwards (x mirrored, text anchors swapped)
  const rtl = i18n.dir() === 'rtl';
  const x = (left: number, width = 0) => (rtl ? WIDTH - left - width : left);
  const anchor = (a: 'start' | 'end') => (rtl ? (a === 'start' ? 'end' : 'start') : a);
  return (
    <figure className={s.root} style={{ margin: 0 }}>
      <ul className={s.legend}>
        {MEASURES.map((m) => (
          <li key={m} className={s.key}>
            <span className={s.swatch} style={{ backgroundColor: COLOR[m] }} aria-hidden="true" />
            {t(`report.${m}`)}
          </li>
        ))}
      </ul>
      {/* the SVG's own direction stays ltr: the mirroring is done on x above (text-anchor follows `direction`, which would flip it twice) */}
      <svg className={s.svg} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} direction="ltr">
        <title id={titleId}>{t('report.chartTitle')}</title>
        {rows.map((r, i) => {
          const y0 = i * groupH;
          return (
            <g key={r.unidad?.id ?? 'none'}>
              <text className={s.label} x={x(LABEL_W - 8)} y={y0 + (MEASURES.length * (BAR + GAP)) / 2 + 4} textAnchor={anchor('end')}>
                {(r.unidad?.nombre ?? t('filter.noUnit')).slice(0, 28)}
              </text>
              {MEASURES.map((m, j) => {
                const w = Math.max((r[m] / max) * PLOT_W, r[m] ? 2 : 0);
                const y = y0 + j * (BAR + GAP);
                return (
                  <g key={m}>
                    <rect x={x(LABEL_W, w)} y={y} width={w} height={BAR} rx={2} fill={COLOR[m]} />
                    <text className={s.value} x={x(LABEL_W + w + 4)} y={y + BAR - 2} textAnchor={anchor('start')}>
                      {formatNumber(r[m])}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
