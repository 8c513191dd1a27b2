import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ListRegular } from '@fluentui/react-icons';
import type { CaseMapResponse } from '@sig/shared';
import { LinkButton, LoadError, Loading, Page, Section, useClienteMap, useMapModule } from '@sig/shared/staff-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useFiltersQuery, useMapQuery } from '../casesApi';
import { useCasesT } from '../i18n';
import { loadError } from '../lib/loadError';
import { formatNumber } from '../lib/dates';
import { CASE_PAGES, MAP_PAGE, detailHref } from '../lib/kinds';
import { EMPTY_STATE, filterParams, mapFilterCount, parseMapQuery, toMapSearch, toSearch, type ListState } from '../lib/listQuery';
import { CaseFilters } from '../list/CaseFilters';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The clustered map of the points, once the map module has loaded. */
function PointsMap({ data }: { data: CaseMapResponse }) {
  const s = useStyles();
  const { t, i18n } = useCasesT();
  const navigate = useNavigate();
  const view = useClienteMap();
  const { module, error, retry } = useMapModule();
  const [inView, setInView] = useState<{ clusters: number; points: number } | null>(null);
  if (error) return <LoadError message={t('map.failed')} onRetry={retry} />;
  if (!module) return <Loading />;
  const { ClusterMap } = module;
  return (
    <>
      <ClusterMap
        points={data.points}
        estatus={data.estatus}
        tipos={data.tipos}
        total={data.total}
        center={view.center}
        zoom={view.zoom}
        tileUrl={view.tileUrl}
        height="min(70vh, 640px)"
        lang={i18n.language}
        label={t('map.title')}
        onOpen={(id) => navigate(detailHref('reporte', id))}
        detailHref={(id) => detailHref('reporte', id)}
        onRendered={({ clusters, points }) => setInView((v) => (v?.clusters === clusters && v.points === points ? v : { clusters, points }))}
      />
      {/* what the canvas shows, in words: for screen readers and for anyone checking the view */}
      {inView && (
        <Caption1 className={s.muted} aria-live="polite" data-testid="map-in-view" data-clusters={inView.clusters} data-points={inView.points}>
          {t('map.inView', { clusters: formatNumber(inView.clusters), points: formatNumber(inView.points) })}
        </Caption1>
      )}
    </>
  );
}

/**
 * /sig/rep/mapa: the reportes of the list's filters (same address query) as clustered points coloured by
 * estatus; open ones unless the address says otherwise (parseMapQuery).
 */
export function CasesMapPage() {
  const s = useStyles();
  const { t } = useCasesT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = parseMapQuery(search);
  const params = filterParams(state);
  const options = useFiltersQuery('reporte');
  const map = useMapQuery({ kind: 'reporte', params });
  const mapError = loadError(map);

  const change = (patch: Partial<ListState>) => navigate(`${MAP_PAGE}${toMapSearch({ ...state, ...patch })}`);
  const clear = () => navigate(MAP_PAGE);
  const data = map.data;

  return (
    <Page
      title={t('map.title')}
      subtitle={data ? t('map.count', { count: data.total, n: formatNumber(data.total) }) : undefined}
      actions={
        <LinkButton href={`${CASE_PAGES.reporte.list}${toSearch({ ...EMPTY_STATE, ...state, page: 1 })}`} icon={<ListRegular />}>
          {t('map.viewList')}
        </LinkButton>
      }
    >
      <Section>
        <CaseFilters state={state} options={options.data ?? null} onChange={change} onClear={clear} activeCount={mapFilterCount(state)} />
      </Section>
      <Section>
        {mapError ? (
          <LoadError message={mapError} onRetry={() => void map.refetch()} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            {data.points.length < data.total && <Caption1 className={s.muted}>{t('map.capped', { shown: formatNumber(data.points.length), total: formatNumber(data.total) })}</Caption1>}
            <PointsMap data={data} />
          </>
        )}
      </Section>
    </Page>
  );
}
