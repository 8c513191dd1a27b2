import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';
import { formatNumber } from '@sig/shared/staff-ui';

import { useBotT } from '../i18n';
import { useMetricsQuery } from './centreApi';
import { ccError, waitText } from './ccText';

const useStyles = makeStyles({
  strip: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'stretch', margin: 0, padding: 0 },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    flex: '1 1 140px',
  },
  agents: { flex: '3 1 260px' },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  figure: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0 },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Waiting now, the median first response of today, and each agent's open and closed-today conversations. */
export function MetricsStrip() {
  const s = useStyles();
  const { t } = useBotT();
  const m = useMetricsQuery();
  if (m.isError) return <Caption1 className={s.error} role="status">{t('cc.metrics.failed', { error: ccError(m.error, t) })}</Caption1>;
  const d = m.data;
  const median = d?.medianaPrimeraRespuestaSegundos;
  return (
    <dl className={s.strip} aria-label={t('cc.metrics.title')} aria-busy={!d}>
      <div className={s.tile}>
        <dt className={s.label}>{t('cc.metrics.waiting')}</dt>
        <dd className={s.figure}>{d ? formatNumber(d.esperandoAhora) : '…'}</dd>
      </div>
      <div className={s.tile}>
        <dt className={s.label}>{t('cc.metrics.median')}</dt>
        <dd className={s.figure}>{!d ? '…' : median === null || median === undefined ? t('cc.metrics.none') : waitText(median, t)}</dd>
      </div>
      <div className={`${s.tile} ${s.agents}`}>
        <dt className={s.label}>{t('cc.metrics.perAgent')}</dt>
        <dd className={s.dd}>
          {d && d.porAgente.length === 0 ? (
            <Caption1>{t('cc.metrics.noAgents')}</Caption1>
          ) : (
            <ul className={s.list}>
              {d?.porAgente.map((a) => (
                <li key={a.agente.id}>
                  <Caption1>
                    <UserText>{a.agente.displayName}</UserText>: {t('cc.metrics.agentLine', { open: a.abiertas, closed: a.cerradasHoy })}
                  </Caption1>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
