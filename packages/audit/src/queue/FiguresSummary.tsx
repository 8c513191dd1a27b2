import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { UserText, type AuditAnalytics } from '@sig/shared';
import { LoadError, Loading, Section, apiErrorMessage, formatNumber, useTableStyles, distanceText } from '@sig/shared/staff-ui';
import { useId, useMemo } from 'react';

import { useFigurasQuery } from '../auditApi';
import { useAuditT } from '../i18n';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  stat: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  big: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The summary covers the last 30 days; the analytics page draws any period. */
export const FIGURES_DAYS = 30;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export function lastDays(days: number, now = new Date()): { desde: string; hasta: string } {
  return { desde: dayOf(new Date(now.getTime() - (days - 1) * 86_400_000)), hasta: dayOf(now) };
}

/** Audits per auditor per day, averaged over the days each auditor worked. */
export function perAuditor(f: AuditAnalytics): { id: string; nombre: string; porDia: number }[] {
  const by = new Map<string, { nombre: string; total: number; dias: Set<string> }>();
  for (const r of f.porAuditorDia) {
    const e = by.get(r.auditor.id) ?? { nombre: r.auditor.displayName, total: 0, dias: new Set<string>() };
    e.total += r.auditorias;
    e.dias.add(r.dia);
    by.set(r.auditor.id, e);
  }
  return [...by.entries()].map(([id, e]) => ({ id, nombre: e.nombre, porDia: Math.round((e.total / e.dias.size) * 10) / 10 })).sort((a, b) => b.porDia - a.porDia);
}

/** The figures of `analytics/getauditoria`, small, above the queue. */
export function FiguresSummary() {
  const s = useStyles();
  const table = useTableStyles();
  const { t, i18n } = useAuditT();
  const headingId = useId();
  const period = useMemo(() => lastDays(FIGURES_DAYS), []);
  const figs = useFigurasQuery(period);
  const f = figs.data;
  const pct = (rate: number | null) => (rate === null ? '—' : `${formatNumber(Math.round(rate * 100))} %`);

  return (
    <Section labelledBy={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('figures.title', { days: FIGURES_DAYS })}
      </Subtitle2>
      {figs.isError ? (
        <LoadError message={apiErrorMessage(figs.error, t)} onRetry={() => void figs.refetch()} />
      ) : !f ? (
        <Loading />
      ) : f.total.auditorias === 0 ? (
        <Caption1 className={s.muted}>{t('figures.none')}</Caption1>
      ) : (
        <div className={s.grid}>
          <div className={s.stat}>
            <Caption1 className={s.muted}>{t('figures.total')}</Caption1>
            <span className={s.big}>{formatNumber(f.total.auditorias)}</span>
            <Caption1 className={s.muted}>{t('figures.conformes', { rate: pct(f.total.tasa) })}</Caption1>
            <Caption1 className={s.muted}>{t('figures.median')}</Caption1>
            <span className={s.big}>{f.total.medianaDistanciaM === null ? '—' : distanceText(f.total.medianaDistanciaM, i18n.language)}</span>
          </div>
          <table className={table.table} aria-label={t('figures.perAuditor')}>
            <thead>
              <tr>
                <th className={table.th}>{t('figures.auditor')}</th>
                <th className={`${table.th} ${table.num}`}>{t('figures.perDay')}</th>
              </tr>
            </thead>
            <tbody>
              {perAuditor(f).map((a) => (
                <tr key={a.id}>
                  <td className={table.td}>
                    <UserText>{a.nombre}</UserText>
                  </td>
                  <td className={`${table.td} ${table.num}`}>{formatNumber(a.porDia)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className={table.table} aria-label={t('figures.conformity')}>
            <thead>
              <tr>
                <th className={table.th}>{t('field.dependencia')}</th>
                <th className={table.th}>{t('field.tipo')}</th>
                <th className={`${table.th} ${table.num}`}>{t('figures.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {f.conformidad.map((c) => (
                <tr key={`${c.dependencia?.id ?? ''}:${c.tipo.id}`}>
                  <td className={table.td}>{c.dependencia ? <UserText>{c.dependencia.nombre}</UserText> : t('figures.noDependencia')}</td>
                  <td className={table.td}>
                    <UserText>{c.tipo.nombre}</UserText>
                  </td>
                  <td className={`${table.td} ${table.num}`}>
                    {pct(c.tasa)} <span className={s.muted}>({t('figures.of', { conformes: formatNumber(c.conformes), total: formatNumber(c.auditorias) })})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
