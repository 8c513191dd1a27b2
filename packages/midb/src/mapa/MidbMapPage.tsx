import { Caption1, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ListRegular } from '@fluentui/react-icons';
import { UserText, type MapaResponse } from '@sig/shared';
import { Empty, LinkButton, LoadError, Loading, Page, RouterLink, Section, apiErrorMessage, formatNumber, useMapModule, useTableStyles } from '@sig/shared/staff-ui';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { EMPTY_FILTERS, filterParams, parseFilters, toSearch, type FilterState } from '../lib/filters';
import { links } from '../lib/links';
import { useMapaQuery, usePuntosQuery } from '../midbApi';
import { RegistryFilters } from '../registry/RegistryFilters';
import { SearchBox } from '../registry/SearchBox';
import { ChoroplethMap } from './ChoroplethMap';
import { EMPTY_COLOR, classesOf, type ColorClass } from './choropleth';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  legend: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  legendTitle: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  legendList: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0, padding: 0, listStyle: 'none' },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  swatch: { width: '14px', height: '14px', borderRadius: '2px', flexShrink: 0, boxShadow: `0 0 0 1px ${tokens.colorNeutralStroke1}` },
  circle: { width: '12px', height: '12px', borderRadius: '50%', flexShrink: 0, border: `1px solid ${tokens.colorNeutralStroke1}` },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0, backgroundColor: '#c4314b' },
});

/** The classes with their ranges, the centroid circles and the points, under the map (it never covers a colonia). */
function Legend({ classes }: { classes: ColorClass[] }) {
  const s = useStyles();
  const { t } = useMidbT();
  const titleId = useId('legend');
  return (
    <div className={s.legend}>
      <span id={titleId} className={s.legendTitle}>
        {t('map.legend')}
      </span>
      <ul className={s.legendList} aria-labelledby={titleId}>
        {classes.map((c) => (
          <li key={c.from} className={s.legendItem}>
            <span className={s.swatch} style={{ backgroundColor: c.color }} aria-hidden="true" />
            {c.from === c.to ? formatNumber(c.from) : t('map.range', { from: formatNumber(c.from), to: formatNumber(c.to) })}
          </li>
        ))}
        <li className={s.legendItem}>
          <span className={s.swatch} style={{ backgroundColor: EMPTY_COLOR }} aria-hidden="true" />
          {t('map.none')}
        </li>
        <li className={s.legendItem}>
          <span className={s.circle} aria-hidden="true" />
          {t('map.circle')}
        </li>
        <li className={s.legendItem}>
          <span className={s.dot} aria-hidden="true" />
          {t('map.points')}
        </li>
      </ul>
    </div>
  );
}

/** The map, once its module has loaded; the points of the box at high zoom. */
function RegistryMap({ data, state, classes }: { data: MapaResponse; state: FilterState; classes: ColorClass[] }) {
  const s = useStyles();
  const { t, i18n } = useMidbT();
  const navigate = useNavigate();
  const { module, error, retry } = useMapModule();
  const [bbox, setBbox] = useState<string | null>(null);
  const puntos = usePuntosQuery({ ...filterParams(state), bbox: bbox ?? '' }, { skip: !bbox });
  if (error) return <LoadError message={t('map.failed')} onRetry={retry} />;
  if (!module) return <Loading />;
  return (
    <ChoroplethMap
      module={module}
      data={data}
      classes={classes}
      points={bbox ? (puntos.data ?? null) : null}
      onBox={setBbox}
      onOpen={(id) => navigate(links.ver(id))}
      describe={(nombre, count) => t('map.tooltip', { nombre, count, n: formatNumber(count) })}
      label={t('map.label')}
      help={t('map.help')}
      lang={i18n.language}
    >
      <Legend classes={classes} />
      <Caption1 className={s.muted} aria-live="polite">
        {!bbox
          ? t('map.zoomForPoints')
          : puntos.isError
            ? apiErrorMessage(puntos.error, t)
            : puntos.data
              ? puntos.data.truncated
                ? t('map.pointsTruncated', { n: formatNumber(puntos.data.items.length) })
                : t('map.pointsShown', { count: puntos.data.items.length, n: formatNumber(puntos.data.items.length) })
              : t('common.loading')}
      </Caption1>
    </ChoroplethMap>
  );
}

/** /sig/mapa/midb: the registry of the list's filters (same address query) as habitantes per colonia. */
export function MidbMapPage() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const tableId = useId('colonias');
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = { ...parseFilters(search), page: 1 };
  const current = useRef(state);
  current.current = state;
  const mapa = useMapaQuery(filterParams(state));
  const data = mapa.data;
  const classes = useMemo(() => classesOf(Math.max(0, ...(data?.colonias ?? []).map((c) => c.habitantes))), [data]);
  const rows = useMemo(() => [...(data?.colonias ?? [])].filter((c) => c.habitantes > 0).sort((a, b) => b.habitantes - a.habitantes), [data]);

  const go = (next: FilterState, replace = false) => navigate(links.map(toSearch({ ...next, page: 1 })), { replace });

  return (
    <Page
      title={t('map.title')}
      subtitle={data ? t('map.count', { count: data.total, n: formatNumber(data.total) }) : undefined}
      actions={
        <LinkButton href={links.registry(toSearch(state))} icon={<ListRegular />}>
          {t('map.viewList')}
        </LinkButton>
      }
    >
      <Section>
        <SearchBox value={state.q} onSettle={(q) => go({ ...current.current, q }, true)} />
        <RegistryFilters state={state} onChange={(patch) => go({ ...state, ...patch })} onClear={() => go(EMPTY_FILTERS)} />
      </Section>
      <Section>
        {mapa.isError ? (
          <LoadError message={apiErrorMessage(mapa.error, t)} onRetry={() => void mapa.refetch()} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            {data.sinColonia > 0 && <Caption1 className={s.muted}>{t('map.sinColonia', { count: data.sinColonia, n: formatNumber(data.sinColonia) })}</Caption1>}
            <RegistryMap data={data} state={state} classes={classes} />
          </>
        )}
      </Section>
      {data && (
        <Section labelledBy={tableId}>
          <Caption1 as="h2" id={tableId} className={s.legendTitle}>
            {t('map.table')}
          </Caption1>
          {rows.length === 0 ? (
            <Empty>{t('map.empty')}</Empty>
          ) : (
            <div className={table.scroller} data-scroll-x>
              <table className={table.table} aria-labelledby={tableId}>
                <thead>
                  <tr>
                    <th className={table.th}>{t('field.colonia')}</th>
                    <th className={`${table.th} ${table.num}`}>{t('map.habitantes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((c) => (
                    <tr key={c.colonia.id} className={table.row}>
                      <td className={table.td}>
                        <RouterLink href={links.registry(toSearch({ ...state, coloniaId: c.colonia.id }))}>
                          <UserText>{c.colonia.nombre}</UserText>
                        </RouterLink>
                      </td>
                      <td className={`${table.td} ${table.num}`}>{formatNumber(c.habitantes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      )}
    </Page>
  );
}
