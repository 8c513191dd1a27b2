import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { CaseMapResponse, PublicMapResponse } from '@sig/shared/contract';
import type { ElementAttributes } from '@sig/shared/elements';
import { ClusterMap, useMapText } from '@sig/shared/map';
import { useMemo } from 'react';

import { embedText } from './embedStrings';
import { FolioPopup } from './FolioPopup';
import { RETRYABLE } from './loadJson';
import { Notice } from './Notice';
import { isPublicCliente, isPublicMap } from './publicShapes';
import { type ReportMapAttribute, clienteUrl, followUrl, mapUrl, reportMapSettings } from './reportMapSettings';
import { SCRIPT_ORIGIN } from './scriptOrigin';
import { useJson } from './useJson';

/** DOM markers (each reachable with Tab) up to this many points; above, one canvas draws them all quickly. */
export const DOM_MARKERS_MAX = 2000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { color: tokens.colorNeutralForeground2 },
  loading: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

type ClusterData = Pick<CaseMapResponse, 'points' | 'estatus' | 'tipos'>;

/** The public rows as ClusterMap takes them: the folio doubles as the id (a public point carries no id). */
function toClusterData(map: PublicMapResponse): ClusterData {
  return {
    points: map.points.map(([lat, lng, estatus, tipo, folio]): ClusterData['points'][number] => [lat, lng, estatus, tipo, folio, folio]),
    estatus: map.estatus.map((e, i) => ({ id: String(i), ...e })),
    tipos: map.tipos.map((t, i) => ({ id: String(i), ...t })),
  };
}

/** <sig-report-map>: a cliente's public reportes on the staff map's clustered map, for other sites. */
export function ReportMap(attrs: ElementAttributes<ReportMapAttribute>) {
  const s = useStyles();
  const { lang, t: mapT } = useMapText(attrs.lang || 'es');
  const t = useMemo(() => embedText(lang), [lang]);
  const settings = reportMapSettings(attrs, SCRIPT_ORIGIN);
  const ready = settings.problem === null ? settings : null;
  const cliente = useJson(ready && clienteUrl(ready), isPublicCliente);
  const map = useJson(ready && mapUrl(ready), isPublicMap, ready && clienteUrl(ready));
  const data = useMemo(() => map.data && toClusterData(map.data), [map.data]);

  if (!ready) return <Notice message={t(settings.problem === 'api' ? 'embed.error.api' : 'embed.error.noCliente')} retryLabel={t('embed.retry')} />;

  const problem = cliente.problem ?? map.problem;
  if (problem) {
    const retry = () => {
      if (cliente.problem) cliente.retry();
      if (map.problem) map.retry();
    };
    return <Notice message={t(`embed.error.${problem}`, { cliente: ready.cliente })} retryLabel={t('embed.retry')} onRetry={RETRYABLE.has(problem) ? retry : undefined} />;
  }

  if (!cliente.fresh || !cliente.data || !map.data || !data) {
    return (
      <div className={s.loading} style={{ minHeight: ready.height }} aria-busy="true">
        <Spinner size="small" label={t('embed.loading')} />
      </div>
    );
  }

  const { mapa, nombre } = cliente.data;
  const status = !map.fresh ? t('embed.refreshing') : data.points.length === 0 ? t('embed.empty') : '';
  return (
    <div className={s.root} aria-busy={!map.fresh}>
      <div className={s.status} role="status" data-testid="sig-report-map-status">
        {status}
      </div>
      <ClusterMap
        points={data.points}
        estatus={data.estatus}
        tipos={data.tipos}
        total={map.data.total}
        center={{ lat: mapa.lat, lng: mapa.lng }}
        zoom={mapa.zoom}
        tileUrl={mapa.tileUrl}
        height={ready.height}
        lang={lang}
        label={t('embed.label', { cliente: nombre })}
        markers={data.points.length <= DOM_MARKERS_MAX ? 'dom' : 'canvas'}
        renderPopup={(point) => <FolioPopup point={point} href={followUrl(ready, point.folio)} t={t} mapT={mapT} />}
      />
    </div>
  );
}
