import { Badge, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { UserText, type MidbImportEstado, type MidbImportSummary } from '@sig/shared';
import { BackLink, Empty, LoadError, Loading, Page, RouterLink, Section, apiErrorMessage, formatDateTime, formatNumber, useTableStyles } from '@sig/shared/staff-ui';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';
import { useImportsQuery } from '../midbApi';
import { percent } from './importText';
import { UploadPanel } from './UploadPanel';

const useStyles = makeStyles({ name: { overflowWrap: 'anywhere' } });

const COLOR: Record<MidbImportEstado, 'informative' | 'warning' | 'brand' | 'success' | 'danger'> = {
  mapeo: 'warning',
  validando: 'informative',
  lista: 'brand',
  guardando: 'informative',
  terminada: 'success',
  fallida: 'danger',
};

export function ImportEstadoBadge({ imp }: { imp: Pick<MidbImportSummary, 'estado' | 'progreso'> }) {
  const { t } = useMidbT();
  const running = imp.estado === 'validando' || imp.estado === 'guardando';
  const text = t(`import.estado.${imp.estado}`);
  return (
    <Badge appearance="tint" color={COLOR[imp.estado]}>
      {running && imp.progreso.total > 0 ? `${text} · ${formatNumber(percent(imp.progreso.hechas, imp.progreso.total))} %` : text}
    </Badge>
  );
}

/** /sig/operarmidb: upload a file, and the cliente's recent imports (a running one keeps going with the tab closed). */
export function ImportHomePage() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const list = useImportsQuery(undefined, { pollingInterval: 3000 });
  const items = list.data?.items;

  return (
    <Page title={t('import.title')} subtitle={t('import.subtitle')} back={<BackLink href={links.registry()} label={t('common.backToRegistry')} />}>
      <UploadPanel />
      <Section>
        <Subtitle2 as="h2">{t('import.recent.title')}</Subtitle2>
        {list.isError && !items ? (
          <LoadError message={apiErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />
        ) : !items ? (
          <Loading />
        ) : items.length === 0 ? (
          <Empty>{t('import.recent.empty')}</Empty>
        ) : (
          <div className={table.scroller} data-scroll-x>
            <table className={table.table} aria-label={t('import.recent.table')}>
              <thead>
                <tr>
                  <th className={table.th}>{t('import.recent.archivo')}</th>
                  <th className={table.th}>{t('import.recent.estado')}</th>
                  <th className={table.th}>{t('import.recent.by')}</th>
                  <th className={table.th}>{t('import.recent.at')}</th>
                  <th className={table.th}>{t('import.recent.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((imp) => (
                  <tr key={imp.id} className={table.row}>
                    <td className={`${table.td} ${s.name}`}>
                      <RouterLink href={links.importacion(imp.id)}>
                        <UserText>{imp.archivo}</UserText>
                      </RouterLink>
                    </td>
                    <td className={table.td}>
                      <ImportEstadoBadge imp={imp} />
                    </td>
                    <td className={table.td}>{imp.creadaPor ? <UserText>{imp.creadaPor}</UserText> : ''}</td>
                    <td className={table.td}>{formatDateTime(imp.createdAt)}</td>
                    <td className={table.td}>{formatDateTime(imp.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </Page>
  );
}
