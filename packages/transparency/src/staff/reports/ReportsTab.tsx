import { Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { TRANSP_PATHS, notify } from '@sig/shared';
import { BusyButton, Empty, LoadError, Loading, Section, apiErrorMessage, downloadFile, formatNumber, saveBlob, useTableStyles } from '@sig/shared/staff-ui';
import { type FormEvent, useId, useState } from 'react';

import { useTranspT } from '../../i18n';
import { today } from '../../lib/days';
import { useReporteQuery } from '../transpApi';
import { MEASURES, ReportChart } from './ReportChart';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Per unit in a period: received, answered on time, extended, overdue; a chart, a table and the CSV. */
export function ReportsTab() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useTranspT();
  const id = useId();
  const end = today();
  const [period, setPeriod] = useState({ desde: `${end.slice(0, 4)}-01-01`, hasta: end });
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const report = useReporteQuery(period);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!DATE.test(draft.desde) || !DATE.test(draft.hasta)) return setError(t('report.datesRequired'));
    if (draft.desde > draft.hasta) return setError(t('report.datesOrder'));
    setError(null);
    setPeriod(draft);
  };

  const csv = async () => {
    setDownloading(true);
    try {
      const file = await downloadFile(TRANSP_PATHS.reporteCsv, period);
      saveBlob(file.blob, file.fileName ?? `transparencia-${period.desde}-${period.hasta}.csv`);
    } catch (x) {
      notify({ message: apiErrorMessage(x, t), variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const data = report.data;
  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('report.title')}
      </Subtitle2>
      <form className={s.bar} onSubmit={apply} noValidate>
        <Field label={t('report.desde')} validationMessage={error} validationState={error ? 'error' : 'none'}>
          <Input type="date" value={draft.desde} onChange={(_, d) => setDraft({ ...draft, desde: d.value })} />
        </Field>
        <Field label={t('report.hasta')}>
          <Input type="date" value={draft.hasta} onChange={(_, d) => setDraft({ ...draft, hasta: d.value })} />
        </Field>
        <BusyButton type="submit" appearance="primary" busy={report.isFetching}>
          {t('report.apply')}
        </BusyButton>
        <BusyButton icon={<ArrowDownloadRegular />} busy={downloading} onClick={() => void csv()} disabled={!data}>
          {t('report.csv')}
        </BusyButton>
      </form>
      {report.isError ? (
        <LoadError message={apiErrorMessage(report.error, t)} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Loading />
      ) : data.total.recibidas === 0 ? (
        <Empty>{t('report.empty')}</Empty>
      ) : (
        <>
          <ReportChart rows={data.items} />
          <div className={table.scroller}>
            <table className={table.table} aria-label={t('report.table')}>
              <thead>
                <tr>
                  <th className={table.th}>{t('field.unidad')}</th>
                  {MEASURES.map((m) => (
                    <th key={m} className={`${table.th} ${table.num}`}>
                      {t(`report.${m}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.unidad?.id ?? 'none'} className={table.row}>
                    <td className={table.td}>{r.unidad?.nombre ?? t('filter.noUnit')}</td>
                    {MEASURES.map((m) => (
                      <td key={m} className={`${table.td} ${table.num}`}>
                        {formatNumber(r[m])}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className={s.total}>
                  <td className={table.td}>{t('report.total')}</td>
                  {MEASURES.map((m) => (
                    <td key={m} className={`${table.td} ${table.num}`}>
                      {formatNumber(data.total[m])}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}
