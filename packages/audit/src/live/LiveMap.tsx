import type { AuditLiveAuditor, AuditTrackResponse } from '@sig/shared';
import { type MapModule, useClienteMap } from '@sig/shared/staff-ui';
import { useEffect, useRef, useState } from 'react';

type Leaflet = MapModule['L'];
type LMap = ReturnType<Leaflet['map']>;

/** Leaflet puts a string tooltip in as HTML: a name typed by a person goes in as text. */
const textNode = (text: string) => {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
};

const LIVE = '#0f6cbd';
const SILENT = '#c4314b';
const TRACK = '#8764b8';

export interface LiveMapProps {
  module: MapModule;
  auditores: AuditLiveAuditor[];
  silent: (a: AuditLiveAuditor) => boolean;
  track: AuditTrackResponse | null;
  onPick: (auditorId: string) => void;
  label: string;
  help: string;
  lang: string;
}

/** The auditors' last positions (red when silent) and, when one is chosen, the day's track. */
export function LiveMap({ module, auditores, silent, track, onPick, label, help, lang }: LiveMapProps) {
  const { BaseMap, L } = module;
  const view = useClienteMap();
  const [map, setMap] = useState<LMap | null>(null);
  const fitted = useRef(false);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!map) return;
    const group = L.featureGroup();
    for (const a of auditores) {
      if (!a.ultimaPosicion) continue;
      L.circleMarker([a.ultimaPosicion.lat, a.ultimaPosicion.lng], { radius: 8, color: '#ffffff', weight: 2, fillColor: silent(a) ? SILENT : LIVE, fillOpacity: 0.95 })
        .bindTooltip(textNode(a.auditor.displayName), { permanent: true, direction: 'top', offset: [0, -8] })
        .on('click', () => pick.current(a.auditor.id))
        .addTo(group);
    }
    group.addTo(map);
    if (!fitted.current && group.getLayers().length > 0) {
      fitted.current = true;
      const b = group.getBounds();
      if (b.isValid()) map.fitBounds(b, { padding: [32, 32], maxZoom: 16 });
    }
    return () => void group.remove();
  }, [map, L, auditores, silent]);

  useEffect(() => {
    if (!map || !track || track.posiciones.length === 0) return;
    const line = L.polyline(
      track.posiciones.map((p) => [p.lat, p.lng] as [number, number]),
      { color: TRACK, weight: 3, opacity: 0.8 },
    ).addTo(map);
    return () => void line.remove();
  }, [map, L, track]);

  return <BaseMap center={view.center} zoom={view.zoom} tileUrl={view.tileUrl} height="min(60vh, 520px)" label={label} help={help} lang={lang} onMap={setMap} />;
}
