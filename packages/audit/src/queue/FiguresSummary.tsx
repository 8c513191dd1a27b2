import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';
import { LoadError, Loading, Section, apiErrorMessage, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { useFigurasQuery } from '../auditApi';
import type { AuditFigures } from '../contract';
import { useAuditT } from '../i18n';
import { distanceText } from '../lib/geo';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  stat: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  big: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Audits per auditor and day, summed over the days shown (the analytics page draws them in full). */
export function perAuditor(f: AuditFigures): { nombre: string; total: number; dias: number }[] {
  const by = new Map<string, { nombre: string; total: number; dias: Set<string> }>();
  for (const r of f.porAuditor) {
    const e = by.get(r.auditor.id) ?? { nombre: r.auditor.nombre, total: 0, dias: new Set<string>() };
    e.total += r.auditorias;
    e.dias.add(r.fecha);
    by.set(r.auditor.id, e);
  }
  return [...by.values()].map((e) => ({ nombre: e.nombre, total: e.total, dias: e.dias.size })).sort((a, b) => b.total - a.total);
}

/** The figures of `analytics/getauditoria`, small, above the queue. */
export function FiguresSummary() {
  const s = useStyles();
  const table = useTableStyles();
  const { t, i18n } = useAuditT();
  const headingId = useId();
  const figs = useFigurasQuery({});
  const f = figs.data;
  const rate = (c: { total: number; conformes: number }) => (c.total ? `${Math.round((c.conformes / c.total) * 100)} %` : '—');

  return (
    <Section labelledBy={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('figures.title')}
      </Subtitle2>
      {figs.isError ? (
        <LoadError message={apiErrorMessage(figs.error, t)} onRetry={() => void figs.refetch()} />
      ) : !f ? (
        <Loading />
      ) : (
        <div className={s.grid}>
          <div className={s.stat}>
            <Caption1 className={s.muted}>{t('figures.median')}</Caption1>
            <span className={s.big}>{f.medianaDistancia === null ? '—' : distanceText(f.medianaDistancia, i18n.language)}</span>
          </div>
          <table className={table.table} aria-label={t('figures.perAuditor')}>
            <thead>
              <tr>
                <th className={table.th}>{t('figures.auditor')}</th>
                <th className={`${table.th} ${table.num}`}>{t('figures.perDay')}</th>
              </tr>
            </thead>
            <tbody>
              {perAuditor(f).length === 0 && (
                <tr>
                  <td className={table.td} colSpan={2}>
                    {t('figures.none')}
                  </td>
                </tr>
              )}
              {perAuditor(f).map((a) => (
                <tr key={a.nombre}>
                  <td className={table.td}>
                    <UserText>{a.nombre}</UserText>
                  </td>
                  <td className={`${table.td} ${table.num}`}>{formatNumber(Math.round((a.total / a.dias) * 10) / 10)}</td>
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
              {f.conformidad.length === 0 && (
                <tr>
                  <td className={table.td} colSpan={3}>
                    {t('figures.none')}
                  </td>
                </tr>
              )}
              {f.conformidad.map((c) => (
                <tr key={`${c.dependencia?.id ?? ''}:${c.tipoCaso.id}`}>
                  <td className={table.td}>{c.dependencia ? <UserText>{c.dependencia.nombre}</UserText> : t('figures.noDependencia')}</td>
                  <td className={table.td}>
                    <UserText>{c.tipoCaso.nombre}</UserText>
                  </td>
                  <td className={`${table.td} ${table.num}`}>
                    {rate(c)} <span className={s.muted}>({t('figures.of', { conformes: formatNumber(c.conformes), total: formatNumber(c.total) })})</span>
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
