import { Button, Caption1, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import type { LogAnalytics } from '@sig/shared';
import { LOG_ANALYTICS_POR, LoadError, Loading, Page, Section, apiErrorMessage, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useLogT } from '../i18n';
import { useCatalogoQuery, useProgramasQuery } from '../lista/listaApi';
import { OptionSelect, optionsOf } from '../lista/OptionSelect';
import { useFigurasQuery } from './analyticsApi';
import { FiguraTable, rate } from './FiguraTable';
import { figurasParams, figurasSearch, parseFigurasQuery, thisMonth, type FigurasQuery } from './period';

const useStyles = makeStyles({
  filters: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  totals: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: tokens.spacingHorizontalL, margin: 0 },
  stat: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  big: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700, margin: 0, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  select: { width: '100%' },
});

const PATH = '/logistica/analytics';

const FILAS: Record<(typeof LOG_ANALYTICS_POR)[number], 'porDia' | 'porZona' | 'porColonia' | 'porPrograma' | 'porRepartidor'> = {
  dia: 'porDia',
  zona: 'porZona',
  colonia: 'porColonia',
  programa: 'porPrograma',
  repartidor: 'porRepartidor',
};

function Totales({ f }: { f: LogAnalytics }) {
  const s = useStyles();
  const { t } = useLogT();
  const horas = f.medianaHorasEntrega;
  const stats: [string, string, string?][] = [
    [t('analytics.planeadas'), formatNumber(f.totales.planeadas)],
    [t('analytics.entregadas'), formatNumber(f.totales.entregadas), rate(f.totales.entregadas, f.totales.planeadas)],
    [t('analytics.fallidas'), formatNumber(f.totales.fallidas)],
    [t('analytics.pendientes'), formatNumber(f.totales.pendientes)],
    [t('analytics.mediana'), horas === null ? '—' : t('analytics.horas', { n: formatNumber(Math.round(horas * 10) / 10) })],
  ];
  return (
    <dl className={s.totals}>
      {stats.map(([label, value, extra]) => (
        <div key={label} className={s.stat}>
          <dt>
            <Caption1 className={s.muted}>{label}</Caption1>
          </dt>
          <dd className={s.big}>{value}</dd>
          {extra && (
            <dd className={s.stat}>
              <Caption1 className={s.muted}>{t('analytics.delPlan', { rate: extra })}</Caption1>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

function PorMotivo({ f }: { f: LogAnalytics }) {
  const table = useTableStyles();
  const { t } = useLogT();
  const headingId = useId();
  return (
    <>
      <Subtitle2 as="h2" id={headingId}>
        {t('analytics.porMotivo')}
      </Subtitle2>
      {f.fallidasPorMotivo.length === 0 ? (
        <span className={table.muted}>{t('analytics.sinFallidas')}</span>
      ) : (
        <table className={table.table} aria-labelledby={headingId} style={{ minWidth: 0 }}>
          <thead>
            <tr>
              <th className={table.th}>{t('analytics.motivo')}</th>
              <th className={`${table.th} ${table.num}`}>{t('analytics.fallidas')}</th>
            </tr>
          </thead>
          <tbody>
            {f.fallidasPorMotivo.map((m) => (
              <tr key={m.motivo}>
                <td className={table.td}>{t(`motivo.${m.motivo}`)}</td>
                <td className={`${table.td} ${table.num}`}>{formatNumber(m.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * /logistica/analytics: delivered against planned for a span (this month unless the address says otherwise),
 * optionally one programme and one zona; totals, the median time to deliver, each grouping with its CSV, and
 * failures by reason. Computed on the server.
 */
export function AnalyticsPage() {
  const s = useStyles();
  const { t } = useLogT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const q = parseFigurasQuery(search);
  const params = figurasParams(q);
  const figs = useFigurasQuery(params);
  const programas = useProgramasQuery();
  const zonas = useCatalogoQuery('zonas');
  const change = (patch: Partial<FigurasQuery>) => navigate(`${PATH}${figurasSearch({ ...q, ...patch })}`, { replace: true });
  const month = thisMonth();
  const moved = q.desde !== month.desde || q.hasta !== month.hasta || q.programaId || q.zonaId;
  const f = figs.data;

  return (
    <Page title={t('analytics.title')}>
      <Section>
        <div className={s.filters} role="group" aria-label={t('analytics.filtros')}>
          <Field label={t('analytics.desde')}>
            <Input type="date" value={q.desde} max={q.hasta} onChange={(_, d) => d.value && change({ desde: d.value })} />
          </Field>
          <Field label={t('analytics.hasta')}>
            <Input type="date" value={q.hasta} min={q.desde} onChange={(_, d) => d.value && change({ hasta: d.value })} />
          </Field>
          <OptionSelect label={t('lista.f.programa')} className={s.select} value={q.programaId} options={optionsOf(programas.data?.items)} loaded={!!programas.data} onChange={(programaId) => change({ programaId })} />
          <OptionSelect label={t('lista.f.zona')} className={s.select} value={q.zonaId} options={optionsOf(zonas.data?.items)} loaded={!!zonas.data} onChange={(zonaId) => change({ zonaId })} />
          {moved && (
            <Button appearance="subtle" icon={<ArrowResetRegular />} onClick={() => navigate(PATH, { replace: true })}>
              {t('analytics.esteMes')}
            </Button>
          )}
        </div>
      </Section>
      {figs.isError ? (
        <LoadError message={apiErrorMessage(figs.error, t)} onRetry={() => void figs.refetch()} />
      ) : !f ? (
        <Loading />
      ) : (
        <>
          <Section>
            <Totales f={f} />
            {f.totales.planeadas === 0 && f.totales.entregadas === 0 && <Caption1 className={s.muted}>{t('analytics.vacio')}</Caption1>}
          </Section>
          {LOG_ANALYTICS_POR.map((por) => (
            <Section key={por}>
              <FiguraTable por={por} filas={f[FILAS[por]]} params={params} />
            </Section>
          ))}
          <Section>
            <PorMotivo f={f} />
          </Section>
        </>
      )}
    </Page>
  );
}
