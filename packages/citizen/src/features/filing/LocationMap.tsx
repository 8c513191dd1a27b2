import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { LatLng } from '@sig/shared';
import { useEffect, useState } from 'react';

import { Busy, Problem } from '../../components/States';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import type { PublicCliente } from '../../lib/contract';
import { useMapModule, type MapModule } from '@sig/shared';

type LeafletMap = InstanceType<MapModule['L']['Map']>;

const MAP_HEIGHT = 320;
const GEOLOCATION_TIMEOUT_MS = 15_000;

const useStyles = makeStyles({
  loading: { minHeight: `${MAP_HEIGHT}px`, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  fallback: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  button: { minHeight: TOUCH },
  note: { color: tokens.colorNeutralForeground2 },
  // the shared picker's button and Leaflet's zoom links are desktop-sized; a thumb needs more
  picker: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '& button': { minHeight: TOUCH },
    '& .leaflet-control-zoom a': { width: TOUCH, height: TOUCH, lineHeight: TOUCH },
  },
});

type GeoProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** Without the map (it could not download) the device's position still gives the place. */
function DevicePosition({ value, onChange }: { value: LatLng | null; onChange: (v: LatLng) => void }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeoProblem | null>(null);
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setProblem('unsupported');
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onChange({ lat: Number(pos.coords.latitude.toFixed(6)), lng: Number(pos.coords.longitude.toFixed(6)) });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable');
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };
  return (
    <div className={s.fallback}>
      <Button className={s.button} appearance="primary" onClick={locate} disabled={locating}>
        {locating ? t('map.locating') : t('map.useMyPosition')}
      </Button>
      <Caption1 className={s.note} aria-live="polite">
        {value ? t('map.deviceValue', { lat: value.lat.toFixed(5), lng: value.lng.toFixed(5) }) : problem ? t(`map.geo.${problem}`) : null}
      </Caption1>
    </div>
  );
}

/**
 * Where the problem is: the shared LocationPicker (tap, drag, "use my location", Enter on the focused map),
 * loaded on demand. The map works on a plain background when the tiles do not load; then the hint asks for
 * a reference too.
 */
export function LocationMap({ value, onChange, mapa, label, radiusM, noTilesHint }: {
  value: LatLng | null;
  onChange: (v: LatLng) => void;
  mapa: PublicCliente['mapa'];
  label?: string;
  /** An area alert's circle around the point, in metres. */
  radiusM?: number;
  noTilesHint?: string;
}) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const { module, error, retry } = useMapModule();
  const [tiles, setTiles] = useState<'none' | 'probing' | 'on' | 'off'>('probing');
  const [map, setMap] = useState<LeafletMap | null>(null);
  // an area alert's circle around the point, the whole of it in view
  useEffect(() => {
    if (!map || !module || !value || !radiusM) return;
    const circle = module.L.circle([value.lat, value.lng], { radius: radiusM, interactive: false, weight: 2 }).addTo(map);
    map.fitBounds(circle.getBounds(), { padding: [12, 12] });
    return () => void circle.remove();
  }, [map, module, value?.lat, value?.lng, radiusM]);

  if (error) {
    return (
      <>
        <Problem onRetry={retry}>{t('map.failed')}</Problem>
        <DevicePosition value={value} onChange={onChange} />
      </>
    );
  }
  if (!module) {
    return (
      <div className={s.loading}>
        <Busy label={t('map.loading')} />
      </div>
    );
  }
  const { LocationPicker } = module;
  return (
    <div className={s.picker}>
      <LocationPicker
        value={value}
        onChange={onChange}
        center={{ lat: mapa.lat, lng: mapa.lng }}
        zoom={mapa.zoom}
        tileUrl={mapa.tileUrl}
        height={MAP_HEIGHT}
        lang={i18n.language}
        label={label ?? t('map.label')}
        onTiles={setTiles}
        onMap={radiusM ? setMap : undefined}
      />
      {(tiles === 'off' || tiles === 'none') && <Body1 className={s.note}>{noTilesHint ?? t('map.noTiles')}</Body1>}
    </div>
  );
}
