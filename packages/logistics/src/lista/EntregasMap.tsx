import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { CaseMapResponse, EstatusRef, LogMapaResponse } from '@sig/shared';
import { ListStates, LOG_ESTADOS, formatNumber, useClienteMap, useMapModule, LoadError, Loading } from '@sig/shared/staff-ui';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { useLogT } from '../i18n';
import { envioHref, ESTADO_COLOR } from './estadoStyle';
import { useMapaEntregasQuery } from './listaApi';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The map module's compact rows ([lat, lng, estatus index, tipo index, id, folio]): the state is the "estatus". */
export function mapRows(items: LogMapaResponse['items']): CaseMapResponse['points'] {
  return items.map((p) => [p.lat, p.lng, LOG_ESTADOS.indexOf(p.estado), 0, p.id, p.folio]);
}

function PointsMap({ data }: { data: LogMapaResponse }) {
  const { t, i18n } = useLogT();
  const navigate = useNavigate();
  const view = useClienteMap();
  const { module, error, retry } = useMapModule();
  // one array per answer: the map builds its cluster index once per array
  const points = useMemo(() => mapRows(data.items), [data.items]);
  // the deliveries, not the cliente's centre, decide where the map opens (once: a later pan is the user's)
  const fitted = useRef(false);
  const estatus: EstatusRef[] = LOG_ESTADOS.map((e) => ({ id: e, nombre: t(`estado.${e}`), color: ESTADO_COLOR[e], final: e === 'entregada' }));
  if (error) return <LoadError message={t('lista.mapFailed')} onRetry={retry} />;
  if (!module) return <Loading />;
  const { ClusterMap } = module;
  return (
    <ClusterMap
      points={points}
      estatus={estatus}
      tipos={[{ id: 'entrega', nombre: t('lista.entrega'), color: ESTADO_COLOR.pendiente }]}
      total={data.total}
      center={view.center}
      zoom={view.zoom}
      tileUrl={view.tileUrl}
      height="min(65vh, 600px)"
      lang={i18n.language}
      label={t('lista.map')}
      onOpen={(id) => navigate(envioHref(id))}
      detailHref={envioHref}
      onMap={(map) => {
        if (!map || fitted.current || data.items.length === 0) return;
        fitted.current = true;
        map.fitBounds(module.L.latLngBounds(data.items.map((p) => [p.lat, p.lng] as [number, number])), { padding: [32, 32], maxZoom: 16 });
      }}
    />
  );
}

/** The filtered deliveries that have a place, coloured by state; what the map leaves out is said under it. */
export function EntregasMap({ params, empty }: { params: Record<string, string>; empty: string }) {
  const s = useStyles();
  const { t } = useLogT();
  const mapa = useMapaEntregasQuery(params);
  return (
    <ListStates query={mapa} t={t} empty={mapa.data?.sinUbicacion ? t('lista.mapNonePlaced', { n: formatNumber(mapa.data.sinUbicacion) }) : empty}>
      {(data) => (
        <>
          <PointsMap data={data} />
          <Caption1 className={s.muted} aria-live="polite">
            {t('lista.mapCount', { n: formatNumber(data.items.length) })}
            {data.truncado && ` ${t('lista.mapTruncated', { total: formatNumber(data.total) })}`}
            {data.sinUbicacion > 0 && ` ${t('lista.mapUnplaced', { n: formatNumber(data.sinUbicacion) })}`}
          </Caption1>
        </>
      )}
    </ListStates>
  );
}
