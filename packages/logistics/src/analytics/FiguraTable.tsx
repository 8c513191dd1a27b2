import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { UserText, type LogAnalyticsPor, type LogFiguraFila } from '@sig/shared';
import { CsvButton, LOG_PATHS, formatDay, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { useLogT } from '../i18n';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  barCell: { minWidth: '140px', width: '35%' },
  bar: { display: 'flex', height: '10px', borderRadius: tokens.borderRadiusCircular, overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground5 },
  done: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  failed: { backgroundColor: tokens.colorPaletteRedBackground3 },
  pct: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

/** "85 %" of delivered against planned; a dash when nothing was planned. */
export function rate(entregadas: number, planeadas: number): string {
  return planeadas > 0 ? `${formatNumber(Math.round((entregadas / planeadas) * 100))} %` : '—';
}

/**
 * Delivered against planned, drawn as a bar (delivered green, failed red, the rest of the plan grey) and said in
 * the row's numbers; the bar itself is hidden from screen readers, which read the numbers. It grows from the
 * start side, so it mirrors in Arabic by itself.
 */
function Bar({ f }: { f: LogFiguraFila }) {
  const s = useStyles();
  const whole = Math.max(f.planeadas, f.entregadas + f.fallidas, 1);
  const pct = (n: number) => `${(n / whole) * 100}%`;
  return (
    <div className={s.bar} aria-hidden="true">
      <span className={s.done} style={{ width: pct(f.entregadas) }} />
      <span className={s.failed} style={{ width: pct(f.fallidas) }} />
    </div>
  );
}

/** One grouping of the figures (per day, zona, ...), with its CSV. */
export function FiguraTable({ por, filas, params }: { por: LogAnalyticsPor; filas: LogFiguraFila[]; params: Record<string, string> }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useLogT();
  const headingId = useId();
  return (
    <>
      <div className={s.head}>
        <Subtitle2 as="h2" id={headingId}>
          {t(`analytics.por.${por}`)}
        </Subtitle2>
        <CsvButton path={LOG_PATHS.analyticsCsv} params={{ ...params, por }} filePrefix={t('analytics.csvName', { por })} label={t('analytics.csv')} errorT={t} />
      </div>
      {filas.length === 0 ? (
        <span className={table.muted}>{t('analytics.sinFilas')}</span>
      ) : (
        <div className={table.scroller} data-scroll-x>
          <table className={table.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th className={table.th}>{t(`analytics.col.${por}`)}</th>
                <th className={`${table.th} ${table.num}`}>{t('analytics.planeadas')}</th>
                <th className={`${table.th} ${table.num}`}>{t('analytics.entregadas')}</th>
                <th className={`${table.th} ${table.num}`}>{t('analytics.fallidas')}</th>
                <th className={`${table.th} ${s.barCell}`}>{t('analytics.avance')}</th>
              </tr>
            </thead>
            <tbody>
              {filas.map((f) => (
                <tr key={f.clave} className={table.row}>
                  <td className={table.td}>{por === 'dia' ? formatDay(f.clave) : <UserText>{f.nombre}</UserText>}</td>
                  <td className={`${table.td} ${table.num}`}>{formatNumber(f.planeadas)}</td>
                  <td className={`${table.td} ${table.num}`}>{formatNumber(f.entregadas)}</td>
                  <td className={`${table.td} ${table.num}`}>{formatNumber(f.fallidas)}</td>
                  <td className={`${table.td} ${s.barCell}`}>
                    <Bar f={f} />
                    <span className={s.pct}>{rate(f.entregadas, f.planeadas)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
