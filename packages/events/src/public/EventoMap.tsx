import { makeStyles, tokens } from '@fluentui/react-components';
import { useMapModule, type LatLng, type MapModule } from '@sig/shared';
import { useCallback, useEffect, useRef } from 'react';

import { useEvT } from '../i18n';

type LeafletMap = InstanceType<MapModule['L']['Map']>;

const HEIGHT = 200;
const ZOOM = 16;

const useStyles = makeStyles({
  placeholder: { height: `${HEIGHT}px`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

/**
 * Where the event is, as a small map with one pin. The map module loads only here; if it cannot, the
 * address above it still says where (nothing to retry on a page that is about the ticket, not the map).
 */
export function EventoMap({ place, tileUrl }: { place: LatLng; tileUrl: string | null }) {
  const s = useStyles();
  const { t, i18n } = useEvT();
  const { module } = useMapModule();
  const marker = useRef<{ remove(): void } | null>(null);
  const onMap = useCallback(
    (map: LeafletMap | null) => {
      marker.current?.remove();
      marker.current = null;
      if (!map || !module) return;
      const { L } = module;
      const icon = L.divIcon({ className: 'sig-map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 34] });
      marker.current = L.marker([place.lat, place.lng], { icon, keyboard: false, interactive: false }).addTo(map);
    },
    [module, place.lat, place.lng],
  );
  useEffect(() => () => marker.current?.remove(), []);
  if (!module) return <div className={s.placeholder} aria-hidden="true" />;
  const { BaseMap } = module;
  return <BaseMap center={place} zoom={ZOOM} tileUrl={tileUrl} height={HEIGHT} label={t('boleto.map')} lang={i18n.language} onMap={onMap} />;
}
